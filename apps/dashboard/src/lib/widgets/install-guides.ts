// Where to paste the snippet on the site builders customers use most. Plain data, so the steps can
// be reviewed (and kept current when a builder renames a menu) without reading any markup.

export interface InstallGuide {
  id: string;
  platform: string;
  steps: readonly string[];
  /** Something that differs from a plain paste (a plan limit, where the widget shows up). */
  note?: string;
}

export const INSTALL_GUIDES: readonly InstallGuide[] = [
  {
    id: 'html',
    platform: 'Plain HTML',
    steps: [
      'Open the page’s HTML file.',
      'Paste the code where the widget should appear, inside <body>.',
      'Upload the file and open the page.',
    ],
  },
  {
    id: 'wordpress',
    platform: 'WordPress',
    steps: [
      'Edit the page or post in the block editor.',
      'Add a “Custom HTML” block where the widget should appear.',
      'Paste the code into the block and update the page.',
    ],
    note: 'For every page (a floating accessibility menu), paste it into your theme’s footer or a header-and-footer plugin instead.',
  },
  {
    id: 'wix',
    platform: 'Wix',
    steps: [
      'In the Wix Editor, click Add Elements (+), then Embed Code, then Embed HTML.',
      'Choose “Code”, paste the code and click Update.',
      'Drag the box to where the widget should appear and size it, then publish.',
    ],
  },
  {
    id: 'squarespace',
    platform: 'Squarespace',
    steps: [
      'Edit the page and add a Code block where the widget should appear.',
      'Paste the code, leave “Display Source” off, and save.',
      'Publish the page.',
    ],
    note: 'Squarespace runs scripts in Code blocks only on plans that allow JavaScript.',
  },
  {
    id: 'shopify',
    platform: 'Shopify',
    steps: [
      'Go to Online Store › Themes and click Customize.',
      'On the page where the widget belongs, add a “Custom Liquid” section or block.',
      'Paste the code into it and save.',
    ],
  },
  {
    id: 'gtm',
    platform: 'Google Tag Manager',
    steps: [
      'Create a new tag of type “Custom HTML” and paste the code.',
      'Trigger it on All Pages (or the pages you want), then Submit and Publish.',
    ],
    note: 'Tag Manager adds the code at the end of the page, so the widget appears at the bottom; that suits floating widgets such as the accessibility menu.',
  },
];
