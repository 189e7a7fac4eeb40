import { defaultHtmlData, htmlDataFields, RESULT_LAYOUTS } from '@widgetry/contracts';
import { SHADOWS } from '@widgetry/contracts/constants';
import type { PanelControl, PanelSection } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { proratedPanel } from './prorated.panel';

function controls(sections: PanelSection[]): PanelControl[] {
  return sections.flatMap((section) => [...section.controls, ...controls(section.sections ?? [])]);
}

const layout = controls(proratedPanel.tabs.layout);

describe('prorated panel', () => {
  it('has nothing in Builder (the shell adds the name) and no Settings tab', () => {
    expect(proratedPanel.tabs.builder).toEqual([]);
    expect(proratedPanel.tabs.settings).toBeUndefined();
  });

  it('lists the Layout panels in the spec order', () => {
    expect(proratedPanel.tabs.layout.map((section) => section.title)).toEqual([
      'General',
      'Heading',
      'Field',
      'Button',
      'Result',
    ]);
  });

  it('offers the Language select first (issue 32)', () => {
    expect(proratedPanel.tabs.layout[0]?.controls[0]).toMatchObject({ path: 'language', kind: 'select' });
  });

  it('has one control for every setting, and nothing else', () => {
    const fields = htmlDataFields('prorated').map((field) => field.path.slice(1).join('.'));
    expect(layout.map((control) => control.path).sort()).toEqual([...fields].sort());
  });

  it('uses the control that fits each setting', () => {
    const defaults = defaultHtmlData('prorated').prorated;
    for (const control of layout) {
      const value: unknown = control.path
        .split('.')
        .reduce<unknown>((node, key) => Reflect.get(Object(node), key), defaults);
      if (control.kind === 'color') expect(value, control.path).toMatch(/^#[0-9a-f]{6}$/i);
      if (control.kind === 'unit') expect(value, control.path).toMatch(/^\d+px$/);
      if (control.kind === 'toggle') expect(['on', 'off'], control.path).toContain(value);
      if (control.kind === 'select')
        expect(
          control.options.map((option) => option.value),
          control.path,
        ).toContain(value);
    }
  });

  it('offers exactly the contract choices', () => {
    const options = (path: string) => {
      const control = layout.find((item) => item.path === path);
      return control?.kind === 'select' ? control.options.map((option) => option.value) : [];
    };
    expect(options('button.buttonShadow')).toEqual([...SHADOWS]);
    expect(options('button.buttonHoverShadow')).toEqual([...SHADOWS]);
    expect(options('result.resultLayout')).toEqual([...RESULT_LAYOUTS]);
  });

  it('explains proration in the How it works? popup', () => {
    expect(proratedPanel.info?.title).toBe('How it works?');
    expect(proratedPanel.info?.body).toMatch(/monthly rent divided by the number of days in that month/);
    expect(proratedPanel.info?.body).toMatch(/leap year/);
    expect(proratedPanel.info?.body).toMatch(/daily rate times the days occupied/);
  });
});
