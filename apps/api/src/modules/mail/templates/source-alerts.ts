import type { Mail } from '../../../lib/mail.types';
import { renderMail } from './layout';

// The owner's mails about a widget's source (issue 26 §5): after a day of failed reads, and once it
// reads again. The state itself is said by the line the dashboard's card shows (contracts'
// sourceStateLine), so the mail and the card never word one outcome two ways.

export interface SourceAlertMailInput {
  to: string;
  displayName: string;
  /** The site as customers know it (its display name in contracts' SOURCE_REGISTRY). */
  site: string;
  /** The address or business id the widgets read. */
  sourceKey: string;
  /** What the source gives: 'reviews' or 'listings'. */
  items: 'reviews' | 'listings';
  /** The owner's widgets that read the source, at least one. */
  widgetTitles: readonly string[];
  /** The card's line, e.g. "{site} has been blocking our reader since 26 Nov; showing reviews from 25 Nov". */
  stateLine: string;
  /** The owner's (first) widget in the editor. */
  link: string;
}

/** What the widgets show while the source fails. */
export type WhileFailing = 'last-good-data' | 'nothing-yet' | 'gone';

const FOOTNOTE = 'We email you at most once a day about a source.';

/** “A”, “A” and “B”, “A”, “B” and “C”. */
function titles(widgetTitles: readonly string[]): string {
  const quoted = widgetTitles.map((title) => `“${title}”`);
  return quoted.length < 2 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

/** `your widget “A”` or `2 of your widgets` (subjects), `your widget “A”` or `your widgets “A” and “B”` (text). */
function widgetsPhrase(widgetTitles: readonly string[], short: boolean): string {
  if (widgetTitles.length === 1) return `your widget ${titles(widgetTitles)}`;
  return short ? `${widgetTitles.length} of your widgets` : `your widgets ${titles(widgetTitles)}`;
}

const capitalised = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

function meanwhile(input: SourceAlertMailInput, shown: WhileFailing): string {
  const several = input.widgetTitles.length > 1;
  const yours = several ? 'Your widgets' : 'Your widget';
  switch (shown) {
    case 'last-good-data':
      return `${yours} ${several ? 'keep' : 'keeps'} showing the ${input.items} we last read. We keep trying, and we will email you once it works again.`;
    case 'nothing-yet':
      return `${yours} ${several ? 'have' : 'has'} no ${input.items} to show until then. We keep trying, and we will email you once it works again.`;
    case 'gone':
      return `${yours} no longer ${several ? 'show' : 'shows'} ${input.items} from it. Check the address in the widget’s settings.`;
  }
}

/** After a day of failed reads: what fails since when, which widgets, and what they show meanwhile. */
export function sourceFailingMail(input: SourceAlertMailInput & { shown: WhileFailing }): Mail {
  const { text, html } = renderMail(input.displayName, {
    paragraphs: [
      `${input.stateLine}.`,
      `This concerns ${widgetsPhrase(input.widgetTitles, false)}, which ${input.widgetTitles.length > 1 ? 'read' : 'reads'} ${input.sourceKey}.`,
      meanwhile(input, input.shown),
    ],
    action: { label: 'Open your widget', url: input.link },
    footnote: FOOTNOTE,
  });
  const subject = `${capitalised(widgetsPhrase(input.widgetTitles, true))} can’t get ${input.items} from ${input.site}`;
  return { to: input.to, subject, text, html, links: [input.link] };
}

/** The source reads again, to an owner who was told it failed. */
export function sourceRecoveredMail(input: SourceAlertMailInput): Mail {
  const { text, html } = renderMail(input.displayName, {
    paragraphs: [
      `We can read ${input.site} again for ${widgetsPhrase(input.widgetTitles, false)} (${input.sourceKey}).`,
      `${input.stateLine}.`,
    ],
    action: { label: 'Open your widget', url: input.link },
    footnote: FOOTNOTE,
  });
  const subject = `${capitalised(widgetsPhrase(input.widgetTitles, true))} ${input.widgetTitles.length > 1 ? 'get' : 'gets'} ${input.items} from ${input.site} again`;
  return { to: input.to, subject, text, html, links: [input.link] };
}
