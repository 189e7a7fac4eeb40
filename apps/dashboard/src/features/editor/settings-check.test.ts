import { WIDGET_TYPE_NAMES } from '@widgetry/contracts';
import type { PanelSection } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { loadWidgetEditor } from '../../lib/widget-editor/widget-editors';
import { textMaxLength } from './settings-check';

// Issue 29 #11: every text input of every editor has the contract's limit while typing.

function textPaths(sections: readonly PanelSection[] | undefined): string[] {
  return (sections ?? []).flatMap((section) => [
    ...section.controls.filter((control) => control.kind === 'text').map((control) => control.path),
    ...textPaths(section.sections),
  ]);
}

describe('text limits from the contract', () => {
  it('reads a text setting’s limit, and none for other settings', () => {
    expect(textMaxLength('monthlypayment', 'header.title')).toBe(200);
    expect(textMaxLength('monthlypayment', 'fields.homePriceSliderMin')).toBeUndefined();
    expect(textMaxLength('monthlypayment', 'no.such.path')).toBeUndefined();
  });

  it.each(WIDGET_TYPE_NAMES)('gives every text control of the %s editor a limit', async (type) => {
    const editor = await loadWidgetEditor(type);
    if (!editor) throw new Error(`${type} has no editor`);
    const { builder, layout, settings } = editor.panel.tabs;
    const paths = [...textPaths(builder), ...textPaths(layout), ...textPaths(settings)];
    const unlimited = paths.filter((path) => textMaxLength(type, path) === undefined);
    expect(unlimited).toEqual([]);
  });
});
