import { defaultHtmlData, type YelpSettings } from '@widgetry/contracts';
import { describeReviewCatalogues, withValue } from '@widgetry/widgets-core/testing';
import { yelpRuntime } from '../index';
import { yelpTranslations } from './translations';

const defaults = (): YelpSettings => defaultHtmlData('yelp').yelp;

/** Every part on: the header's, the Add Review button, Read more, the reaction bar and photos. */
function everything(): YelpSettings {
  let settings = withValue(defaults(), ['businessId'], 'maple-court');
  for (const path of [
    'header.headerStatus',
    'header.logoStatus',
    'header.companyNameStatus',
    'header.reviewCountStatus',
    'header.addReviewStatus',
    'button.readMoreStatus',
    'cards.reactionBarStatus',
    'cards.reviewPhothoStatus',
  ]) {
    settings = withValue(settings, path.split('.'), 'on');
  }
  return settings;
}

describeReviewCatalogues({
  source: 'yelp',
  runtime: yelpRuntime,
  translations: yelpTranslations,
  settings: () => [everything(), withValue(everything(), ['reviews', 'reviewlayout'], 'carousel')],
});
