import { defaultSettings } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { reviewCurationControls } from './review-curation.panel';

describe('reviewCurationControls', () => {
  const controls = reviewCurationControls();

  it('edits each setting of the curation: the filters above the review list', () => {
    expect(controls.map((control) => [control.kind, control.path])).toEqual([
      ['select', 'curation.minRating'],
      ['toggle', 'curation.withTextOnly'],
      ['wordList', 'curation.excludedWords'],
      ['reviewList', 'curation.hidden'],
    ]);
    expect(controls[3]).toMatchObject({ pinnedPath: 'curation.pinned', label: 'Reviews' });
  });

  it('offers every minimum rating the contract takes, the default first', () => {
    const minRating = controls[0];
    if (minRating?.kind !== 'select') throw new Error('minRating is a select');
    expect(minRating.options.map((option) => option.value)).toEqual([1, 2, 3, 4, 5]);
    expect(minRating.options[0]?.value).toBe(defaultSettings('trustpilot').curation.minRating);
  });
});
