import { LAYOUTS, REVIEW_FILTERS, YELP_FETCH_COUNTS } from '@widgetry/contracts';
import type { PanelControl, PanelSection } from '@widgetry/widgets-core';
import { describeReviewPanel, panelControls } from '@widgetry/widgets-core/testing';
import { describe, expect, it } from 'vitest';
import { yelpPanel } from './yelp.panel';

describeReviewPanel('yelp', yelpPanel, {
  'header.yelpCompanyName':
    'spec 001 §2 gives it no control; the Builder’s Business Name (companyName) is the custom name, and this one is shown only when that is blank',
});

const { builder, layout } = yelpPanel.tabs;
const find = (path: string): PanelControl | undefined =>
  panelControls([...builder, ...layout]).find((control) => control.path === path);
const titles = (sections: readonly PanelSection[] = []) => sections.map((section) => section.title);
const options = (path: string) => {
  const control = find(path);
  return control?.kind === 'select' ? control.options.map((option) => option.value) : [];
};

describe('yelp panel (spec 001 §2)', () => {
  it('has the Language (issue 32), Business ID (required), Business URL (required), Business Name, Get More Reviews and the Reviews curation in Builder', () => {
    expect(panelControls(builder).map((control) => [control.path, control.label])).toEqual([
      ['language', 'Language'],
      ['businessId', 'Business ID'],
      ['url', 'Business URL'],
      ['companyName', 'Business Name'],
      ['fetchReviews', 'Get More Reviews'],
      ['curation.minRating', 'Minimum Rating'],
      ['curation.withTextOnly', 'Only Reviews With Text'],
      ['curation.excludedWords', 'Excluded Words'],
      ['curation.hidden', 'Reviews'],
    ]);
    expect(find('businessId')).toMatchObject({ kind: 'text', required: true });
    expect(find('url')).toMatchObject({ kind: 'text', required: true });
    expect(find('companyName')).not.toHaveProperty('required');
    expect(options('fetchReviews')).toEqual([...YELP_FETCH_COUNTS]);
  });

  it('explains where the Business ID is found', () => {
    expect(yelpPanel.info?.body).toMatch(/Write a Review/i);
    expect(yelpPanel.info?.body).toMatch(/writeareview\/biz\//);
  });

  it('has Header (with Review Count and Add Review Button) and All Reviews (with Card and Read More Button)', () => {
    expect(titles(layout)).toEqual(['Header', 'All Reviews']);
    expect(titles(layout[0]?.sections)).toEqual(['Review Count', 'Add Review Button']);
    expect(titles(layout[1]?.sections)).toEqual(['Card', 'Read More Button']);
    expect(layout[0]?.controls.slice(0, 3).map((control) => control.label)).toEqual(['Header', 'Logo', 'Name']);
    expect(layout[1]?.controls.slice(0, 2).map((control) => control.label)).toEqual(['Filter', 'Layout']);
    expect(find('button.wordCountThreshold')).toMatchObject({ kind: 'number', min: 1, max: 1000, integer: true });
    expect(find('cards.reviewPhothoStatus')).toMatchObject({ kind: 'toggle', label: 'Review Photos' });
    expect(options('reviews.reviewFilter')).toEqual([...REVIEW_FILTERS]);
    expect(options('reviews.reviewlayout')).toEqual([...LAYOUTS]);
  });
});
