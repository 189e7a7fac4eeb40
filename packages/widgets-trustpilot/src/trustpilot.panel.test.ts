import { LAYOUTS, REVIEW_FILTERS } from '@widgetry/contracts';
import { languageControl, type PanelControl } from '@widgetry/widgets-core';
import { reviewCurationControls } from '@widgetry/widgets-core/reviews';
import { describeReviewPanel, panelControls } from '@widgetry/widgets-core/testing';
import { describe, expect, it } from 'vitest';
import { trustpilotPanel } from './trustpilot.panel';

describeReviewPanel('trustpilot', trustpilotPanel);

const find = (path: string): PanelControl | undefined =>
  panelControls([...trustpilotPanel.tabs.builder, ...trustpilotPanel.tabs.layout]).find((item) => item.path === path);
const options = (path: string) => {
  const control = find(path);
  return control?.kind === 'select' ? control.options.map((option) => option.value) : [];
};

describe('trustpilot panel (spec 001 §2)', () => {
  it('has the Language (issue 32) and the Profile URL in Builder, marked required, then the Reviews curation (issue 31)', () => {
    expect(trustpilotPanel.tabs.builder.map((section) => section.title)).toEqual(['Source', 'Reviews']);
    expect(panelControls(trustpilotPanel.tabs.builder)).toEqual([
      languageControl(),
      expect.objectContaining({ kind: 'text', path: 'url', label: 'Profile URL', required: true }),
      ...reviewCurationControls(),
    ]);
  });

  it('has the four toggles, Filter, Layout and the two colours in Layout, in the spec order', () => {
    expect(panelControls(trustpilotPanel.tabs.layout).map((control) => control.label)).toEqual([
      'Logo',
      'Name',
      'Add Review',
      'Reviews Count',
      'Filter',
      'Layout',
      'Text Color',
      'Background Color',
    ]);
    expect(trustpilotPanel.tabs.settings).toBeUndefined();
  });

  it('offers exactly the contract choices', () => {
    expect(options('reviewFilter')).toEqual([...REVIEW_FILTERS]);
    expect(options('layout')).toEqual([...LAYOUTS]);
  });
});
