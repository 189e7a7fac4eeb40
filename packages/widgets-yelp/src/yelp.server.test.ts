// @vitest-environment node
import { defaultHtmlData } from '@widgetry/contracts';
import { renderToString } from '@widgetry/widgets-core';
import { reviewsFixture } from '@widgetry/widgets-core/testing';
import { describe, expect, it } from 'vitest';
import { yelpCss, yelpRuntime } from './index';

describe('yelp on the server', () => {
  it('renders standalone markup without a DOM', () => {
    expect(typeof document).toBe('undefined');
    const markup = renderToString(yelpRuntime, defaultHtmlData('yelp').yelp, {
      idPrefix: 'preview-',
      data: reviewsFixture('yelp'),
    });
    expect(markup).toContain(`<style>${yelpCss}</style>`);
    expect(markup).toContain('family=Open+Sans');
    expect(markup).toContain('--wg-rv-btn-bg:#d32323');
    expect(markup).toContain('Reviews from Yelp');
  });
});
