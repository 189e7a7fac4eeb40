import type { Mail } from '../../../lib/mail.types';
import { renderMail } from './layout';

export function verifyEmailMail(input: { to: string; displayName: string; link: string; validForHours: number }): Mail {
  const { text, html } = renderMail(input.displayName, {
    paragraphs: ['Please confirm that this is your email address so you can save and install widgets on Widgetry.'],
    action: { label: 'Verify email address', url: input.link },
    footnote: `The link works once and expires in ${input.validForHours} hours. If you did not create a Widgetry account, you can ignore this email.`,
  });
  return { to: input.to, subject: 'Verify your email address', text, html, links: [input.link] };
}
