import type { Page } from 'playwright-core';
import { waitForMailLink } from './mailbox';

export const E2E_PASSWORD = 'Pipeline-Passw0rd!';

/**
 * Signs a new account up through the UI and follows the verification link from its mail, as
 * the accounts test does; the page ends on the verification landing, signed in and verified.
 */
export async function signUpAndVerify(
  page: Page,
  { appUrl, mailDir, name, email }: { appUrl: string; mailDir: string; name: string; email: string },
): Promise<void> {
  await page.goto(`${appUrl}/`, { waitUntil: 'networkidle' });
  const signUp = page.getByRole('form', { name: 'Create Account' });
  await signUp.getByLabel('Display Name').fill(name);
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${appUrl}/home`);

  const verification = await waitForMailLink(mailDir, {
    to: email,
    linkMatches: (link) => link.pathname === '/verify-email' && link.searchParams.has('uid'),
  });
  await page.goto(verification.link);
  await page.getByRole('heading', { level: 1, name: 'Thank You for verifying your email address.' }).waitFor();
}
