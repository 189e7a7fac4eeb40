import type { ReviewSource } from '@widgetry/contracts';
import { SOURCE_SITE_NAMES } from '@widgetry/contracts/constants';

/**
 * The platforms' names as visitors read them: the source registry's display names, the same in
 * every language. Every other text of the review widgets is in the catalogue (i18n/en.ts).
 */
export const PLATFORM_NAMES: Readonly<Record<ReviewSource, string>> = SOURCE_SITE_NAMES;
