// The accessibility editor (spec 002 §2): Builder holds the Widget Name (added by the editor
// shell), the menu's language (issue 32) and the customer's website address; Layout has an Icon section and a Toolbox section.
import { ACCESSIBILITY_ICONS, ICON_POSITIONS } from '@widgetry/contracts/constants';
import {
  colorControl,
  labelledOptions,
  languageControl,
  type PanelDescription,
  selectControl,
  textControl,
} from '@widgetry/widgets-core';

/**
 * The panel description. `domainUrl` is stored URL-encoded (spec 002 §3), so its control says
 * `encoding: 'uri'`: the editor shows the decoded address and stores it encoded. The runtime does
 * not use the address; the API holds the menu to that website while its allowed sites are empty
 * (apps/api embed/allowed-sites.ts), and the contract accepts it without https://.
 */
export const accessibilityPanel: PanelDescription = {
  tabs: {
    builder: [
      {
        title: 'Website',
        controls: [
          // First in Builder (issue 32): the language the menu speaks, auto following the website's.
          languageControl(),
          textControl('domainUrl', 'Website address', {
            placeholder: 'mysite.com',
            encoding: 'uri',
            required: true,
          }),
        ],
      },
    ],
    layout: [
      {
        title: 'Icon',
        controls: [
          selectControl(
            'icon.iconSvg',
            'Icon',
            labelledOptions(ACCESSIBILITY_ICONS, { '1': 'Icon 1', '2': 'Icon 2', '3': 'Icon 3' }),
          ),
          selectControl(
            'icon.iconPosition',
            'Position',
            labelledOptions(ICON_POSITIONS, { left: 'Left', right: 'Right' }),
          ),
          colorControl('icon.iconColor', 'Icon Color'),
          colorControl('icon.iconBg', 'Icon Background'),
        ],
      },
      {
        title: 'Toolbox',
        controls: [
          textControl('toolbox.toolboxTitle', 'Title', { placeholder: 'Accessibility Menu' }),
          colorControl('toolbox.toolboxTextColor', 'Text Color'),
          colorControl('toolbox.toolboxBg', 'Background'),
          colorControl('toolbox.groupTextColor', 'Group Text Color'),
          colorControl('toolbox.groupBg', 'Group Background'),
          colorControl('toolbox.groupHoverColor', 'Group Hover Color'),
          colorControl('toolbox.groupHoverBg', 'Group Hover Background'),
        ],
      },
    ],
  },
};
