// The review curation's controls (issue 31), the same in the three review editors: the filters
// (minimum rating, only reviews with text, excluded words) above the list of the source's reviews
// with Hide and Pin. They edit the `curation` group every review type's contract has.
import type { PanelControl, ReviewListControl, SelectControl, WordListControl } from '../panel';
import { selectControl, toggleControl } from '../panel-options';

const MIN_RATING_OPTIONS: SelectControl['options'] = [
  { value: 1, label: 'Any rating' },
  { value: 2, label: '2 stars and up' },
  { value: 3, label: '3 stars and up' },
  { value: 4, label: '4 stars and up' },
  { value: 5, label: '5 stars only' },
];

const excludedWords: WordListControl = { kind: 'wordList', path: 'curation.excludedWords', label: 'Excluded Words' };

/** Hides with `curation.hidden`, pins with `curation.pinned`. */
const reviewList: ReviewListControl = {
  kind: 'reviewList',
  path: 'curation.hidden',
  pinnedPath: 'curation.pinned',
  label: 'Reviews',
};

/** The curation's controls, in the order the editor shows them. */
export function reviewCurationControls(): PanelControl[] {
  return [
    selectControl('curation.minRating', 'Minimum Rating', MIN_RATING_OPTIONS),
    toggleControl('curation.withTextOnly', 'Only Reviews With Text', 'boolean'),
    excludedWords,
    reviewList,
  ];
}
