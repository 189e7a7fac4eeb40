import { ACCESSIBILITY_ICONS, defaultHtmlData, htmlDataFields, ICON_POSITIONS } from '@widgetry/contracts';
import { languageControl, type PanelControl, type PanelSection } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { accessibilityPanel } from './accessibility.panel';

function controls(sections: PanelSection[]): PanelControl[] {
  return sections.flatMap((section) => [...section.controls, ...controls(section.sections ?? [])]);
}

const builder = controls(accessibilityPanel.tabs.builder);
const layout = controls(accessibilityPanel.tabs.layout);

describe('accessibility panel', () => {
  it('has the language then the website address in Builder (the shell adds Widget Name) and no Settings tab', () => {
    expect(accessibilityPanel.tabs.builder.map((section) => section.title)).toEqual(['Website']);
    expect(builder).toEqual([
      languageControl(),
      {
        kind: 'text',
        path: 'domainUrl',
        label: 'Website address',
        // Typed as the owner knows it; stored as its https origin (accessibility.website.ts).
        placeholder: 'mysite.com',
        // Stored URL-encoded (spec 002 §3): the editor edits the decoded address.
        encoding: 'uri',
        // The save refuses an accessibility widget without it (spec 000 §5).
        required: true,
      },
    ]);
    expect(accessibilityPanel.tabs.settings).toBeUndefined();
    expect(accessibilityPanel.info).toBeUndefined();
  });

  it('lists the icon section then the toolbox section, in the spec order', () => {
    expect(accessibilityPanel.tabs.layout.map((section) => section.title)).toEqual(['Icon', 'Toolbox']);
    expect(controls([accessibilityPanel.tabs.layout[0] ?? { title: '', controls: [] }]).map((c) => c.label)).toEqual([
      'Icon',
      'Position',
      'Icon Color',
      'Icon Background',
    ]);
    expect(controls([accessibilityPanel.tabs.layout[1] ?? { title: '', controls: [] }]).map((c) => c.label)).toEqual([
      'Title',
      'Text Color',
      'Background',
      'Group Text Color',
      'Group Background',
      'Group Hover Color',
      'Group Hover Background',
    ]);
  });

  it('has one control for every setting, and nothing else', () => {
    const fields = htmlDataFields('accessibility').map((field) => field.path.slice(1).join('.'));
    expect([...builder, ...layout].map((control) => control.path).sort()).toEqual([...fields].sort());
  });

  it('offers exactly the contract choices and a colour picker for each colour', () => {
    const options = (path: string) => {
      const control = layout.find((item) => item.path === path);
      return control?.kind === 'select' ? control.options.map((option) => option.value) : [];
    };
    expect(options('icon.iconSvg')).toEqual([...ACCESSIBILITY_ICONS]);
    expect(options('icon.iconPosition')).toEqual([...ICON_POSITIONS]);
    const defaults = defaultHtmlData('accessibility').accessibility;
    for (const control of layout.filter((item) => item.kind === 'color')) {
      const value = control.path.split('.').reduce<unknown>((node, key) => Reflect.get(Object(node), key), defaults);
      expect(value, control.path).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});
