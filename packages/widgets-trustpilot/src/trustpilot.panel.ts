// The trustpilot editor (spec 001 §2): Builder holds the Widget Name (added by the editor shell)
// and the Profile URL, then Reviews (which reviews show, issue 31); Layout has the header toggles, the filter and layout, and the two colours.
// The spec lists the Layout controls without accordions; they are grouped here as the editor
// shows every panel as accordions.
import {
  colorControl,
  languageControl,
  type PanelDescription,
  selectControl,
  textControl,
  toggleControl,
} from '@widgetry/widgets-core';
import { LAYOUT_OPTIONS, REVIEW_FILTER_OPTIONS, reviewCurationControls } from '@widgetry/widgets-core/reviews';

export const trustpilotPanel: PanelDescription = {
  tabs: {
    builder: [
      {
        title: 'Source',
        controls: [
          // The language visitors read it in (issue 32).
          languageControl(),
          textControl('url', 'Profile URL', {
            placeholder: 'https://www.trustpilot.com/review/example.com',
            required: true,
          }),
        ],
      },
      // Which of the source's reviews show (issue 31).
      { title: 'Reviews', controls: reviewCurationControls() },
    ],
    layout: [
      {
        title: 'Header',
        controls: [
          toggleControl('logoStatus', 'Logo', 'onOff'),
          toggleControl('companyNameStatus', 'Name', 'onOff'),
          toggleControl('addReviewStatus', 'Add Review', 'onOff'),
          toggleControl('reviewCountStatus', 'Reviews Count', 'onOff'),
        ],
      },
      {
        title: 'Reviews',
        controls: [
          selectControl('reviewFilter', 'Filter', REVIEW_FILTER_OPTIONS),
          selectControl('layout', 'Layout', LAYOUT_OPTIONS),
        ],
      },
      {
        title: 'Colors',
        controls: [colorControl('color', 'Text Color'), colorControl('bgcolor', 'Background Color')],
      },
    ],
  },
};
