import { formatLongDate } from '@widgetry/calculators';
import type { Mail } from '../../../lib/mail.types';
import { renderMail } from './layout';

/** A subscription payment went through: what was paid, with which card, for which month and widget. */
export function paymentReceiptMail(input: {
  to: string;
  displayName: string;
  widgetTitle: string;
  /** Already formatted, e.g. '$9.99'. */
  amount: string;
  /** 'Visa •••• 4242'; empty when the provider did not say. */
  card: string;
  period: { start: Date; end: Date } | null;
  /** The provider's page for the invoice, or the subscription list when there is none. */
  link: string;
}): Mail {
  const paragraphs = [`Thank you: we received ${input.amount} for your widget “${input.widgetTitle}”.`];
  if (input.card !== '') paragraphs.push(`Paid with ${input.card}.`);
  if (input.period !== null) {
    paragraphs.push(`This pays for ${formatLongDate(input.period.start)} to ${formatLongDate(input.period.end)}.`);
  }
  const { text, html } = renderMail(input.displayName, {
    paragraphs,
    action: { label: 'View the invoice', url: input.link },
    footnote:
      'Keep this email as your receipt. Every invoice is also listed with its subscription on your Subscriptions page.',
  });
  return {
    to: input.to,
    subject: `Receipt for “${input.widgetTitle}”: ${input.amount}`,
    text,
    html,
    links: [input.link],
  };
}
