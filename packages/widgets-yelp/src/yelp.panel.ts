// The yelp editor (spec 001 §2). Builder: the Widget Name (added by the editor shell), Business ID
// (required), Business URL (required), Business Name and Get More Reviews, then Reviews (which
// reviews show, issue 31); Layout: Header (with Review Count and Add Review Button) and All Reviews
// (with Card and Read More Button).
import { BOUNDS, YELP_FETCH_COUNTS } from '@widgetry/contracts/constants';
import {
  colorControl,
  FONT_SIZE_BOUNDS,
  fontControl,
  LENGTH_BOUNDS,
  languageControl,
  numberControl,
  type PanelDescription,
  selectControl,
  textControl,
  toggleControl,
  unitControl,
} from '@widgetry/widgets-core';
import { LAYOUT_OPTIONS, REVIEW_FILTER_OPTIONS, reviewCurationControls } from '@widgetry/widgets-core/reviews';

/**
 * How to find the Business ID (spec 001 §2: the info popup beside it). The panel format has one
 * info popup per editor, so it is this one.
 */
export const YELP_BUSINESS_ID_INFO = [
  'Your Business ID is in the address of your business’s “Write a Review” page on Yelp.',
  'Open your business page on Yelp and choose “Write a review”. The address then looks like https://www.yelp.com/writeareview/biz/AbCdEf123_xyz: the part after /biz/ (here AbCdEf123_xyz) is the Business ID.',
  'Copy it without any “?” or anything after it.',
].join('\n\n');

export const yelpPanel: PanelDescription = {
  tabs: {
    builder: [
      {
        title: 'Source',
        controls: [
          // The language visitors read it in (issue 32).
          languageControl(),
          textControl('businessId', 'Business ID', { placeholder: 'AbCdEf123_xyz', required: true }),
          // Saving asks for it too (the definition's requiredSources), so it carries the asterisk.
          textControl('url', 'Business URL', { placeholder: 'https://www.yelp.com/biz/your-business', required: true }),
          textControl('companyName', 'Business Name', { placeholder: 'Shown instead of the name on Yelp' }),
          selectControl(
            'fetchReviews',
            'Get More Reviews',
            YELP_FETCH_COUNTS.map((count) => ({ value: count, label: String(count) })),
          ),
        ],
      },
      // Which of the source's reviews show (issue 31).
      { title: 'Reviews', controls: reviewCurationControls() },
    ],
    layout: [
      {
        title: 'Header',
        controls: [
          toggleControl('header.headerStatus', 'Header', 'onOff'),
          toggleControl('header.logoStatus', 'Logo', 'onOff'),
          toggleControl('header.companyNameStatus', 'Name', 'onOff'),
          fontControl('header.headerFontFamily'),
          unitControl('header.headerFontSize', 'Font Size', FONT_SIZE_BOUNDS),
          toggleControl('header.headerFontBold', 'Bold', 'onOff'),
          toggleControl('header.headerFontItalic', 'Italic', 'onOff'),
          colorControl('header.headerColor', 'Color'),
          colorControl('header.headerBg', 'Background'),
        ],
        sections: [
          {
            title: 'Review Count',
            controls: [
              toggleControl('header.reviewCountStatus', 'Review Count', 'onOff'),
              colorControl('header.reviewCountColor', 'Color'),
              unitControl('header.reviewCountFontSize', 'Font Size', FONT_SIZE_BOUNDS),
            ],
          },
          {
            title: 'Add Review Button',
            controls: [
              toggleControl('header.addReviewStatus', 'Add Review Button', 'onOff'),
              colorControl('header.addReviewColor', 'Text Color'),
              colorControl('header.addReviewBg', 'Background'),
              unitControl('header.addReviewFontSize', 'Font Size', FONT_SIZE_BOUNDS),
              unitControl('header.addReviewBorderRadius', 'Border Radius', LENGTH_BOUNDS),
            ],
          },
        ],
      },
      {
        title: 'All Reviews',
        controls: [
          selectControl('reviews.reviewFilter', 'Filter', REVIEW_FILTER_OPTIONS),
          selectControl('reviews.reviewlayout', 'Layout', LAYOUT_OPTIONS),
          fontControl('reviews.reviewFontFamily', 'Text Font Family'),
          unitControl('reviews.reviewTextSize', 'Text Size', FONT_SIZE_BOUNDS),
          colorControl('reviews.reviewTextColor', 'Text Color'),
          colorControl('reviews.containerBg', 'Container Background'),
          colorControl('reviews.containerBorderColor', 'Container Border'),
        ],
        sections: [
          {
            title: 'Card',
            controls: [
              colorControl('cards.cardBg', 'Background'),
              colorControl('cards.cardBorderColor', 'Border Color'),
              colorControl('cards.cardTextColor', 'Text Color'),
              unitControl('cards.cardTextSize', 'Text Size', FONT_SIZE_BOUNDS),
              fontControl('cards.cardFontFamily'),
              unitControl('cards.cardBorderRadius', 'Border Radius', LENGTH_BOUNDS),
              toggleControl('cards.reactionBarStatus', 'Reaction Bar', 'onOff'),
              toggleControl('cards.reviewPhothoStatus', 'Review Photos', 'onOff'),
            ],
          },
          {
            title: 'Read More Button',
            controls: [
              toggleControl('button.readMoreStatus', 'Read More', 'onOff'),
              numberControl('button.wordCountThreshold', 'Word Limit', { ...BOUNDS.wordCount, step: 1 }),
              colorControl('button.readMoreColor', 'Text Color'),
              colorControl('button.readMoreBg', 'Background'),
              colorControl('button.readMoreHoverColor', 'Hover Text Color'),
              colorControl('button.readMoreHoverBg', 'Hover Background'),
              unitControl('button.readMoreFontSize', 'Font Size', FONT_SIZE_BOUNDS),
              fontControl('button.readMoreFontFamily'),
            ],
          },
        ],
      },
    ],
  },
  info: { title: 'How it works?', body: YELP_BUSINESS_ID_INFO },
};
