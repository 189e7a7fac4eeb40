// The tripadvisor editor (spec 001 §2). Builder: the Widget Name (added by the editor shell), the
// page URL, then Header, Button, Reviews and Filters; Layout: Container, Header, Layout, Button
// and Reviews. A section tied to a toggle shows only while it is on (spec 001 §4).
import { BOUNDS, REVIEW_COUNTS, REVIEWS_PER_PAGE } from '@widgetry/contracts/constants';
import {
  colorControl,
  FONT_SIZE_BOUNDS,
  FONT_WEIGHT_OPTIONS,
  fontControl,
  LENGTH_BOUNDS,
  labelledOptions,
  languageControl,
  numberControl,
  type PanelControl,
  type PanelDescription,
  type PanelSection,
  selectControl,
  TEXT_ALIGN_OPTIONS,
  textControl,
  toggleControl,
  unitControl,
} from '@widgetry/widgets-core';
import { LAYOUT_OPTIONS, REVIEW_FILTER_OPTIONS, reviewCurationControls } from '@widgetry/widgets-core/reviews';

/**
 * The Filters popup: how Pages, Star Ratings and Max Reviews combine. The panel format has one
 * info popup per editor, so it is this one (spec 001 §2 puts it beside the Filters accordion).
 */
export const TRIPADVISOR_FILTERS_INFO = [
  `Reviews are read from TripAdvisor ${REVIEWS_PER_PAGE} per page, newest first: Pages sets how many pages are read (1 page is the latest ${REVIEWS_PER_PAGE} reviews, at most ${BOUNDS.pageCount.max} pages).`,
  'Star Ratings then keeps only the reviews with at least that many bubbles, and Max Reviews shows at most that many of those, newest first ("All" shows every one).',
  'Example: 2 pages, 4 and up and Max Reviews 10 show the 10 newest 4- and 5-bubble reviews among the latest 40.',
].join('\n\n');

/** Font family, size, weight and colour of `group.{element}FontFamily` … `{element}Color`. */
function textStyle(group: string, element: string): PanelControl[] {
  return [
    fontControl(`${group}.${element}FontFamily`),
    unitControl(`${group}.${element}FontSize`, 'Font Size', FONT_SIZE_BOUNDS),
    selectControl(`${group}.${element}FontWeight`, 'Font Weight', FONT_WEIGHT_OPTIONS),
    colorControl(`${group}.${element}Color`, 'Color'),
  ];
}

const whileOn = (path: string) => ({ path, equals: true });

const builder: PanelSection[] = [
  {
    title: 'Source',
    controls: [
      // The language visitors read it in (issue 32).
      languageControl(),
      textControl('url', 'Hotel or Restaurant URL', {
        placeholder: 'https://www.tripadvisor.com/Hotel_Review-…',
        required: true,
      }),
    ],
  },
  {
    title: 'Header',
    controls: [toggleControl('header.showHeader', 'Header', 'boolean')],
    sections: [
      {
        title: 'Header Items',
        visibleWhen: whileOn('header.showHeader'),
        controls: [
          toggleControl('header.showLogo', 'Logo', 'boolean'),
          toggleControl('header.showCompanyName', 'Company Name', 'boolean'),
          toggleControl('header.showTotalReviews', 'Total Reviews', 'boolean'),
          toggleControl('header.showRating', 'Rating', 'boolean'),
        ],
      },
    ],
  },
  { title: 'Button', controls: [toggleControl('button.showWriteReview', 'Write a Review', 'boolean')] },
  {
    title: 'Reviews',
    controls: [
      toggleControl('reviews.showReviewDate', 'Date', 'boolean'),
      toggleControl('reviews.showTripType', 'Trip Type', 'boolean'),
      toggleControl('reviews.showReviewPhotos', 'Review Photos', 'boolean'),
      // Which of the source's reviews show (issue 31); the stricter of its Minimum Rating and the
      // Filters' Star Ratings applies.
      ...reviewCurationControls(),
    ],
  },
  {
    title: 'Filters',
    controls: [
      selectControl('filters.numberOfRatings', 'Star Ratings', REVIEW_FILTER_OPTIONS),
      numberControl('filters.reviewPageCount', 'Pages', { ...BOUNDS.pageCount, step: 1 }),
      selectControl(
        'filters.numberOfReviews',
        'Max Reviews',
        labelledOptions(REVIEW_COUNTS, { all: 'All', '5': '5', '10': '10', '15': '15', '20': '20' }),
      ),
    ],
  },
];

const layout: PanelSection[] = [
  {
    title: 'Container',
    controls: [unitControl('container.containerMaxWidth', 'Width', { unit: '%', min: 10, max: 100, step: 5 })],
  },
  {
    title: 'Header',
    visibleWhen: whileOn('header.showHeader'),
    controls: [],
    sections: [
      {
        title: 'Container',
        controls: [
          colorControl('header.headerBackgroundColor', 'Background'),
          unitControl('header.headerBorderRadius', 'Border Radius', LENGTH_BOUNDS),
        ],
      },
      {
        title: 'Logo',
        visibleWhen: whileOn('header.showLogo'),
        controls: [
          // The contract also takes a percentage; the unit control offers one unit, px.
          unitControl('header.logoSize', 'Logo Size', { unit: 'px', min: 0, max: 400, step: 1 }),
          selectControl('header.logoAlignment', 'Alignment', TEXT_ALIGN_OPTIONS),
        ],
      },
      { title: 'Title', visibleWhen: whileOn('header.showCompanyName'), controls: textStyle('header', 'companyName') },
      {
        title: 'Total Reviews',
        visibleWhen: whileOn('header.showTotalReviews'),
        controls: textStyle('header', 'totalReviews'),
      },
      {
        title: 'Rating Display',
        visibleWhen: whileOn('header.showRating'),
        controls: [
          ...textStyle('header', 'rating'),
          unitControl('header.ratingStarSize', 'Star Size', LENGTH_BOUNDS),
          colorControl('header.ratingStarColor', 'Star Color'),
          colorControl('header.ratingEmptyStarColor', 'Empty Star Color'),
          colorControl('header.ratingCountColor', 'Count Color'),
        ],
      },
    ],
  },
  {
    title: 'Layout',
    controls: [
      selectControl('layout.layoutType', 'Layout Type', LAYOUT_OPTIONS),
      unitControl('layout.columnGap', 'Column Gap', LENGTH_BOUNDS),
    ],
  },
  {
    title: 'Button',
    visibleWhen: whileOn('button.showWriteReview'),
    controls: [
      colorControl('button.buttonTextColor', 'Text Color'),
      colorControl('button.buttonBackgroundColor', 'Background'),
      colorControl('button.buttonHoverTextColor', 'Hover Text Color'),
      colorControl('button.buttonHoverBackgroundColor', 'Hover Background'),
      selectControl('button.buttonAlignment', 'Alignment', TEXT_ALIGN_OPTIONS),
      fontControl('button.buttonFontFamily'),
      unitControl('button.buttonFontSize', 'Font Size', FONT_SIZE_BOUNDS),
      selectControl('button.buttonFontWeight', 'Font Weight', FONT_WEIGHT_OPTIONS),
      unitControl('button.buttonPadding', 'Padding', LENGTH_BOUNDS),
      unitControl('button.buttonBorderRadius', 'Border Radius', LENGTH_BOUNDS),
    ],
  },
  {
    title: 'Reviews',
    controls: [],
    sections: [
      {
        title: 'Review Card',
        controls: [
          colorControl('reviews.cardBackgroundColor', 'Background'),
          colorControl('reviews.cardBorderColor', 'Border Color'),
          unitControl('reviews.cardBorderRadius', 'Border Radius', LENGTH_BOUNDS),
          unitControl('reviews.cardPadding', 'Padding', LENGTH_BOUNDS),
          unitControl('reviews.cardMinHeight', 'Min Height', { unit: 'px', min: 0, max: 2000, step: 1 }),
        ],
      },
      {
        title: 'Reviewer Info',
        controls: [],
        sections: [
          { title: 'Reviewer Name', controls: textStyle('reviews', 'reviewerName') },
          { title: 'Reviewer Details', controls: textStyle('reviews', 'reviewerDetails') },
        ],
      },
      {
        title: 'Stars',
        controls: [
          colorControl('reviews.starColor', 'Star Color'),
          colorControl('reviews.emptyStarColor', 'Empty Star Color'),
          unitControl('reviews.starSize', 'Star Size', LENGTH_BOUNDS),
        ],
      },
      {
        title: 'Review Date',
        visibleWhen: whileOn('reviews.showReviewDate'),
        controls: textStyle('reviews', 'reviewDate'),
      },
      { title: 'Review Title', controls: textStyle('reviews', 'reviewTitle') },
      { title: 'Review Text', controls: textStyle('reviews', 'reviewText') },
      { title: 'Read More', controls: textStyle('reviews', 'readMore') },
      { title: 'Trip Type', visibleWhen: whileOn('reviews.showTripType'), controls: textStyle('reviews', 'tripType') },
    ],
  },
];

export const tripadvisorPanel: PanelDescription = {
  tabs: { builder, layout },
  info: { title: 'How it works?', body: TRIPADVISOR_FILTERS_INFO },
};
