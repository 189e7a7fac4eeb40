// The accessibility editor (spec 002 §2): Builder holds the Widget Name (added by the editor
// shell) and the customer's website address; Layout has an Icon section and a Toolbox section.
import type { PanelDescription } from '@widgetry/widgets-core';

/**
 * The panel description. `domainUrl` is stored URL-encoded (spec 002 §3), so its control says
 * `encoding: 'uri'`: the editor shows the decoded address and stores it encoded. The runtime does
 * not use the address.
 */
export const accessibilityPanel: PanelDescription = {
  tabs: {
    builder: [
      {
        title: 'Website',
        controls: [
          {
            kind: 'text',
            path: 'domainUrl',
            label: 'Website address',
            placeholder: 'https://www.example.com',
            encoding: 'uri',
          },
        ],
      },
    ],
    layout: [
      {
        title: 'Icon',
        controls: [
          {
            kind: 'select',
            path: 'icon.iconSvg',
            label: 'Icon',
            options: [
              { value: '1', label: 'Icon 1' },
              { value: '2', label: 'Icon 2' },
              { value: '3', label: 'Icon 3' },
            ],
          },
          {
            kind: 'select',
            path: 'icon.iconPosition',
            label: 'Position',
            options: [
              { value: 'left', label: 'Left' },
              { value: 'right', label: 'Right' },
            ],
          },
          { kind: 'color', path: 'icon.iconColor', label: 'Icon Color' },
          { kind: 'color', path: 'icon.iconBg', label: 'Icon Background' },
        ],
      },
      {
        title: 'Toolbox',
        controls: [
          { kind: 'text', path: 'toolbox.toolboxTitle', label: 'Title', placeholder: 'Accessibility Menu' },
          { kind: 'color', path: 'toolbox.toolboxTextColor', label: 'Text Color' },
          { kind: 'color', path: 'toolbox.toolboxBg', label: 'Background' },
          { kind: 'color', path: 'toolbox.groupTextColor', label: 'Group Text Color' },
          { kind: 'color', path: 'toolbox.groupBg', label: 'Group Background' },
          { kind: 'color', path: 'toolbox.groupHoverColor', label: 'Group Hover Color' },
          { kind: 'color', path: 'toolbox.groupHoverBg', label: 'Group Hover Background' },
        ],
      },
    ],
  },
};
