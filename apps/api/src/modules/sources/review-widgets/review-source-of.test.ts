import { defaultHtmlData, savedDefaultHtmlData } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { reviewSourceOf, reviewWidgetOf, sourceKeyOfUrl } from './review-source-of';

describe('reviewSourceOf', () => {
  it('keys a Trustpilot profile by its address, whatever the case of the host, the query or a trailing slash', () => {
    const settings = {
      ...defaultHtmlData('trustpilot').trustpilot,
      url: ' https://WWW.Trustpilot.com/review/example.com/?page=2#top ',
    };
    expect(reviewSourceOf({ type: 'trustpilot', settings })).toEqual({
      source: 'trustpilot',
      key: 'https://www.trustpilot.com/review/example.com',
      url: 'https://WWW.Trustpilot.com/review/example.com/?page=2#top',
      wanted: 20,
    });
  });

  it('wants 20 TripAdvisor reviews per page the widget asks for', () => {
    const defaults = defaultHtmlData('tripadvisor').tripadvisor;
    const settings = {
      ...defaults,
      url: 'https://www.tripadvisor.com/Hotel_Review-g60763-d93437-Reviews-Hotel-New_York.html',
      filters: { ...defaults.filters, reviewPageCount: 3 },
    };
    expect(reviewSourceOf({ type: 'tripadvisor', settings })).toMatchObject({ source: 'tripadvisor', wanted: 60 });
  });

  it('keys Yelp by the business id and wants Get More Reviews of them', () => {
    const settings = {
      ...defaultHtmlData('yelp').yelp,
      businessId: ' joes-pizza-new-york ',
      fetchReviews: 25 as const,
    };
    expect(reviewSourceOf({ type: 'yelp', settings })).toMatchObject({
      source: 'yelp',
      key: 'joes-pizza-new-york',
      businessId: 'joes-pizza-new-york',
      wanted: 25,
    });
  });

  it('reads only review types, with settings their contract accepts', () => {
    expect(reviewWidgetOf('prorated', {})).toBeNull();
    expect(reviewWidgetOf('trustpilot', { layout: 'spiral' })).toBeNull();
    expect(reviewWidgetOf('yelp', {})?.settings).toEqual(savedDefaultHtmlData('yelp').yelp);
  });

  it('names no source while the settings have none', () => {
    expect(reviewSourceOf({ type: 'trustpilot', settings: defaultHtmlData('trustpilot').trustpilot })).toBeNull();
    expect(
      reviewSourceOf({
        type: 'yelp',
        settings: { ...defaultHtmlData('yelp').yelp, url: 'https://www.yelp.com/biz/x' },
      }),
    ).toBeNull();
    expect(sourceKeyOfUrl('javascript:alert(1)')).toBeNull();
    expect(sourceKeyOfUrl('not an address')).toBeNull();
  });
});
