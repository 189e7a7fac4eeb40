import { allWidgetDefinitions } from '@widgetry/widget-registry';
import { describe, expect, it } from 'vitest';
import { buildInstallSnippet, type InstallSnippetOptions } from './install-snippet';

const ORIGIN = 'https://app.widgetry.test';

const cases: { name: string; options: InstallSnippetOptions; expected: string }[] = [
  {
    name: 'a widget without a group',
    options: { widgetId: 'w-1', typeName: 'yelp', frontendOrigin: ORIGIN },
    expected:
      '<div data-widgetry-id="w-1" data-type="yelp"></div>\n<script async src="https://app.widgetry.test/embed.js"></script>',
  },
  {
    name: 'an appfolio widget with a group',
    options: { widgetId: 'w-2', typeName: 'appfolio', group: 'North Side', frontendOrigin: ORIGIN },
    expected:
      '<div data-widgetry-id="w-2" data-type="appfolio" data-group="North Side"></div>\n<script async src="https://app.widgetry.test/embed.js"></script>',
  },
  {
    name: 'a rentvine widget with a group',
    options: { widgetId: 'w-3', typeName: 'rentvine', group: 'east', frontendOrigin: ORIGIN },
    expected:
      '<div data-widgetry-id="w-3" data-type="rentvine" data-group="east"></div>\n<script async src="https://app.widgetry.test/embed.js"></script>',
  },
  {
    name: 'a group on a type that has none (ignored)',
    options: { widgetId: 'w-4', typeName: 'trustpilot', group: 'east', frontendOrigin: ORIGIN },
    expected:
      '<div data-widgetry-id="w-4" data-type="trustpilot" style="min-height:1170px"></div>\n<script async src="https://app.widgetry.test/embed.js"></script>',
  },
  {
    name: 'a blank group (left out)',
    options: { widgetId: 'w-5', typeName: 'appfolio', group: '   ', frontendOrigin: `${ORIGIN}/` },
    expected:
      '<div data-widgetry-id="w-5" data-type="appfolio"></div>\n<script async src="https://app.widgetry.test/embed.js"></script>',
  },
  {
    name: 'a type with a reserved height (an inline min-height after the attributes it already had)',
    options: { widgetId: 'w-6', typeName: 'prorated', frontendOrigin: ORIGIN },
    expected:
      '<div data-widgetry-id="w-6" data-type="prorated" style="min-height:680px"></div>\n<script async src="https://app.widgetry.test/embed.js"></script>',
  },
];

describe('buildInstallSnippet', () => {
  it.each(cases)('builds the snippet for $name', ({ options, expected }) => {
    expect(buildInstallSnippet(options)).toBe(expected);
  });

  it('escapes attribute values so a hostile group cannot break out of its attribute', () => {
    const snippet = buildInstallSnippet({
      widgetId: 'w-1',
      typeName: 'appfolio',
      group: '"><script>alert(1)</script>',
      frontendOrigin: ORIGIN,
    });
    expect(snippet).toContain('data-group="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(snippet.match(/<script/g)).toHaveLength(1);
  });

  it("reserves exactly the height the type's definition gives, for every type that has one", () => {
    for (const definition of allWidgetDefinitions()) {
      const snippet = buildInstallSnippet({ widgetId: 'w-1', typeName: definition.type, frontendOrigin: ORIGIN });
      const reserved = /style="min-height:(\d+)px"/.exec(snippet)?.[1];
      expect(reserved === undefined ? undefined : Number(reserved), definition.type).toBe(definition.reservedHeight);
    }
  });
});
