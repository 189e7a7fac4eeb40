// Every registered type has every part a type needs; a part missing fails here, naming the type
// and the part, before anything downstream (seed, editor, preview, host) trips over it.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CATEGORIES,
  defaultSettings,
  htmlDataFields,
  WIDGET_TYPE_CONTRACTS,
  WIDGET_TYPE_NAMES,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { type PanelControl, type PanelSection, renderToString } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { allWidgetDefinitions, loadWidgetModule, missingSource, WIDGET_DEFINITIONS, widgetDefinition } from './index';

const packagesDir = join(import.meta.dirname, '..', '..');

function controlsOf(section: PanelSection): PanelControl[] {
  return [...section.controls, ...(section.sections ?? []).flatMap(controlsOf)];
}

function settingsPaths(type: WidgetTypeName): string[] {
  return htmlDataFields(type).map((field) => field.path.slice(1).join('.'));
}

describe('the widget registry', () => {
  it('lists exactly the types the contracts know, in the same order', () => {
    expect(Object.keys(WIDGET_DEFINITIONS)).toEqual([...WIDGET_TYPE_NAMES]);
    expect(Object.keys(WIDGET_TYPE_CONTRACTS)).toEqual([...WIDGET_TYPE_NAMES]);
  });

  it('has a definition for every widgets-<type> package and a package for every definition', () => {
    const packages = readdirSync(packagesDir)
      .filter((name) => name.startsWith('widgets-') && name !== 'widgets-core')
      .map((name) => name.slice('widgets-'.length))
      .sort();
    expect(packages).toEqual([...WIDGET_TYPE_NAMES].sort());
  });
});

describe.each(WIDGET_TYPE_NAMES)('the %s type', (type) => {
  const definition = widgetDefinition(type);

  it('names its own type', () => {
    expect(definition.type, `${type}: definition.type`).toBe(type);
  });

  it('has catalogue facts to seed', () => {
    const { displayName, category, priceCents, desc } = definition.catalogue;
    expect(displayName.trim(), `${type}: catalogue.displayName`).not.toBe('');
    expect(desc.trim(), `${type}: catalogue.desc`).not.toBe('');
    expect(CATEGORIES, `${type}: catalogue.category`).toContain(category);
    expect(Number.isInteger(priceCents) && priceCents >= 0, `${type}: catalogue.priceCents`).toBe(true);
  });

  it('draws its default images', () => {
    const { title, tag, from, to } = definition.images;
    expect(title.trim() !== '' && tag.trim() !== '', `${type}: images title and tag`).toBe(true);
    expect(
      [from, to].every((colour) => /^#[0-9a-f]{6}$/i.test(colour)),
      `${type}: images colours`,
    ).toBe(true);
    for (const kind of ['banner', 'logo']) {
      const file = join(packagesDir, '..', 'apps', 'dashboard', 'public', 'images', `${type}-${kind}.png`);
      expect(existsSync(file), `${type}: ${kind} image (node apps/dashboard/scripts/generate-images.mjs)`).toBe(true);
    }
  });

  it('requires only settings its contract has, each with a message', () => {
    const paths = settingsPaths(type);
    for (const source of definition.requiredSources) {
      expect(paths, `${type}: required source ${source.path}`).toContain(source.path);
      expect(source.message.trim(), `${type}: message of ${source.path}`).not.toBe('');
    }
  });

  it('previews from a source only by settings its contract has', () => {
    const preview = definition.previewSource;
    if (!preview) return;
    const paths = settingsPaths(type);
    const read = [preview.source, ...(preview.amount ? [preview.amount] : [])];
    for (const setting of read) expect(paths, `${type}: preview source ${setting.path}`).toContain(setting.path);
    if (preview.loadingControl) {
      expect(
        read.map((setting) => setting.path),
        `${type}: loading control`,
      ).toContain(preview.loadingControl);
    }
  });

  it('reports a blank required source and passes a filled one', () => {
    const settings = defaultSettings(type);
    const [first] = definition.requiredSources;
    if (!first) {
      expect(missingSource(type, settings)).toBeNull();
      return;
    }
    const blank = { ...settings, [first.path]: '  ' };
    expect(missingSource(type, blank)).toEqual(first);
    const filled = Object.fromEntries(definition.requiredSources.map((source) => [source.path, 'https://example.com']));
    expect(missingSource(type, { ...settings, ...filled })).toBeNull();
  });

  it('loads a runtime and a panel made for its settings, or says it has none yet', async () => {
    const loaded = await loadWidgetModule(type);
    if (definition.load === null) {
      expect(loaded, `${type}: no runtime yet`).toBeNull();
      return;
    }
    if (!loaded) throw new Error(`${type}: load() gave nothing`);
    const settings = defaultSettings(type);
    expect(loaded.runtime.type, `${type}: runtime.type`).toBe(type);
    expect(loaded.isSettings(settings), `${type}: isSettings(defaults)`).toBe(true);
    expect(loaded.isSettings('not settings'), `${type}: isSettings(a string)`).toBe(false);
    expect(renderToString(loaded.runtime, settings, { idPrefix: 't' }).length, `${type}: render`).toBeGreaterThan(0);
    const paths = settingsPaths(type);
    const { builder, layout, settings: settingsTab = [] } = loaded.panel.tabs;
    const controls = [...builder, ...layout, ...settingsTab].flatMap(controlsOf);
    expect(controls.length, `${type}: panel controls`).toBeGreaterThan(0);
    for (const control of controls) expect(paths, `${type}: panel control ${control.path}`).toContain(control.path);
  });

  // Issue 29 #13: saving a Yelp widget asked for the Business URL, which had no asterisk.
  it('marks exactly the settings saving requires, so no required field goes unmarked', async () => {
    const loaded = await loadWidgetModule(type);
    if (!loaded) return;
    const { builder, layout, settings: settingsTab = [] } = loaded.panel.tabs;
    const marked = [...builder, ...layout, ...settingsTab]
      .flatMap(controlsOf)
      .filter((control) => control.kind === 'text' && control.required === true)
      .map((control) => control.path)
      .sort();
    expect(marked, `${type}: controls with an asterisk`).toEqual(
      definition.requiredSources.map((source) => source.path).sort(),
    );
  });
});

describe('allWidgetDefinitions', () => {
  it('gives every definition in the catalogue order', () => {
    expect(allWidgetDefinitions().map((definition) => definition.type)).toEqual([...WIDGET_TYPE_NAMES]);
  });
});
