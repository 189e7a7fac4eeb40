import type { Mail } from '../../../lib/mail.types';
import { renderMail } from './layout';

/** A renewal charge was declined: the widget stays up while the provider retries, if the card is fixed. */
export function paymentFailedMail(input: {
  to: string;
  displayName: string;
  widgetTitle: string;
  amount: string;
  link: string;
}): Mail {
  const { text, html } = renderMail(input.displayName, {
    paragraphs: [
      `We could not charge ${input.amount} for your widget “${input.widgetTitle}”.`,
      'It stays on your site while we try again over the next days. Update your card to keep it running.',
    ],
    action: { label: 'Update your card', url: input.link },
    footnote: 'If you have already updated your card, you can ignore this email.',
  });
  return { to: input.to, subject: `Payment failed for “${input.widgetTitle}”`, text, html, links: [input.link] };
}
