// The checks every review editor panel shares, run from each package's own panel test: each
// control edits a setting of the contract with the control that fits its kind, every setting has
// its control (or a stated reason), and a section shown with a toggle names a real toggle.
// Test-only: no runtime imports this.
import { defaultSettings, htmlDataFields, type ReviewSource } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import type { PanelControl, PanelDescription, PanelSection } from '../panel';
import { readValue } from './hostile.test-support';

/** Every control of the sections, nested ones included, in order. */
export function panelControls(sections: readonly PanelSection[]): PanelControl[] {
  return sections.flatMap((section) => [...section.controls, ...panelControls(section.sections ?? [])]);
}

/** Every section, nested ones included. */
function allSections(sections: readonly PanelSection[]): PanelSection[] {
  return sections.flatMap((section) => [section, ...allSections(section.sections ?? [])]);
}

/** The control kind each contract field kind is edited with. */
const CONTROL_FOR: Readonly<Record<string, readonly string[]>> = {
  color: ['color'],
  unit: ['unit'],
  toggle: ['toggle'],
  boolean: ['toggle'],
  enum: ['select', 'font'],
  number: ['select', 'number'],
  url: ['text'],
  text: ['text'],
  token: ['text'],
  textList: ['wordList', 'reviewList'],
};

export function describeReviewPanel(
  source: ReviewSource,
  panel: PanelDescription,
  /** Settings with no control, each with the reason. */
  withoutControl: Readonly<Record<string, string>> = {},
): void {
  const sections = [...panel.tabs.builder, ...panel.tabs.layout];
  const controls = panelControls(sections);
  const fields = htmlDataFields(source).map((field) => ({ name: field.path.slice(1).join('.'), kind: field.kind }));
  const defaults = defaultSettings(source);

  describe(`the ${source} panel, as every review panel`, () => {
    it('has a control for every setting (or says why not), once, and nothing else', () => {
      // The review list edits the pins beside the hidden reviews (issue 31).
      const paths = controls.flatMap((control) =>
        control.kind === 'reviewList' ? [control.path, control.pinnedPath] : [control.path],
      );
      expect(new Set(paths).size).toBe(paths.length);
      const expected = fields.map((field) => field.name).filter((name) => !Object.hasOwn(withoutControl, name));
      expect([...paths].sort()).toEqual(expected.sort());
    });

    it('edits each setting with the control for its kind, offering its current value', () => {
      for (const control of controls) {
        const field = fields.find((item) => item.name === control.path);
        expect(CONTROL_FOR[field?.kind ?? ''] ?? [], control.path).toContain(control.kind);
        const value = readValue(defaults, control.path.split('.'));
        if (control.kind === 'select') {
          expect(
            control.options.map((option) => option.value),
            control.path,
          ).toContain(value);
        }
        if (control.kind === 'toggle') {
          expect(control.values === 'boolean' ? [true, false] : ['on', 'off'], control.path).toContain(value);
        }
        if (control.kind === 'unit') expect(String(value), control.path).toMatch(new RegExp(`${control.unit}$`));
      }
    });

    it('shows a section with a toggle only for a real toggle value', () => {
      for (const section of allSections(sections)) {
        if (!section.visibleWhen) continue;
        const { path, equals } = section.visibleWhen;
        expect(fields.find((field) => field.name === path)?.kind, `${section.title}: ${path}`).toMatch(
          /^(toggle|boolean)$/,
        );
        expect([true, 'on'], `${section.title}: ${path}`).toContain(equals);
      }
    });

    it('names every section', () => {
      for (const section of allSections(sections)) expect(section.title.trim()).not.toBe('');
    });
  });
}
