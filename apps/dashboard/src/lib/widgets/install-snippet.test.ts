import { defaultSettings } from '@widgetry/contracts';
import { allWidgetDefinitions, widgetDefinition } from '@widgetry/widget-registry';
import { MAX_RESERVED_HEIGHT, snippetReservation } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { buildInstallSnippet, type InstallSnippetOptions } from './install-snippet';

const ORIGIN = 'https://app.widgetry.test';

/** The min-height the snippet's placeholder reserves, in px; undefined without one. */
function reservedIn(snippet: string): number | undefined {
  const height = /style="min-height:(\d+)px"/.exec(snippet)?.[1];
  return height === undefined ? undefined : Number(height);
}

/** What a Yelp widget's snippet reserves when it reads `fetchReviews` reviews. */
function yelpReserves(fetchReviews: number): number | undefined {
  return reservedIn(
    buildInstallSnippet({
      widgetId: 'w-y',
      typeName: 'yelp',
      frontendOrigin: ORIGIN,
      htmlData: { yelp: { fetchReviews } },
    }),
  );
}

const cases: { name: string; options: InstallSnippetOptions; expected: string }[] = [
  {
    name: 'a widget without a group',
    options: { widgetId: 'w-1', typeName: 'yelp', frontendOrigin: ORIGIN },
    expected:
      '<div data-widgetry-id="w-1" data-type="yelp" style="min-height:1200px"></div>\n<script async src="https://app.widgetry.test/embed.js"></script>',
  },
  {
    name: 'an appfolio widget with a group',
    options: { widgetId: 'w-2', typeName: 'appfolio', group: 'North Side', frontendOrigin: ORIGIN },
    expected:
      '<div data-widgetry-id="w-2" data-type="appfolio" data-group="North Side" style="min-height:1090px"></div>\n<script async src="https://app.widgetry.test/embed.js"></script>',
  },
  {
    name: 'a rentvine widget with a group',
    options: { widgetId: 'w-3', typeName: 'rentvine', group: 'east', frontendOrigin: ORIGIN },
    expected:
      '<div data-widgetry-id="w-3" data-type="rentvine" data-group="east" style="min-height:1090px"></div>\n<script async src="https://app.widgetry.test/embed.js"></script>',
  },
  {
    name: 'a group on a type that has none (ignored)',
    options: { widgetId: 'w-4', typeName: 'trustpilot', group: 'east', frontendOrigin: ORIGIN },
    expected:
      '<div data-widgetry-id="w-4" data-type="trustpilot" style="min-height:1200px"></div>\n<script async src="https://app.widgetry.test/embed.js"></script>',
  },
  {
    name: 'a blank group (left out)',
    options: { widgetId: 'w-5', typeName: 'appfolio', group: '   ', frontendOrigin: `${ORIGIN}/` },
    expected:
      '<div data-widgetry-id="w-5" data-type="appfolio" style="min-height:1090px"></div>\n<script async src="https://app.widgetry.test/embed.js"></script>',
  },
  {
    name: 'a calculator (its reserved height, an inline min-height after the attributes it already had)',
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

  it("reserves the height the type's definition gives for the default settings, for every inline type", () => {
    for (const definition of allWidgetDefinitions()) {
      const snippet = buildInstallSnippet({ widgetId: 'w-1', typeName: definition.type, frontendOrigin: ORIGIN });
      const expected = definition.reservedHeight?.(defaultSettings(definition.type));
      expect(reservedIn(snippet), definition.type).toBe(
        expected === undefined ? undefined : snippetReservation(expected),
      );
      if (definition.type !== 'accessibility') expect(expected, definition.type).toBeGreaterThan(0);
    }
  });

  it('gives the accessibility menu, which floats over the page, no style at all', () => {
    const snippet = buildInstallSnippet({
      widgetId: 'w-a',
      typeName: 'accessibility',
      frontendOrigin: ORIGIN,
      htmlData: { accessibility: {} },
    });
    expect(snippet).not.toContain('style=');
  });

  it("reserves for the widget's saved settings: a carousel less than the list, fewer reviews less", () => {
    const trustpilot = (layout: string) =>
      reservedIn(
        buildInstallSnippet({
          widgetId: 'w-t',
          typeName: 'trustpilot',
          frontendOrigin: ORIGIN,
          htmlData: { trustpilot: { url: 'https://www.trustpilot.com/review/example.com', layout } },
        }),
      ) ?? 0;
    expect(trustpilot('carousel')).toBe(550);
    expect(trustpilot('list')).toBe(MAX_RESERVED_HEIGHT);
    expect(yelpReserves(5)).toBe(1190);
    expect(yelpReserves(10)).toBe(MAX_RESERVED_HEIGHT);
  });

  it('reserves at most one screen: a taller widget grows below the fold instead of leaving a blank gap', () => {
    const definition = widgetDefinition('yelp');
    const estimate = definition.reservedHeight?.({ ...defaultSettings('yelp'), fetchReviews: 20 }) ?? 0;
    expect(estimate).toBe(4265);
    expect(yelpReserves(20)).toBe(MAX_RESERVED_HEIGHT);
  });

  it('reserves for the defaults when the saved settings do not fit the contract, or belong to another type', () => {
    const withHtmlData = (htmlData: Record<string, unknown>) =>
      reservedIn(buildInstallSnippet({ widgetId: 'w-t', typeName: 'trustpilot', frontendOrigin: ORIGIN, htmlData }));
    const defaults = withHtmlData({});
    expect(withHtmlData({ trustpilot: { layout: 'sideways' } })).toBe(defaults);
    expect(withHtmlData({ yelp: { reviews: { reviewlayout: 'carousel' } } })).toBe(defaults);
    expect(withHtmlData({ trustpilot: 'carousel' })).toBe(defaults);
  });
});
