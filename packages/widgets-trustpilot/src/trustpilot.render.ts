// The Trustpilot widget's settings as the shared review render reads them (a ReviewsView), and
// its two colours as CSS variables. Pure: the API renders previews with it.
import type { TrustpilotSettings } from '@widgetry/contracts';
import { type CssDeclarations, cssColor, cssVars, type RenderContext } from '@widgetry/widgets-core';
import { DEFAULT_READ_MORE_WORDS, minimumStars, type ReviewsView, renderReviews } from '@widgetry/widgets-core/reviews';
import type { trustpilotMessages } from './i18n/en';

/** Trustpilot's star green. */
export const TRUSTPILOT_GREEN = '#00b67a';

const on = (value: unknown) => value === 'on';

/**
 * The view of the settings: the header shows the TrustScore always and the logo, name, review
 * count and Add Review button by their toggles; the filter keeps reviews with at least that many
 * stars; Read more cuts at DEFAULT_READ_MORE_WORDS words (the editor has no setting for it).
 */
export function trustpilotView(settings: TrustpilotSettings): ReviewsView {
  return {
    source: 'trustpilot',
    shape: 'star',
    header: {
      logo: on(settings.logoStatus),
      name: on(settings.companyNameStatus),
      rating: true,
      total: on(settings.reviewCountStatus),
    },
    writeReview: on(settings.addReviewStatus) ? 'header' : false,
    layout: settings.layout,
    minStars: minimumStars(settings.reviewFilter),
    maxReviews: null,
    card: { readMoreWords: DEFAULT_READ_MORE_WORDS, date: true, tripType: false, photos: false, reactions: false },
    fallbackUrl: settings.url,
  };
}

/**
 * The text colour and background as variables. The button takes the same two colours the other
 * way round, and cards are transparent on the chosen background, so whatever pair the owner picks
 * every text sits on the colour it was chosen against.
 */
export function trustpilotVars(settings: TrustpilotSettings): CssDeclarations {
  return cssVars({
    '--wg-rv-color': cssColor(settings.color),
    '--wg-rv-bg': cssColor(settings.bgcolor),
    '--wg-rv-btn-color': cssColor(settings.bgcolor),
    '--wg-rv-btn-bg': cssColor(settings.color),
    '--wg-rv-card-bg': cssColor('#0000'),
    '--wg-rv-card-border': cssColor('#8c8c8c80'),
    '--wg-rv-star': cssColor(TRUSTPILOT_GREEN),
  });
}

/** The widget uses the page's own font; it has no font setting. */
export function trustpilotFonts(): string[] {
  return [];
}

export function renderTrustpilot(settings: TrustpilotSettings, ctx: RenderContext<typeof trustpilotMessages>): string {
  return renderReviews(trustpilotView(settings), ctx);
}
