import { describe, expect, it } from 'vitest';
import { catalogueUrl } from './catalogue-loader';

describe('catalogueUrl', () => {
  it('puts the catalogue beside the scripts of the host and version the stylesheet came from', () => {
    expect(catalogueUrl('https://app.example.com/styles/widget/yelp.css?v=1a2b', 'yelp', 'es')).toBe(
      'https://app.example.com/scripts/i18n/yelp/es.json?v=1a2b',
    );
  });

  it('resolves a stylesheet path against the page (the dashboard’s sample page)', () => {
    expect(catalogueUrl('/styles/widget/prorated.css', 'prorated', 'ar', 'https://app.example.com/preview')).toBe(
      'https://app.example.com/scripts/i18n/prorated/ar.json',
    );
  });
});
