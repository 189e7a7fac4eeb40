import { defaultHtmlData, type TrustpilotSettings } from '@widgetry/contracts';
import { describeReviewCatalogues } from '@widgetry/widgets-core/testing';
import { trustpilotRuntime } from '../index';
import { trustpilotTranslations } from './translations';

const defaults = (): TrustpilotSettings => defaultHtmlData('trustpilot').trustpilot;

describeReviewCatalogues({
  source: 'trustpilot',
  runtime: trustpilotRuntime,
  translations: trustpilotTranslations,
  // Every part is on by default; the carousel adds its buttons and slide names.
  settings: () => [defaults(), { ...defaults(), layout: 'carousel' }],
});
