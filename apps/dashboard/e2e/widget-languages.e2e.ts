import type { LanguageSetting, WidgetLanguage, WidgetTypeName } from '@widgetry/contracts';
import { axeAudit, type Page } from '@widgetry/tooling/e2e';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AdminApi, adminApi } from './support/product-api';
import {
  type CustomerPage,
  type ProductSession,
  startProductSession,
  unexpectedErrors,
} from './support/product-session';
import {
  englishLeftovers,
  IMAGE_ORIGINS,
  LANGUAGE_CASES,
  type LanguageCase,
  type ProbeBox,
  probeBox,
  stringsIn,
  type TypeCatalogues,
  typeCatalogues,
  untranslatedTexts,
  widgetTexts,
} from './support/widget-languages';

// Issue 32 on a customer's page, through the real product: widgets of all nine types, ordered by
// an admin for a customer (data types with their source's cache seeded), installed with the code
// from the customer's dashboard, then embed.js → GET /embed/:id → the type's runtime, and for a
// language other than English its catalogue from /scripts/i18n/<type>/<lang>.json. The same page
// in English (auto on <html lang="en">, which must fetch no catalogue), in Spanish, in Arabic
// (right to left, mirrored) and with auto on <html lang="fr">. In every language: no English
// message of the type's catalogue is left, and axe finds nothing.

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');

/** A 1×1 PNG: what every fixture image gets, as there is no network. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

/** axe-core's WCAG 2.0–2.2 A and AA audit, each violation with its elements. */
const WCAG_22_AA = { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'], detail: true };

interface Visit {
  /** What the page is called in the test's names. */
  name: string;
  /** The widgets' language setting. */
  setting: LanguageSetting;
  /** The customer page's <html lang>. */
  pageLang: string;
  /** The language every widget must speak there. */
  speaks: WidgetLanguage;
}

const VISITS: readonly Visit[] = [
  { name: 'auto on an English page', setting: 'auto', pageLang: 'en', speaks: 'en' },
  { name: 'es', setting: 'es', pageLang: 'en', speaks: 'es' },
  { name: 'ar', setting: 'ar', pageLang: 'en', speaks: 'ar' },
  { name: 'auto on <html lang="fr">', setting: 'auto', pageLang: 'fr', speaks: 'fr' },
];
/** The settings the widgets are ordered with: one widget of each type per setting. */
const SETTINGS: readonly LanguageSetting[] = ['auto', 'es', 'ar'];

let session: ProductSession | undefined;
let admin: AdminApi | undefined;
let customerId = '';
/** Widget ids and install codes, by type and language setting. */
const widgets = new Map<string, { id: string; snippet: string }>();
const keyOf = (type: WidgetTypeName, setting: LanguageSetting) => `${type}:${setting}`;
const widgetOf = (type: WidgetTypeName, setting: LanguageSetting) => {
  const widget = widgets.get(keyOf(type, setting));
  if (!widget) throw new Error(`no ${setting} ${type} widget`);
  return widget;
};
const titleOf = (type: WidgetTypeName, setting: LanguageSetting) => `${type} (${setting})`;
/** What each type showed on the English page, after the same steps: the baseline of "still English". */
const englishTexts = new Map<WidgetTypeName, Set<string>>();
/** Where each type's probe sat on the English page. */
const englishProbes = new Map<WidgetTypeName, ProbeBox>();
const catalogues = new Map<WidgetTypeName, Promise<TypeCatalogues>>();
const cataloguesOf = (type: WidgetTypeName) => {
  let loading = catalogues.get(type);
  if (!loading) {
    loading = typeCatalogues(type);
    loading.catch(() => undefined);
    catalogues.set(type, loading);
  }
  return loading;
};

beforeAll(async () => {
  const api = await adminApi(apiUrl, { email: inject('adminEmail'), password: inject('adminPassword') });
  admin = api;
  const email = `languages-${Date.now()}@e2e.widgetry.test`;
  session = await startProductSession({ appUrl, mailDir, name: 'Lara Languages', email });
  customerId = await api.userId(email);

  // The auto widgets first: their install codes are copied from the customer's dashboard.
  for (const { type, settings, seed } of LANGUAGE_CASES) {
    const id = await api.createWidget({
      type,
      userId: customerId,
      title: titleOf(type, 'auto'),
      settings: { ...settings, language: 'auto' },
    });
    widgets.set(keyOf(type, 'auto'), { id, snippet: '' });
    // The widgets of a type read one source, so one seed fills the cache they share.
    if (seed) {
      const seeded = await api.request(`/dev/sources/${seed.route}`, {
        method: 'POST',
        body: { widgetId: id, data: seed.data },
      });
      expect(seeded.status, `${type}: ${await seeded.clone().text()}`).toBe(200);
    }
  }
  const dashboard = session.dashboard.page;
  await dashboard.goto(`${appUrl}/home`);
  for (const { type } of LANGUAGE_CASES) {
    const card = dashboard.getByRole('article', { name: titleOf(type, 'auto') });
    await card.getByRole('button', { name: 'Install', exact: true }).click();
    const install = dashboard.getByRole('dialog', { name: 'Add Widget to your site' });
    const snippet = await install.getByRole('textbox', { name: 'Install code', exact: true }).inputValue();
    await install.getByRole('button', { name: 'Close' }).last().click();
    await install.waitFor({ state: 'hidden' });
    const widget = widgetOf(type, 'auto');
    expect(snippet).toContain(`data-widgetry-id="${widget.id}"`);
    widget.snippet = snippet;
  }
  // A widget's install code differs from another of its type only by its id (the language
  // changes nothing the code holds).
  for (const setting of SETTINGS.filter((value) => value !== 'auto')) {
    for (const { type, settings } of LANGUAGE_CASES) {
      const id = await api.createWidget({
        type,
        userId: customerId,
        title: titleOf(type, setting),
        settings: { ...settings, language: setting },
      });
      const auto = widgetOf(type, 'auto');
      widgets.set(keyOf(type, setting), { id, snippet: auto.snippet.replaceAll(auto.id, id) });
    }
  }
});

afterAll(async () => {
  await session?.close();
  for (const { id } of widgets.values()) await admin?.deleteWidget(id);
  if (customerId) await admin?.deleteUser(customerId);
});

/**
 * Before the page loads: fixture images answer a pixel and the fonts service an empty stylesheet
 * (offline machine); GET /embed/:id answers and /scripts/i18n requests are kept for the checks.
 */
function preparePage(seen: { embeds: Map<string, unknown>; catalogues: string[] }) {
  return async (page: Page) => {
    await page.route(
      (url) => url.protocol === 'https:',
      async (route) => {
        const url = new URL(route.request().url());
        if (IMAGE_ORIGINS.includes(url.origin) || route.request().resourceType() === 'image')
          await route.fulfill({ contentType: 'image/png', body: PIXEL });
        else if (url.hostname === 'fonts.googleapis.com') await route.fulfill({ contentType: 'text/css', body: '' });
        else await route.fallback();
      },
    );
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/scripts/i18n/')) seen.catalogues.push(request.url());
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== apiUrl || !/^\/embed\/[^/]+$/.test(url.pathname)) return;
      const id = decodeURIComponent(url.pathname.slice('/embed/'.length));
      void response
        .json()
        .catch(() => null)
        .then((body: unknown) => seen.embeds.set(id, body));
    });
  };
}

/**
 * The widget's host once its runtime mounted it and its stylesheet applies (in whichever language:
 * the tests say which it should have been).
 */
async function shown(page: Page, id: string): Promise<Locator> {
  const host = page.locator(`[data-widgetry-id="${id}"]`);
  // The loader mounts a widget only near the visitor's view (issue 28).
  await host.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // Attached, not visible: the menu's root holds only its floating button, and has no box of its own.
  await host.locator('.wg-root[lang]:not([hidden])').waitFor({ state: 'attached' });
  return host;
}

const side = ({ left, right }: ProbeBox) => (left + 4 < right ? 'left' : right + 4 < left ? 'right' : 'centre');

describe.each(VISITS)('the nine types on a customer’s page: $name', (visit) => {
  const { setting, speaks } = visit;
  const rtl = speaks === 'ar';
  const seen = { embeds: new Map<string, unknown>(), catalogues: [] as string[] };
  const mounted = new Map<WidgetTypeName, Locator>();
  const failedToMount = new Map<WidgetTypeName, string>();
  let customer: CustomerPage | undefined;
  const page = () => {
    if (!customer) throw new Error('the customer page did not open');
    return customer.page;
  };
  const widgetIn = (type: WidgetTypeName) => {
    const widget = mounted.get(type);
    if (!widget) throw new Error(`${type} did not show in ${speaks}: ${failedToMount.get(type)}`);
    return widget;
  };
  /** Owner-typed and source-given texts of the widget: its settings and data as its embed answer carried them. */
  const ownText = (type: WidgetTypeName) => {
    const answer = seen.embeds.get(widgetOf(type, setting).id);
    return stringsIn(
      answer && typeof answer === 'object' ? [Reflect.get(answer, 'htmlData'), Reflect.get(answer, 'data')] : [],
    );
  };

  beforeAll(async () => {
    if (!session) throw new Error('Chromium did not start');
    const markup = LANGUAGE_CASES.map(({ type }) => `<h2>${type}</h2>\n${widgetOf(type, setting).snippet}`).join(
      '\n<p>Maple Court, 12 Maple St, Portland.</p>\n',
    );
    customer = await session.openCustomerPage(markup, preparePage(seen), visit.pageLang);
    expect(await customer.page.evaluate(() => document.documentElement.lang)).toBe(visit.pageLang);
    // Each type on its own: one that does not show fails its own tests, not the others'.
    for (const { type } of LANGUAGE_CASES) {
      try {
        mounted.set(type, await shown(customer.page, widgetOf(type, setting).id));
      } catch (error) {
        failedToMount.set(type, error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
      }
    }
    // The ceiling: nine widgets that each may take a browser action's whole ceiling on a busy machine.
  }, 1_500_000);

  it.each(LANGUAGE_CASES.map(({ type }) => type))(
    `%s shows in ${speaks}, ${rtl ? 'right to left' : 'left to right'}`,
    async (type) => {
      const widget = widgetIn(type);
      const root = widget.locator('.wg-root');
      expect(await root.getAttribute('lang')).toBe(speaks);
      expect(await root.getAttribute('dir')).toBe(rtl ? 'rtl' : 'ltr');
      expect(await root.evaluate((el) => getComputedStyle(el).direction)).toBe(rtl ? 'rtl' : 'ltr');
    },
  );

  it.each(LANGUAGE_CASES)(`$type starts at the ${rtl ? 'right (mirrored)' : 'left'}`, async ({ type, mirror }) => {
    const widget = widgetIn(type);
    await mirror.open?.(widget);
    const box = await probeBox(widget, mirror);
    await mirror.undo?.(widget);
    if (speaks === 'en') englishProbes.set(type, box);
    expect(box.direction).toBe(rtl ? 'rtl' : 'ltr');
    expect(side(box), `${mirror.probe} at ${JSON.stringify(box)}`).toBe(rtl ? 'right' : 'left');
    // Mirrored: the gap English leaves at the start is now at the other side, give or take a few pixels.
    const english = englishProbes.get(type);
    if (rtl && english) expect(Math.abs(box.right - english.left), JSON.stringify({ english, box })).toBeLessThan(24);
  });

  it(`passes axe-core (WCAG 2.2 A and AA) with every type on the page`, async () => {
    const audit = await axeAudit(page(), WCAG_22_AA);
    expect(audit.violations).toEqual([]);
    expect(audit.inShadow).toBeGreaterThan(100);
  });

  it.each(LANGUAGE_CASES)(
    speaks === 'en'
      ? '$type: what a visitor reads (the English baseline)'
      : `$type: no English message is left in ${speaks}`,
    async (testCase: LanguageCase) => {
      const { type } = testCase;
      const widget = widgetIn(type);
      const values = new Set<string>();
      const collect = async () => {
        for (const value of await widgetTexts(widget)) values.add(value);
      };
      await collect();
      await testCase.reveal(widget, collect);
      expect(values.size).toBeGreaterThan(3);
      if (speaks === 'en') {
        englishTexts.set(type, values);
        return;
      }
      const { english, translations } = await cataloguesOf(type);
      const translation = translations[speaks];
      expect(translation, `${type} has a ${speaks} catalogue`).toBeDefined();
      if (!translation) return;
      const own = ownText(type);
      // Every English message (or a literal piece of one) whose translation says otherwise.
      expect(englishLeftovers(values, { english, translation }, own)).toEqual([]);
      // And nothing the English widget showed word for word that no translated message accounts for.
      const baseline = englishTexts.get(type);
      expect(baseline, `the English page showed ${type}`).toBeDefined();
      if (baseline) expect(untranslatedTexts(values, baseline, translation, own)).toEqual([]);
    },
  );

  it(
    speaks === 'en'
      ? 'fetches no catalogue on an English page'
      : `fetches each type’s ${speaks} catalogue once, beside its runtime`,
    () => {
      const paths = seen.catalogues.map((url) => new URL(url).pathname).sort();
      const expected =
        speaks === 'en' ? [] : LANGUAGE_CASES.map(({ type }) => `/scripts/i18n/${type}/${speaks}.json`).sort();
      expect(paths).toEqual(expected);
    },
  );

  it('logs no error', () => {
    expect(unexpectedErrors(customer?.errors ?? [])).toEqual([]);
  });
});
