import { describe, expect, it } from 'vitest';
import type { PanelSection } from '../panel';
import { listingPanel } from './listings.panel';

const panel = listingPanel({
  url: 'rentvineUrl',
  urlPlaceholder: 'https://x',
  sort: 'rentvineSortOrder',
  columns: 'renttvineCol',
  heading: 'header.rentvineHeading',
  filters: 'rentvineDisplayFilters',
});

const paths = (sections: PanelSection[]): string[] =>
  sections.flatMap((section) => [...section.controls.map((control) => control.path), ...paths(section.sections ?? [])]);

describe('the listing editor panel (spec 001 §2)', () => {
  it('has the Builder fields, the Language first, with the maps key’s info popup on allowed referrers', () => {
    expect(paths(panel.tabs.builder)).toEqual(['language', 'rentvineUrl', 'clientGmapApi', 'group']);
    expect(panel.tabs.builder[0]?.controls[0]).toMatchObject({ label: 'Language', kind: 'select' });
    expect(panel.tabs.builder[0]?.controls[1]).toMatchObject({ label: 'Listings URL', required: true });
    expect(panel.info?.body).toMatch(/allowed referrer/);
  });

  it('has the three Layout accordions with every field of the contract', () => {
    expect(panel.tabs.layout.map((section) => section.title)).toEqual([
      'Top Banner',
      'All Listings Page',
      'Single Listing Page',
    ]);
    const all = paths(panel.tabs.layout);
    for (const path of [
      'header.rentvineHeading',
      'header.headerFontItalic',
      'renttvineCol',
      'rentvineSortOrder',
      'rentvineDisplayFilters.desiredMoveIn',
      'layout.layoutBathIconColor',
      'layout.layoutApplyLink',
      'detail.detailOpenSeparate',
      'detail.detailContactBg',
      'detail.detailPriceBold',
    ]) {
      expect(all).toContain(path);
    }
  });
});

// Every setting of the contract has its control (both types): describeListingPanel, run by each package.
