import { LAYOUTS, REVIEW_COUNTS, REVIEW_FILTERS } from '@widgetry/contracts';
import type { PanelControl, PanelSection } from '@widgetry/widgets-core';
import { describeReviewPanel, panelControls } from '@widgetry/widgets-core/testing';
import { describe, expect, it } from 'vitest';
import { tripadvisorPanel } from './tripadvisor.panel';

describeReviewPanel('tripadvisor', tripadvisorPanel);

const { builder, layout } = tripadvisorPanel.tabs;
const find = (path: string): PanelControl | undefined =>
  panelControls([...builder, ...layout]).find((control) => control.path === path);
const titles = (sections: readonly PanelSection[] = []) => sections.map((section) => section.title);
const section = (sections: readonly PanelSection[], title: string) => sections.find((item) => item.title === title);

describe('tripadvisor panel (spec 001 §2)', () => {
  it('has the Language (issue 32) and the URL, then Header, Button, Reviews and Filters in Builder', () => {
    expect(titles(builder)).toEqual(['Source', 'Header', 'Button', 'Reviews', 'Filters']);
    expect(find('url')).toMatchObject({ kind: 'text', label: 'Hotel or Restaurant URL', required: true });
    expect(panelControls(builder).map((control) => control.label)).toEqual([
      'Language',
      'Hotel or Restaurant URL',
      'Header',
      'Logo',
      'Company Name',
      'Total Reviews',
      'Rating',
      'Write a Review',
      'Date',
      'Trip Type',
      'Review Photos',
      'Minimum Rating',
      'Only Reviews With Text',
      'Excluded Words',
      'Reviews',
      'Star Ratings',
      'Pages',
      'Max Reviews',
    ]);
  });

  it('shows the four header toggles only while Header is on', () => {
    const items = section(builder, 'Header')?.sections?.[0];
    expect(items?.visibleWhen).toEqual({ path: 'header.showHeader', equals: true });
    expect(items?.controls.map((control) => control.path)).toEqual([
      'header.showLogo',
      'header.showCompanyName',
      'header.showTotalReviews',
      'header.showRating',
    ]);
  });

  it('bounds Pages 1 to 50 and offers exactly the contract’s filter choices', () => {
    expect(find('filters.reviewPageCount')).toMatchObject({ kind: 'number', min: 1, max: 50, integer: true });
    const options = (path: string) => {
      const control = find(path);
      return control?.kind === 'select' ? control.options.map((option) => option.value) : [];
    };
    expect(options('filters.numberOfRatings')).toEqual([...REVIEW_FILTERS]);
    expect(options('filters.numberOfReviews')).toEqual([...REVIEW_COUNTS]);
    expect(options('layout.layoutType')).toEqual([...LAYOUTS]);
  });

  it('explains how the filters combine, reviews being fetched 20 per page', () => {
    expect(tripadvisorPanel.info?.body).toMatch(/20 per page/);
    expect(tripadvisorPanel.info?.body).toMatch(/Star Ratings then keeps/);
  });

  it('has Container, Header, Layout, Button and Reviews in Layout, each tied to its toggle', () => {
    expect(titles(layout)).toEqual(['Container', 'Header', 'Layout', 'Button', 'Reviews']);
    expect(find('container.containerMaxWidth')).toMatchObject({ kind: 'unit', unit: '%', min: 10, max: 100, step: 5 });
    const header = section(layout, 'Header');
    expect(header?.visibleWhen).toEqual({ path: 'header.showHeader', equals: true });
    expect(titles(header?.sections)).toEqual(['Container', 'Logo', 'Title', 'Total Reviews', 'Rating Display']);
    expect(header?.sections?.map((item) => item.visibleWhen?.path)).toEqual([
      undefined,
      'header.showLogo',
      'header.showCompanyName',
      'header.showTotalReviews',
      'header.showRating',
    ]);
    expect(section(layout, 'Button')?.visibleWhen).toEqual({ path: 'button.showWriteReview', equals: true });
    const reviews = section(layout, 'Reviews');
    expect(titles(reviews?.sections)).toEqual([
      'Review Card',
      'Reviewer Info',
      'Stars',
      'Review Date',
      'Review Title',
      'Review Text',
      'Read More',
      'Trip Type',
    ]);
    expect(section(reviews?.sections ?? [], 'Review Date')?.visibleWhen?.path).toBe('reviews.showReviewDate');
    expect(section(reviews?.sections ?? [], 'Trip Type')?.visibleWhen?.path).toBe('reviews.showTripType');
  });
});
