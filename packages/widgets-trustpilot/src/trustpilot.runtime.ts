import type { TrustpilotSettings } from '@widgetry/contracts';
import type { WidgetRuntime } from '@widgetry/widgets-core';
import { attachReviews } from '@widgetry/widgets-core/reviews';
import { trustpilotMessages } from './i18n/en';
import { renderTrustpilot, trustpilotFonts, trustpilotVars } from './trustpilot.render';

/**
 * Whether settings that came over the network have the trustpilot shape: a plain object (its
 * fields are flat). Each leaf is re-checked where it is used (cssVars, the filter and layout
 * lists, safeUrl), so a missing or wrong one falls back to its default.
 */
export function isTrustpilotSettings(value: unknown): value is TrustpilotSettings {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The trustpilot runtime with the given base stylesheet: the npm entry passes the CSS, the script
 * entry passes '' because the browser loads /styles/widget/trustpilot.css instead.
 */
export function createTrustpilotRuntime(css: string): WidgetRuntime<TrustpilotSettings, typeof trustpilotMessages> {
  return {
    type: 'trustpilot',
    messages: trustpilotMessages,
    css,
    render: renderTrustpilot,
    vars: trustpilotVars,
    attach: attachReviews,
    fonts: trustpilotFonts,
  };
}
