import type { Mail } from '../../../lib/mail.types';
import { renderMail } from './layout';

/** To the new address: its link moves the account there. */
export function changeEmailMail(input: {
  to: string;
  displayName: string;
  currentEmail: string;
  link: string;
  validForHours: number;
}): Mail {
  const { text, html } = renderMail(input.displayName, {
    paragraphs: [
      `You asked to use this address for your Widgetry account instead of ${input.currentEmail}.`,
      'Your account keeps its current address until you confirm this one.',
    ],
    action: { label: 'Use this email address', url: input.link },
    footnote: `The link works once and expires in ${input.validForHours} hours. If you did not ask for this, you can ignore this email.`,
  });
  return { to: input.to, subject: 'Confirm your new email address', text, html, links: [input.link] };
}

/**
 * To the address in use: someone with the password asked to move the account. The link leads to
 * the account page, where the password can be changed if it was not the owner.
 */
export function emailChangeNoticeMail(input: {
  to: string;
  displayName: string;
  newEmail: string;
  accountUrl: string;
}): Mail {
  const { text, html } = renderMail(input.displayName, {
    paragraphs: [
      `We received a request to change the email address of your Widgetry account to ${input.newEmail}.`,
      'Nothing changes until that address is confirmed, and until then we keep writing to this one.',
    ],
    action: { label: 'Review your account', url: input.accountUrl },
    footnote:
      'If this was not you, change your password on the account page now: the request needed it, so someone may know it.',
  });
  return {
    to: input.to,
    subject: 'Your Widgetry email address is being changed',
    text,
    html,
    links: [input.accountUrl],
  };
}
