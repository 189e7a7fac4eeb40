// The listing editor of spec 001 §2, shared by appfolio and rentvine (same structure, their own
// setting names). Builder: the Language (issue 32), the Listings URL, the maps key (with the info popup on allowed
// referrers) and the Group; Layout: Top Banner, All Listings Page and Single Listing Page with every
// field of the contract.
import { BOUNDS, LISTING_SORT_OPTIONS } from '@widgetry/contracts/constants';
import type { PanelControl, PanelDescription, PanelSection } from '../panel';
import {
  colorControl,
  FONT_SIZE_BOUNDS,
  fontControl,
  languageControl,
  numberControl,
  selectControl,
  textControl,
  toggleControl,
  unitControl,
} from '../panel-options';

/** Where a listing type keeps the settings whose names differ (spec 001 §3). */
export interface ListingPanelNames {
  url: string;
  urlPlaceholder: string;
  sort: string;
  columns: string;
  heading: string;
  filters: string;
}

/** The maps key's info popup (spec 001 §2): how to let the key work on the owner's site. */
export const MAPS_KEY_INFO = [
  'The map of your listings uses your own Google Maps JavaScript API key. Without a key, no map is shown.',
  'In the Google Cloud console, open APIs & Services → Credentials, choose your key and, under Application restrictions, pick “Websites”. Add each site that shows the widget as an allowed referrer, with a wildcard for its pages, e.g. https://www.example.com/* and https://example.com/*.',
  'Also allow the editor’s address while you preview, and enable the “Maps JavaScript API” for the key. Changes can take a few minutes to apply.',
].join('\n\n');

export const SORT_OPTIONS = LISTING_SORT_OPTIONS.map((option) => ({ value: option.value, label: option.label }));
const TEMPLATE_OPTIONS = [
  { value: 'eagle', label: 'Eagle' },
  { value: 'hawk', label: 'Hawk' },
];
const DETAIL_TEMPLATE_OPTIONS = [
  { value: 'full', label: 'Full' },
  { value: 'half', label: 'Half' },
];

const FILTER_LABELS: ReadonlyArray<[string, string]> = [
  ['search', 'Search'],
  ['minRent', 'Min Rent'],
  ['maxRent', 'Max Rent'],
  ['beds', 'Beds'],
  ['baths', 'Baths'],
  ['cities', 'Cities'],
  ['zip', 'Zip'],
  ['cats', 'Cats'],
  ['dogs', 'Dogs'],
  ['desiredMoveIn', 'Desired Move-In'],
  ['sorting', 'Sorting'],
];

const size = (path: string, label = 'Font Size') => unitControl(path, label, FONT_SIZE_BOUNDS);

/** A card item of the All Listings page: its toggle and its colour fields. */
function cardItem(title: string, toggle: string, controls: PanelControl[]): PanelSection {
  return { title, controls: [toggleControl(`layout.${toggle}`, `Show ${title}`, 'onOff'), ...controls] };
}

/** A Single Listing page item: show toggle, colour, (background,) font family, size, bold. */
function detailItem(title: string, item: string, button: boolean): PanelSection {
  const at = (suffix: string) => `detail.detail${item}${suffix}`;
  return {
    title,
    controls: [
      toggleControl(at(''), `Show ${title}`, 'onOff'),
      colorControl(at('Color'), button ? 'Text Color' : 'Color'),
      ...(button ? [colorControl(at('Bg'), 'Background')] : []),
      fontControl(at('FF')),
      size(at('Size')),
      toggleControl(at('Bold'), 'Bold', 'onOff'),
    ],
  };
}

export function listingPanel(names: ListingPanelNames): PanelDescription {
  return {
    tabs: {
      builder: [
        {
          title: 'Source',
          controls: [
            languageControl(),
            textControl(names.url, 'Listings URL', { placeholder: names.urlPlaceholder, required: true }),
            textControl('clientGmapApi', 'Google Maps API Key', { placeholder: 'AIza…' }),
            textControl('group', 'Group', { placeholder: 'Only listings of this property group' }),
          ],
        },
      ],
      layout: [
        {
          title: 'Top Banner',
          controls: [
            textControl(names.heading, 'Heading'),
            fontControl('header.headerFontFamily'),
            size('header.headerFontSize'),
            toggleControl('header.headerFontBold', 'Bold', 'onOff'),
            toggleControl('header.headerFontItalic', 'Italic', 'onOff'),
            colorControl('header.headercolor', 'Color'),
            colorControl('header.headerbg', 'Background'),
          ],
        },
        {
          title: 'All Listings Page',
          controls: [
            selectControl('layout.layoutTemplate', 'Layout Template', TEMPLATE_OPTIONS),
            numberControl(names.columns, 'Columns', { ...BOUNDS.columns, step: 1 }),
            selectControl(names.sort, 'Sort Order', SORT_OPTIONS),
            fontControl('layout.layoutFontFamily'),
            colorControl('layout.layoutSectionBg', 'Section Background'),
          ],
          sections: [
            {
              title: 'Filters',
              controls: FILTER_LABELS.map(([name, label]) => toggleControl(`${names.filters}.${name}`, label, 'onOff')),
            },
            cardItem('Rent', 'layoutRent', [
              colorControl('layout.layoutRentColor', 'Color'),
              colorControl('layout.layoutRentBg', 'Background'),
            ]),
            cardItem('Date', 'layoutDate', [
              colorControl('layout.layoutDateColor', 'Color'),
              colorControl('layout.layoutDateBg', 'Background'),
            ]),
            cardItem('Title', 'layoutTitle', [
              colorControl('layout.layoutTitleColor', 'Color'),
              size('layout.layoutTitleSize', 'Title Size'),
            ]),
            cardItem('Address', 'layoutAddress', [
              colorControl('layout.layoutAddressColor', 'Color'),
              size('layout.layoutAddressSize', 'Address Size'),
            ]),
            cardItem('Beds', 'layoutBeds', [
              colorControl('layout.layoutBedColor', 'Color'),
              colorControl('layout.layoutBedIconColor', 'Icon Color'),
            ]),
            cardItem('Baths', 'layoutBaths', [
              colorControl('layout.layoutBathColor', 'Color'),
              colorControl('layout.layoutBathIconColor', 'Icon Color'),
            ]),
            cardItem('Detail', 'layoutDetail', [
              colorControl('layout.layoutDetailColor', 'Text Color'),
              colorControl('layout.layoutDetailBg', 'Background'),
            ]),
            cardItem('Apply', 'layoutApply', [
              colorControl('layout.layoutApplyColor', 'Text Color'),
              colorControl('layout.layoutApplyBg', 'Background'),
              textControl('layout.layoutApplyLink', 'Apply Link', {
                placeholder: 'Empty: each listing’s own application page',
              }),
            ]),
          ],
        },
        {
          title: 'Single Listing Page',
          controls: [
            toggleControl('detail.detailOpenSeparate', 'Open in a Separate Page', 'onOff'),
            selectControl('detail.detailTemplate', 'Detail Template', DETAIL_TEMPLATE_OPTIONS),
            colorControl('detail.detailSectionBg', 'Section Background'),
            colorControl('detail.detailSectionTextColor', 'Text Color'),
            fontControl('detail.detailSectionFF'),
          ],
          sections: [
            detailItem('Address', 'Address', false),
            detailItem('Rent', 'Price', false),
            detailItem('Available Date', 'Available', false),
            detailItem('Phone', 'Phone', false),
            detailItem('Schedule Showing Button', 'Showing', true),
            detailItem('Apply Button', 'Apply', true),
            detailItem('Contact Button', 'Contact', true),
          ],
        },
      ],
    },
    info: { title: 'How it works?', body: MAPS_KEY_INFO },
  };
}
