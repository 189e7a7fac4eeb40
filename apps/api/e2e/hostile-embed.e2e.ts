// Hostile widget settings written straight into the database, past the validation every save goes
// through, must never reach a customer's page as markup or CSS (DESIGN "Security rules"). The
// chain is the real one: this API with its own migrated database, the built front-end host serving
// embed.js and the runtimes, and a customer page on a third origin, in headless Chromium.
import { savedDefaultHtmlData, widgetResponseSchema } from '@widgetry/contracts';
import {
  type Browser,
  launchBrowser,
  newTestContext,
  type RunningServer,
  serveCustomerSite,
  serveStubEmbedApi,
  startWidgetHost,
} from '@widgetry/tooling/e2e';
import { widgetDefinition } from '@widgetry/widget-registry';
import { HOST_CSS, HOST_STYLE_ID, TOGGLE_LABELS } from '@widgetry/widgets-accessibility';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../src/test-support/database-targets';
import { createTestApp, type TestContext, testConfig } from '../src/test-support/test-app';
import { account, insertWidget, seedWidgetTypes } from '../src/test-support/widgets';
import {
  CALCULATORS,
  defaults,
  guardedFields,
  hostileRow,
  hostileValue,
  INLINE,
  isEqualJson,
  isListingHeading,
  isRecord,
  type Json,
  LEAK,
  LISTINGS,
  PAYLOADS,
  REVIEWS,
  SCRIPT_TEXT,
  setAt,
  type TestedType,
  TITLED,
  TYPES,
  textAt,
  textFields,
  textRow,
} from './support/hostile-settings';
import { audit, expectClean, pointOver, renderedStrings, shownWidgets, widget } from './support/page-audit';

interface Rows {
  /** Every field hostile. */
  hostile: string;
  /** Only text hostile. */
  text: string;
  /** Rewritten one hostile field at a time. */
  sweep: string;
}

/** Where a customer page gets its widgets from: an embed API, the host built against it, the page. */
interface Chain {
  apiUrl: string;
  host: RunningServer;
  site: RunningServer;
}

let ctx: TestContext | undefined;
let apiUrl = '';
/** The product's chain: the real API reading the rows. */
let real: Chain | undefined;
/** The same rows as stored, served by a stand-in for the API: what the runtimes alone make of them. */
let unchecked: (Chain & { api: RunningServer }) | undefined;
let browser: Browser | undefined;
const rows = new Map<TestedType, Rows>();

function rowsOf(type: TestedType): Rows {
  const found = rows.get(type);
  if (!found) throw new Error(`no ${type} widgets`);
  return found;
}

/** The write no API route would accept: raw SQL, no contract, no mapper. */
async function writeStraightIntoDatabase(id: string, htmlData: Json): Promise<void> {
  if (!ctx) throw new Error('the API did not start');
  const result = await ctx.database.db.execute(
    sql`UPDATE widgets SET html_data = ${JSON.stringify(htmlData)}::jsonb WHERE id = ${id} RETURNING id`,
  );
  expect(result.rows).toHaveLength(1);
}

async function storedHtmlData(id: string): Promise<Json> {
  if (!ctx) throw new Error('the API did not start');
  const result = await ctx.database.db.execute(sql`SELECT html_data FROM widgets WHERE id = ${id}`);
  const [row] = result.rows;
  if (!isRecord(row) || !isRecord(row.html_data)) throw new Error(`no stored settings for ${id}`);
  return row.html_data;
}

/** GET /embed/:id over HTTP, as embed.js asks it: the status and the exact body. */
async function embed(id: string, from = apiUrl): Promise<{ status: number; body: string }> {
  const response = await fetch(`${from}/embed/${id}`);
  return { status: response.status, body: await response.text() };
}

/** The widgets on the customer page: each type's all-hostile row and its hostile-text row. */
const shownRows = () => TYPES.flatMap((type) => [rowsOf(type).hostile, rowsOf(type).text].map((id) => ({ type, id })));

function snippets(): string {
  const divs = shownRows().map(({ type, id }) => `<div data-widgetry-id="${id}" data-type="${type}"></div>`);
  return `<p id="intro">Call us or <a id="contact" href="#contact">write to the office</a>.</p>\n${divs.join('\n')}`;
}

async function startChain(embedApiUrl: string): Promise<Chain> {
  const host = await startWidgetHost(embedApiUrl);
  const site = await serveCustomerSite(host.url, snippets);
  return { apiUrl: embedApiUrl, host, site };
}

beforeAll(async () => {
  const pglite = databaseTargets().find((target) => target.name === 'pglite');
  if (!pglite) throw new Error('no PGlite target');
  // The rows are rewritten behind the API's back, which its in-memory embed cache cannot know
  // about (a save through the API invalidates it); without the cache every GET reads the row.
  ctx = await createTestApp(pglite, testConfig(), { embed: { cacheTtlMs: 0 } });
  apiUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

  const typeIds = await seedWidgetTypes(ctx.database.db);
  const owner = await account(ctx.app, ctx.database.db, 'hostile-owner@example.com');
  const create = async (type: TestedType, title: string) => {
    if (!ctx) throw new Error('the API did not start');
    if (widgetDefinition(type).catalogue.priceCents > 0) {
      // A paid type saves only with an active subscription (spec 000 §4), which no route here can
      // start: the row is written as a paid manual order leaves it, active for another month.
      const expires = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
      const row = await insertWidget(ctx.database.db, {
        title,
        userId: owner.id,
        widgetTypeId: typeIds[type],
        htmlData: defaults(type),
        subStatus: 'active',
        expires,
      });
      return row.id;
    }
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/widget/',
      headers: owner.headers,
      payload: { widget: { title, widgetType: typeIds[type], htmlData: defaults(type) } },
    });
    if (response.statusCode !== 200) throw new Error(`POST /widget/ answered ${response.statusCode} ${response.body}`);
    return widgetResponseSchema.parse(response.json()).widget.id;
  };
  for (const type of TYPES) {
    rows.set(type, {
      hostile: await create(type, `${type} hostile`),
      text: await create(type, `${type} text`),
      sweep: await create(type, `${type} sweep`),
    });
    await writeStraightIntoDatabase(rowsOf(type).hostile, hostileRow(type));
    await writeStraightIntoDatabase(rowsOf(type).text, textRow(type).data);
  }

  real = await startChain(apiUrl);
  const stored: Record<string, unknown> = {};
  for (const { type, id } of shownRows()) stored[id] = { type, htmlData: await storedHtmlData(id), data: null };
  const api = await serveStubEmbedApi(stored);
  unchecked = { ...(await startChain(api.url)), api };
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(
    [real?.site, real?.host, unchecked?.site, unchecked?.host, unchecked?.api].map((server) => server?.close()),
  );
  await ctx?.close();
});

describe('hostile settings written into the database, through the real API to a customer page', () => {
  it('GET /embed/:id answers defaults for every hostile styling value, and hostile text as stored', async () => {
    for (const type of TYPES) {
      const { hostile, text } = rowsOf(type);
      // The rows really hold the payloads: nothing on the way in cleaned them.
      expect(await storedHtmlData(hostile)).toEqual(hostileRow(type));

      // storedHtmlData (widgets.mapper.ts) repairs field by field: each value that fails the
      // type's contract goes out as its default (a stored widget's: the language is English), the
      // rest (here the text) as stored.
      const refused = await embed(hostile);
      expect(refused.status).toBe(200);
      const expected = hostileRow(type);
      for (const field of guardedFields(type))
        setAt(expected, field.path, valueAt(savedDefaultHtmlData(type), field.path));
      expect(JSON.parse(refused.body)).toEqual({ type, htmlData: asServed(expected), data: null });
      const answered: unknown = JSON.parse(refused.body);
      for (const field of guardedFields(type)) {
        // An absent value (a curation, never served) leaks nothing either.
        const value = valueAt(isRecord(answered) ? answered.htmlData : null, field.path);
        expect(JSON.stringify(value) ?? '').not.toMatch(LEAK);
      }

      // Text passes the contract (only its length is limited), so it is served exactly as stored.
      const served = await embed(text);
      expect(served.status).toBe(200);
      expect(JSON.parse(served.body)).toEqual({ type, htmlData: asServed(textRow(type).data), data: null });
    }
  });

  it('refuses every payload in every colour, unit, enum and other non-text field, each on its own', async () => {
    const leaks: string[] = [];
    let checked = 0;
    for (const type of TYPES) {
      const { sweep } = rowsOf(type);
      for (const field of guardedFields(type)) {
        // Only the hostile value falls back to its contract default (for the language, English, as
        // for any stored widget without one); the rest is the row as written.
        const htmlData = defaults(type);
        setAt(htmlData, field.path, valueAt(savedDefaultHtmlData(type), field.path));
        const expected = { type, htmlData: asServed(htmlData), data: null };
        for (const payload of PAYLOADS) {
          const data = defaults(type);
          setAt(data, field.path, hostileValue(field, payload));
          await writeStraightIntoDatabase(sweep, data);
          const answer = await embed(sweep);
          checked += 1;
          if (answer.status !== 200 || !isEqualJson(JSON.parse(answer.body), expected)) {
            leaks.push(`${field.path.join('.')} (${field.kind}) ← ${payload}: ${answer.status} ${answer.body}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    const kinds = new Set(TYPES.flatMap((type) => guardedFields(type).map((field) => field.kind)));
    for (const kind of ['color', 'unit', 'enum', 'enumList', 'toggle', 'encodedUrl']) expect(kinds).toContain(kind);
    expect(checked).toBe(TYPES.reduce((sum, type) => sum + guardedFields(type).length, 0) * PAYLOADS.length);
  });

  it('renders every widget in its shadow root and lets nothing hostile onto the page', async () => {
    if (!real) throw new Error('not started');
    const titles = await visitAndAudit(real);
    // The hostile rows' styling went out as defaults; their text, the script tag, shows as text.
    for (const type of TITLED) expect(titles.get(rowsOf(type).hostile)).toBe(SCRIPT_TEXT);
  });

  // Defence in depth: were the API's check ever lost, each runtime re-checks every value itself.
  it('keeps the page clean even when the stored rows reach the runtimes unchecked', async () => {
    if (!unchecked) throw new Error('not started');
    const titles = await visitAndAudit(unchecked);
    // Here the hostile rows arrive as stored: their titles are the script tag, shown as text.
    for (const type of TITLED) expect(titles.get(rowsOf(type).hostile)).toBe(SCRIPT_TEXT);
  });
});

/**
 * Settings as the embed answer serves them: a review widget's curation (hidden ids, excluded
 * words) is applied on the server and never sent to the page (issue 31). A copy; `htmlData` is kept.
 */
function asServed<T>(htmlData: T): T {
  if (!isRecord(htmlData)) return htmlData;
  const served = structuredClone(htmlData);
  for (const settings of Object.values(served)) if (isRecord(settings)) Reflect.deleteProperty(settings, 'curation');
  return served;
}

/** The value at `path` inside `data`, or undefined. */
function valueAt(data: unknown, path: readonly string[]): unknown {
  let node = data;
  for (const key of path) node = isRecord(node) ? node[key] : undefined;
  return node;
}

/** The settings a widget of the page is served by the chain's API, under its type's key. */
async function servedSettings(chain: Chain, id: string): Promise<Json> {
  const answer = await embed(id, chain.apiUrl);
  expect(answer.status).toBe(200);
  const body: unknown = JSON.parse(answer.body);
  if (!isRecord(body) || !isRecord(body.htmlData)) throw new Error(`no settings for ${id}`);
  return body.htmlData;
}

/**
 * Opens the customer page of `chain` and checks what reached it: every widget shown in its shadow
 * root with the text it was served, literally; after pointer and clicks everywhere and one
 * accessibility tool on, no script ran, no markup, style or request came from a setting.
 * @returns each widget's title (heading or menu title) as served and shown, by widget id
 */
async function visitAndAudit(chain: Chain): Promise<Map<string, string>> {
  if (!browser) throw new Error('Chromium did not start');
  const hostUrl = chain.host.url;
  const context = await newTestContext(browser, { viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const requests: string[] = [];
    const errors: string[] = [];
    const dialogs: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The machine is offline; the fonts service is asked only for listed families, so answer it here.
    await page.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/css', body: '' }),
    );
    await page.goto(chain.site.url, { waitUntil: 'load' });

    const shown = shownRows();
    const expected = { hostUrl, types: TYPES, widgets: shown.length };
    await expect
      .poll(() => shownWidgets(page), { timeout: 120_000 })
      .toEqual(shown.map(({ id }) => ({ id, shown: true })));

    // Every text the widget was served shows exactly as typed, the heading (or menu title) included.
    const titles = new Map<string, string>();
    for (const { type, id } of shown) {
      const served = await servedSettings(chain, id);
      const texts = textFields(type).map((field) => textAt(served, field.path));
      const [title] = texts;
      if (title === undefined && !REVIEWS.includes(type)) throw new Error(`${type} has no text field`);
      if (title !== undefined) titles.set(id, title);
      const rendered = await renderedStrings(page, id);
      // A review widget's text row (header toggles as default) shows its first name field; its
      // hostile row's toggles may hide the header, and yelp shows one of its two names at a time.
      const shownTexts = REVIEWS.includes(type)
        ? id === rowsOf(type).text
          ? texts.slice(0, 1)
          : []
        : LISTINGS.includes(type)
          ? textFields(type)
              .filter((field) => isListingHeading(field.path))
              .map((field) => textAt(served, field.path))
          : texts;
      for (const value of shownTexts) expect(rendered, `${type} ${id} shows ${value} as typed`).toContain(value);
    }
    const titleOf = (id: string) => titles.get(id) ?? '';
    for (const type of CALCULATORS) {
      for (const id of [rowsOf(type).hostile, rowsOf(type).text]) {
        const heading = widget(page, id).getByRole('heading', { name: titleOf(id), exact: true });
        expect(await heading.textContent()).toBe(titleOf(id));
      }
    }
    expect(titleOf(rowsOf('prorated').text)).toBe(SCRIPT_TEXT);

    // Pointer over everything a visitor can reach, and every button pressed: a handler smuggled
    // into an attribute would run here.
    for (const type of INLINE) {
      for (const id of [rowsOf(type).hostile, rowsOf(type).text]) {
        const root = widget(page, id);
        expect(await pointOver(page, root.locator('h2, p, label, input, select, button, li'))).toBeGreaterThan(0);
        for (const button of await root.getByRole('button').all()) {
          if (await button.isVisible()) await button.click();
        }
      }
    }

    // Before any tool is on, the accessibility menus add nothing to the page itself.
    const before = await audit(page);
    expectClean(before, expected);
    expect(before.documentStyles.filter((style) => style.tag === 'style')).toEqual([]);
    expect(before.adoptedStyles).toEqual([]);

    // Each menu opens with its title as text; in the text row's, one tool on adds the documented
    // host style. The text row's menu sits in the left corner, the other in the right.
    for (const id of [rowsOf('accessibility').text, rowsOf('accessibility').hostile]) {
      const menu = widget(page, id);
      await menu.getByRole('button', { name: 'Open accessibility menu' }).click();
      const dialog = menu.getByRole('dialog', { name: titleOf(id), exact: true });
      await dialog.waitFor();
      expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe(titleOf(id));
      if (id === rowsOf('accessibility').text) {
        const links = dialog.getByRole('button', { name: TOGGLE_LABELS.links });
        await links.click();
        await expect.poll(() => links.getAttribute('aria-pressed')).toBe('true');
      }
      expect(await pointOver(page, dialog.getByRole('button'))).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.locator('#contact').hover();

    const after = await audit(page);
    expectClean(after, expected);
    // The documented host style and nothing else: adopted as a constructable stylesheet where the
    // browser has them (Chromium does; it passes a strict style-src), else one <style> element.
    const hostRules = await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return Array.from(sheet.cssRules, (rule) => rule.cssText);
    }, HOST_CSS);
    expect(after.adoptedStyles).toEqual([hostRules]);
    expect(after.documentStyles.filter((style) => style.tag === 'style' && style.id !== HOST_STYLE_ID)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-wg-a11y'))).toBe('links');

    // Nothing was asked of anyone but the origins involved; no stray image, no evil stylesheet.
    const siteOrigin = new URL(chain.site.url).origin;
    const allowed = new Set([siteOrigin, new URL(hostUrl).origin, new URL(chain.apiUrl).origin]);
    const strays = requests.filter((url) => {
      if (url.startsWith('data:')) return false;
      const parsed = new URL(url);
      if (parsed.origin === 'https://fonts.googleapis.com') return false;
      if (parsed.origin === siteOrigin) return !['/', '/favicon.ico'].includes(parsed.pathname);
      return !allowed.has(parsed.origin);
    });
    expect(strays).toEqual([]);
    expect(requests.filter((url) => LEAK.test(url))).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    return titles;
  } finally {
    await context.close();
  }
}
