import type { WidgetTypeName } from '../constants/lists';
import { SOURCE_MESSAGES } from '../constants/messages';
import type { WidgetHtmlData } from './index';

const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * The save-time check of spec 000 §5: the message for a missing source, or null. Kept out of the
 * schemas because a draft may be saved in the editor's state without a source.
 */
export function requiredSourceError(type: WidgetTypeName, htmlData: WidgetHtmlData): string | null {
  switch (type) {
    case 'appfolio':
      return isBlank(htmlData.appfolio?.appfolioUrl) ? SOURCE_MESSAGES.appfolio : null;
    case 'accessibility':
      return isBlank(htmlData.accessibility?.domainUrl) ? SOURCE_MESSAGES.accessibility : null;
    case 'rentvine':
      return isBlank(htmlData.rentvine?.rentvineUrl) ? SOURCE_MESSAGES.rentvine : null;
    case 'trustpilot':
      return isBlank(htmlData.trustpilot?.url) ? SOURCE_MESSAGES.trustpilot : null;
    case 'tripadvisor':
      return isBlank(htmlData.tripadvisor?.url) ? SOURCE_MESSAGES.tripadvisor : null;
    case 'yelp':
      if (isBlank(htmlData.yelp?.businessId)) return SOURCE_MESSAGES.yelpBusinessId;
      return isBlank(htmlData.yelp?.url) ? SOURCE_MESSAGES.yelpUrl : null;
    case 'prorated':
    case 'affordability':
    case 'monthlypayment':
      return null;
  }
}
