// The option lists the three review editors share, built from the contract's lists so a panel
// offers exactly the values the contract accepts, labelled the same in every review editor.
import { LAYOUTS, REVIEW_FILTERS } from '@widgetry/contracts/constants';
import { labelledOptions } from '../panel-options';

/** Minimum stars (spec 001 §9: all, 5, 4 and up … 1 and up). */
export const REVIEW_FILTER_OPTIONS = /* @__PURE__ */ labelledOptions(REVIEW_FILTERS, {
  all: 'All reviews',
  '5': '5 stars',
  '4': '4 stars and up',
  '3': '3 stars and up',
  '2': '2 stars and up',
  '1': '1 star and up',
});

/** List, masonry or carousel. */
export const LAYOUT_OPTIONS = /* @__PURE__ */ labelledOptions(LAYOUTS, {
  list: 'List',
  masonry: 'Masonry',
  carousel: 'Carousel',
});
