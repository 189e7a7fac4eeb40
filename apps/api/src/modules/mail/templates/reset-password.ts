import type { Mail } from '../../../lib/mail.types';
import { renderMail } from './layout';

export function resetPasswordMail(input: {
  to: string;
  displayName: string;
  link: string;
  validForHours: number;
}): Mail {
  const hours = input.validForHours === 1 ? '1 hour' : `${input.validForHours} hours`;
  const { text, html } = renderMail(input.displayName, {
    paragraphs: ['We received a request to reset the password of your Widgetry account.'],
    action: { label: 'Choose a new password', url: input.link },
    footnote: `The link works once and expires in ${hours}. If you did not ask for a new password, you can ignore this email; your password stays as it is.`,
  });
  return { to: input.to, subject: 'Reset your Widgetry password', text, html, links: [input.link] };
}
