import { describe, expect, it } from 'vitest';
import { WIDGET_TYPE_NAMES, type WidgetTypeName } from '../constants/lists';
import { defaultHtmlData, type WidgetHtmlData } from './index';
import { requiredSourceError } from './required-source.rule';

describe('requiredSourceError (spec 000 §5)', () => {
  it.each([
    [
      'appfolio',
      { appfolio: { ...defaultHtmlData('appfolio').appfolio, appfolioUrl: '' } },
      'Please Enter - Appfolio Listings URL',
    ],
    ['accessibility', defaultHtmlData('accessibility'), 'Please Enter your website URL'],
    ['rentvine', defaultHtmlData('rentvine'), 'Please Enter your Rentvine Profile URL'],
    ['trustpilot', defaultHtmlData('trustpilot'), 'Please Enter your Trustpilot Profile URL'],
    ['tripadvisor', defaultHtmlData('tripadvisor'), 'Please Enter your Tripadvisor Hotel or Restaurant URL'],
    ['yelp', defaultHtmlData('yelp'), 'Please Enter your Yelp Business ID'],
    [
      'yelp',
      { yelp: { ...defaultHtmlData('yelp').yelp, businessId: 'the-cafe' } },
      'Please Enter your Yelp Business URL',
    ],
    [
      'rentvine',
      { rentvine: { ...defaultHtmlData('rentvine').rentvine, rentvineUrl: '   ' } },
      'Please Enter your Rentvine Profile URL',
    ],
    ['appfolio', {}, 'Please Enter - Appfolio Listings URL'],
  ] satisfies [WidgetTypeName, WidgetHtmlData, string][])('%s without its source → %j', (type, htmlData, message) => {
    expect(requiredSourceError(type, htmlData)).toBe(message);
  });

  it.each([
    ['appfolio', defaultHtmlData('appfolio')],
    [
      'accessibility',
      { accessibility: { ...defaultHtmlData('accessibility').accessibility, domainUrl: 'https%3A%2F%2Fa.com' } },
    ],
    ['rentvine', { rentvine: { ...defaultHtmlData('rentvine').rentvine, rentvineUrl: 'https://acme.rentvine.com' } }],
    [
      'trustpilot',
      { trustpilot: { ...defaultHtmlData('trustpilot').trustpilot, url: 'https://www.trustpilot.com/review/a.com' } },
    ],
    [
      'tripadvisor',
      {
        tripadvisor: {
          ...defaultHtmlData('tripadvisor').tripadvisor,
          url: 'https://www.tripadvisor.com/Hotel_Review-1',
        },
      },
    ],
    ['yelp', { yelp: { ...defaultHtmlData('yelp').yelp, businessId: 'cafe', url: 'https://www.yelp.com/biz/cafe' } }],
  ] satisfies [WidgetTypeName, WidgetHtmlData][])('%s with its source → null', (type, htmlData) => {
    expect(requiredSourceError(type, htmlData)).toBeNull();
  });

  it('calculators need no source', () => {
    const calculators = WIDGET_TYPE_NAMES.filter((type) =>
      ['prorated', 'affordability', 'monthlypayment'].includes(type),
    );
    expect(calculators).toHaveLength(3);
    for (const type of calculators) expect(requiredSourceError(type, {})).toBeNull();
  });
});
