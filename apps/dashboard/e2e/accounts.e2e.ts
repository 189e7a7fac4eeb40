import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, type TestPage } from './support/browser';
import { readMails, waitForMailLink } from './support/mailbox';

const appUrl = inject('appUrl');
const mailDir = inject('mailDir');

let browser: Browser | undefined;
let current: TestPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await current?.close();
  await browser?.close();
});

const FIRST_PASSWORD = 'First-Passw0rd!';
const NEW_PASSWORD = 'Second-Passw0rd?';

function profileButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name });
}

describe('accounts, end to end over real SMTP', () => {
  it('signs up, verifies the email, resets a forgotten password, signs in and edits the profile', async () => {
    if (!browser) throw new Error('Chromium did not start');
    current = await openPage(browser);
    const { page } = current;
    const email = `erin-${Date.now()}@e2e.widgetry.test`;

    // Sign up in the UI.
    await page.goto(`${appUrl}/`, { waitUntil: 'networkidle' });
    const signUp = page.getByRole('form', { name: 'Create Account' });
    await signUp.getByLabel('Display Name').fill('Erin Example');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await signUp.getByText('Strength: Strong').waitFor();
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${appUrl}/home`);
    await profileButton(page, 'Erin Example').waitFor();

    // The verification mail arrives; its link verifies the address.
    const verification = await waitForMailLink(mailDir, {
      to: email,
      linkMatches: (link) => link.pathname === '/verify-email' && link.searchParams.has('uid'),
    });
    expect(verification.link.startsWith(`${appUrl}/verify-email?uid=`)).toBe(true);
    await page.goto(verification.link);
    await page.getByRole('heading', { level: 1, name: 'Thank You for verifying your email address.' }).waitFor();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();

    // Sign out: back at / as a visitor.
    await profileButton(page, 'Erin Example').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${appUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Create your Widgetry account' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Forgot password from the sign-in panel.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const signIn = page.getByRole('form', { name: 'Sign In' });
    await signIn.getByRole('button', { name: 'Forgot Password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
    const mailsBefore = readMails(mailDir).length;
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await forgot.getByText('Email sent successfully!').waitFor();
    await forgot.getByRole('button', { name: 'Done' }).click();

    // The reset mail's link sets a new password, then the page reloads onto Sign In.
    const reset = await waitForMailLink(mailDir, {
      to: email,
      after: mailsBefore,
      linkMatches: (link) => link.pathname === '/resetPassword' && link.searchParams.has('token'),
    });
    await page.goto(reset.link);
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(`${appUrl}/?mode=signin&reset=done`);
    await signIn.getByText('Your password has been reset.', { exact: false }).waitFor();

    // The old password no longer works; the new one does.
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await signIn.getByRole('alert').waitFor();
    await signIn.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${appUrl}/home`);

    // Profile: the address is verified; a new display name is saved and shown in the nav bar.
    await profileButton(page, 'Erin Example').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(`${appUrl}/account`);
    const personal = page.getByRole('form', { name: 'Personal Information' });
    await personal.getByText('Verified', { exact: true }).waitFor();
    await personal.getByLabel('Display Name').fill('Erin Renamed');
    await personal.getByRole('button', { name: 'Save' }).click();
    await personal.getByText('Settings Saved!').waitFor();
    await profileButton(page, 'Erin Renamed').waitFor();

    // A reload reads the new name back from the API.
    await page.reload({ waitUntil: 'networkidle' });
    await profileButton(page, 'Erin Renamed').waitFor();
    // The one expected console error is the refused old password (the browser logs the 401).
    expect(current.errors.filter((error) => !error.includes('401'))).toEqual([]);
  });
});
