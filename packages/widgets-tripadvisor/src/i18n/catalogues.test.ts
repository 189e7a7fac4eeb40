import { defaultHtmlData, type TripadvisorSettings } from '@widgetry/contracts';
import { describeReviewCatalogues, withValue } from '@widgetry/widgets-core/testing';
import { tripadvisorRuntime } from '../index';
import { tripadvisorTranslations } from './translations';

const defaults = (): TripadvisorSettings => defaultHtmlData('tripadvisor').tripadvisor;

/** Every part on: the header's, the button, date, trip type and photos, every review. */
function everything(): TripadvisorSettings {
  let settings = defaults();
  for (const path of [
    'header.showHeader',
    'header.showLogo',
    'header.showCompanyName',
    'header.showTotalReviews',
    'header.showRating',
    'button.showWriteReview',
    'reviews.showReviewDate',
    'reviews.showTripType',
    'reviews.showReviewPhotos',
  ]) {
    settings = withValue(settings, path.split('.'), true);
  }
  return withValue(settings, ['filters', 'numberOfReviews'], 'all');
}

describeReviewCatalogues({
  source: 'tripadvisor',
  runtime: tripadvisorRuntime,
  translations: tripadvisorTranslations,
  settings: () => [everything(), withValue(everything(), ['layout', 'layoutType'], 'carousel')],
});
