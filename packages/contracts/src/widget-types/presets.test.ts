import { describe, expect, it } from 'vitest';
import { defaultSettings, htmlDataFields } from '../html-data/index';
import { applyPreset, presetsOf } from './presets';
import { settingsSchemaOf, WIDGET_TYPE_NAMES, type WidgetTypeName } from './registry';

// Issue 29 #29: every type offers three or four named designs; each one is valid settings of its
// type once laid over the defaults, and it sets only how the widget looks.

/** Choice fields that are about looks: fonts, weights, alignments, shadows, templates, layouts. */
const STYLE_CHOICE = /(font\w*|weight|align\w*|shadow|template|layout\w*|spacing|position|svg|FF)$/i;

/** Every leaf of a preset's settings, as a dotted path. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

function styleFields(type: WidgetTypeName): Set<string> {
  const style = htmlDataFields(type).filter((field) => {
    const key = field.path[field.path.length - 1] ?? '';
    return field.kind === 'color' || field.kind === 'unit' || (field.kind === 'enum' && STYLE_CHOICE.test(key));
  });
  return new Set(style.map((field) => field.path.slice(1).join('.')));
}

describe.each(WIDGET_TYPE_NAMES)('%s presets', (type) => {
  const presets = presetsOf(type);

  it('offers three or four, each named once', () => {
    expect(presets.length).toBeGreaterThanOrEqual(3);
    expect(presets.length).toBeLessThanOrEqual(4);
    expect(new Set(presets.map((preset) => preset.name)).size).toBe(presets.length);
  });

  it.each(presets.map((preset) => [preset.name, preset] as const))(
    '%s parses as the type’s settings, every value kept',
    (_name, preset) => {
      const applied = applyPreset(defaultSettings(type), preset);
      const parsed = settingsSchemaOf(type).safeParse(applied);
      expect(parsed.error?.issues ?? []).toEqual([]);
      // Nothing the preset names is dropped or changed by the contract: each is a real setting.
      expect(parsed.data).toEqual(applied);
    },
  );

  it.each(presets.map((preset) => [preset.name, preset] as const))('%s sets style settings only', (_name, preset) => {
    const style = styleFields(type);
    expect(leafPaths(preset.settings).filter((path) => !style.has(path))).toEqual([]);
  });
});

describe('applyPreset', () => {
  it('lays the preset over the settings, keeping what it does not name, without changing them', () => {
    const settings = { title: 'Mine', header: { color: '#000000', size: '12px' }, url: 'https://x.example' };
    const applied = applyPreset(settings, { settings: { header: { color: '#ffffff' } } });
    expect(applied).toEqual({ title: 'Mine', header: { color: '#ffffff', size: '12px' }, url: 'https://x.example' });
    expect(settings.header.color).toBe('#000000');
  });
});
