import type { Mail } from '../../../lib/mail.types';
import { renderMail } from './layout';

/**
 * The code a sign-in to an account guessed from many addresses needs (issue 25 §3). It is only
 * mailed after the right password, so a mail the owner did not ask for means someone knows it.
 */
export function signInCodeMail(input: {
  to: string;
  displayName: string;
  code: string;
  validForMinutes: number;
}): Mail {
  const { text, html } = renderMail(input.displayName, {
    paragraphs: [
      'Someone has been trying many passwords on your Widgetry account, so signing in to it now also needs a code. Enter this code on the sign-in page, with your password:',
    ],
    code: input.code,
    footnote: `The code works once and expires in ${input.validForMinutes} minutes. If you did not just sign in, someone else knows your password: reset it from the sign-in page (Forgot Password) and do not share this code.`,
  });
  return { to: input.to, subject: 'Your Widgetry sign-in code', text, html, links: [] };
}
