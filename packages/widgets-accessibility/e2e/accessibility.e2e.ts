// The accessibility menu on a customer's page: embed.js and the runtime from the built front-end
// host, the configuration from a stub API, the page from a third origin. The tools must change
// the page itself, survive a reload, undo completely, be keyboard operable, pass axe-core, and
// hostile settings must leave nothing behind.
import { defaultHtmlData } from '@widgetry/contracts';
import { type EmbedScene, type SceneVisit, startEmbedScene } from '@widgetry/tooling/e2e';
import { expectNoInjection, HOSTILE_PAYLOADS, injectionTraces } from '@widgetry/widgets-core/testing';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileSettings } from '../src/accessibility.test-support';
import { ar } from '../src/i18n/ar';
import { accessibilityMessages as en } from '../src/i18n/en';
import { es } from '../src/i18n/es';
import { fr } from '../src/i18n/fr';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

const HOSTILE_IDS = HOSTILE_PAYLOADS.map((_, index) => `hostile-${index}`);

const MENU = { type: 'accessibility', htmlData: { accessibility: defaultHtmlData('accessibility').accessibility } };
/** Four snippets of the menu on one page (issue 9 §8). */
const MENU_IDS = ['menu', 'menu-2', 'menu-3', 'menu-4'];

/** The menu in a language (issue 32): chosen, or auto (the page's <html lang>, then the browser's). */
const inLanguage = (language: string) => ({
  type: 'accessibility',
  htmlData: { accessibility: { ...MENU.htmlData.accessibility, language } },
});

const WIDGETS: Record<string, unknown> = {
  ...Object.fromEntries(MENU_IDS.map((id) => [id, MENU])),
  'menu-es': inLanguage('es'),
  'menu-ar': inLanguage('ar'),
  'menu-auto': inLanguage('auto'),
  ...Object.fromEntries(
    HOSTILE_PAYLOADS.map((payload, index) => [
      `hostile-${index}`,
      { type: 'accessibility', htmlData: { accessibility: hostileSettings(payload) } },
    ]),
  ),
};

const IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='80'%3E%3Crect width='120' height='80' fill='%23c03'/%3E%3C/svg%3E";

/**
 * The customer's own content, with the snippets for the ids asked for placed among it. `?lang=fr`
 * makes it a French page: its <html lang> is set before the loader runs.
 */
function content(url: URL): string {
  const lang = url.searchParams.get('lang');
  const language = lang && /^[a-z]{2}$/.test(lang) ? `<script>document.documentElement.lang = '${lang}';</script>` : '';
  const snippets = url.searchParams
    .getAll('id')
    .map((id) => `<div data-widgetry-id="${id}" data-type="accessibility"></div>`)
    .join('');
  const filler = Array.from(
    { length: 30 },
    (_, index) => `<p>Paragraph ${index + 1} about the neighbourhood, the parks and the schools nearby.</p>`,
  ).join('');
  return `${language}<p id="intro">Spacious homes near the river. <a href="/homes">See homes</a> or <a href="/contact">contact us</a>.</p>
${snippets}
<h2 id="amenities">Amenities</h2>
<img id="photo" src="${IMAGE}" alt="Maple Court building" width="120" height="80">
<p>Pool, gym and <a href="/parking">parking</a>.</p>
${filler}`;
}

let scene: EmbedScene | undefined;

beforeAll(async () => {
  scene = await startEmbedScene(WIDGETS, content, { consoleErrors: ['error', 'warning'] });
});

afterAll(async () => {
  await scene?.close();
});

function visit(
  ids: string[],
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
  params: Record<string, string> = {},
): Promise<SceneVisit> {
  if (!scene) throw new Error('not started');
  return scene.open(ids, { params, context: { reducedMotion } });
}

const openButton = (page: Page) => page.getByRole('button', { name: 'Open accessibility menu' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Accessibility Menu' });

/** The accessible name of the deepest focused element, through shadow roots. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
  });
}

function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return Boolean(el?.closest('[role="dialog"]'));
  });
}

/** The page's own layout: main and each of its children. */
function layout(page: Page) {
  return page.evaluate(() =>
    [document.querySelector('main'), ...document.querySelectorAll('main > :not([data-widgetry-id])')].map((el) => {
      const box = el?.getBoundingClientRect();
      return box ? [box.x, box.y, box.width, box.height] : null;
    }),
  );
}

function hostState(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`no ${selector}`);
      return getComputedStyle(el);
    };
    return {
      tokens: document.documentElement.getAttribute('data-wg-a11y'),
      // The menu's page styles: an adopted constructable stylesheet (strict CSP), or a <style> in older browsers.
      hostStyle:
        document.getElementById('wg-a11y-host') !== null ||
        document.adoptedStyleSheets.some((sheet) =>
          Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('data-wg-a11y')),
        ),
      htmlFilter: style('html').filter,
      imgFilter: style('#photo').filter,
      linkOutline: `${style('#intro a').outlineStyle} ${style('#intro a').outlineColor}`,
      paragraphFont: style('#intro').fontFamily,
      paragraphSize: style('#intro').fontSize,
      headingSize: style('#amenities').fontSize,
      styledElements: document.querySelectorAll('body [style]').length,
      saved: localStorage.getItem('widgetry-a11y'),
    };
  });
}

/** axe-core's WCAG 2 A and AA rules on the page (axe-core added first), through shadow roots. */
function axeAudit(page: Page) {
  return page.evaluate(async () => {
    const engine = window.axe;
    if (!engine) throw new Error('axe-core did not load');
    const results = await engine.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    const inShadow = [...results.passes, ...results.incomplete]
      .flatMap((rule) => rule.nodes)
      .filter((node) => Array.isArray(node.target[0])).length;
    return {
      violations: results.violations.map((rule) => ({
        id: rule.id,
        nodes: rule.nodes.map((node) => JSON.stringify(node.target)),
      })),
      inShadow,
    };
  });
}

describe('the accessibility menu on a customer page', () => {
  it('floats in its corner without moving the page', async () => {
    const bare = await visit([]);
    const before = await layout(bare.page);
    await bare.page.context().close();

    const view = await visit(['menu']);
    await openButton(view.page).waitFor();
    expect(await layout(view.page)).toEqual(before);
    const box = await openButton(view.page).boundingBox();
    const size = view.page.viewportSize();
    expect(
      box && size && [Math.round(size.width - box.x - box.width), Math.round(size.height - box.y - box.height)],
    ).toEqual([20, 20]);
    expect(
      await view.page.locator('[data-widgetry-id="menu"]').evaluate((el) => el.getBoundingClientRect().height),
    ).toBe(0);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('is operated by keyboard: Tab to the button, Enter opens, focus stays inside, Escape closes', async () => {
    const { page, errors } = await visit(['menu']);
    await openButton(page).waitFor();
    for (let i = 0; i < 10 && (await focusedName(page)) !== 'Open accessibility menu'; i++) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedName(page)).toBe('Open accessibility menu');
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect(await openButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await focusedName(page)).toBe('Close accessibility menu');

    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    await page.getByRole('button', { name: 'Close accessibility menu' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Reset all');

    // Space on a tool toggles it, and the change is announced.
    await page.getByRole('button', { name: 'Highlight links' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('button', { name: 'Highlight links' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('status').textContent()).toBe('Highlight links on');

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('Open accessibility menu');
    await page.keyboard.press('Space');
    await dialog(page).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('changes the host page, keeps the choices across a reload, and Reset all undoes everything', async () => {
    const { page, errors } = await visit(['menu']);
    await openButton(page).click();
    const before = await hostState(page);
    expect(before).toMatchObject({ tokens: null, hostStyle: false, htmlFilter: 'none', styledElements: 0 });
    for (const name of [
      'Highlight links',
      'Readable font',
      'Invert colours',
      'Monochrome',
      'Larger text',
      'Larger text',
    ]) {
      await page.getByRole('button', { name, exact: true }).click();
    }
    expect(await page.getByRole('status').textContent()).toBe('Text size 120%');
    const expected = {
      tokens: 'readable-font links contrast-invert saturation-mono',
      hostStyle: true,
      htmlFilter: 'invert(1) grayscale(1)',
      imgFilter: 'invert(1)',
      linkOutline: 'solid rgb(255, 191, 0)',
      paragraphSize: `${Math.round(Number.parseFloat(before.paragraphSize) * 120) / 100}px`,
      headingSize: `${Math.round(Number.parseFloat(before.headingSize) * 120) / 100}px`,
    };
    const on = await hostState(page);
    expect(on).toMatchObject(expected);
    expect(on.paragraphFont).toMatch(/^"Atkinson Hyperlegible", "?Lexend"?, Verdana, Tahoma, sans-serif$/);

    // A filter on <html> does not capture fixed elements: the button stays in the corner.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const box = await openButton(page).boundingBox();
    const size = page.viewportSize();
    expect(box && size && Math.round(size.height - box.y - box.height)).toBe(20);

    await page.reload({ waitUntil: 'load' });
    await openButton(page).waitFor();
    expect(await hostState(page)).toMatchObject(expected);
    await openButton(page).click();
    for (const name of ['Highlight links', 'Readable font', 'Invert colours', 'Monochrome']) {
      expect(await page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).toBe('true');
    }
    expect(await page.getByText('Text size 120%', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Reset all' }).click();
    expect(await hostState(page)).toEqual({ ...before, saved: null });
    expect(await page.getByRole('status').textContent()).toBe('All settings reset');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('passes axe-core (WCAG 2 A and AA), inside its shadow root, open and closed', async () => {
    const { page, errors } = await visit(['menu']);
    await openButton(page).waitFor();
    await page.addScriptTag({ content: axe.source });
    const audit = () => axeAudit(page);
    const closed = await audit();
    expect(closed.violations).toEqual([]);

    await openButton(page).click();
    await dialog(page).waitFor();
    await page.getByRole('button', { name: 'Dark contrast' }).click();
    // The spec's hover colours are equal; the tool under the pointer still reads white on blue.
    const tool = page.getByRole('button', { name: 'Highlight links' });
    await tool.hover();
    // Polled: the colours ease in over a short transition.
    await expect
      .poll(() => tool.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]))
      .toEqual(['rgb(255, 255, 255)', 'rgb(0, 90, 156)']);
    const open = await audit();
    expect(open.violations).toEqual([]);
    // The open toolbox's many controls were checked inside the shadow root.
    expect(open.inShadow).toBeGreaterThan(closed.inShadow + 16);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('starts with Stop animations on when the system asks for reduced motion', async () => {
    const { page, errors } = await visit(['menu'], 'reduce');
    await openButton(page).click();
    expect(await page.getByRole('button', { name: 'Stop animations' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-wg-a11y'))).toBe('stop-motion');
    const duration = await page.evaluate(() => {
      const probe = document.createElement('p');
      probe.style.transition = 'opacity 2s';
      document.querySelector('main')?.append(probe);
      return getComputedStyle(probe).transitionDuration;
    });
    expect(duration).toBe('0s');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // Issue 9 §8: four open menus each pulled focus back from the others and froze the page.
  it('with four menus on a page, opening one closes the others and the page stays responsive', async () => {
    const { page, errors } = await visit(MENU_IDS);
    await expect.poll(() => openButton(page).count()).toBe(4);
    for (let index = 0; index < 4; index += 1) {
      // A scripted press (no pointer), so no menu closes as "pressed outside".
      await openButton(page)
        .nth(index)
        .evaluate((button) => {
          if (button instanceof HTMLElement) button.click();
        });
      expect(await page.evaluate(() => document.readyState)).toBe('complete');
    }
    expect(await dialog(page).count()).toBe(1);
    const expanded = await Promise.all(
      [0, 1, 2, 3].map((index) => openButton(page).nth(index).getAttribute('aria-expanded')),
    );
    expect(expanded).toEqual(['false', 'false', 'false', 'true']);
    expect(await focusedName(page)).toBe('Close accessibility menu');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await dialog(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves no trace of hostile settings on the page', async () => {
    const { page, errors, requests } = await visit(HOSTILE_IDS);
    await expect
      .poll(() => page.getByRole('button', { name: 'Open accessibility menu' }).count())
      .toBe(HOSTILE_IDS.length);
    // The menus share the corner; the last one mounted is on top.
    const top = openButton(page).last();
    await top.hover();
    await top.click();
    await page.getByRole('button', { name: 'Highlight links' }).click();

    const traces = await page.evaluate(injectionTraces);
    expectNoInjection(traces);
    const roots = [traces.document, ...traces.widgets];
    const attributes = roots.flatMap((root) => root.attributes);
    const css = roots.flatMap((root) => root.stylesheets);
    const found = {
      pwned: traces.pwned,
      handlers: attributes.filter((item) => /^on/i.test(item)),
      suspicious: [...attributes, ...css].filter((item) => /pwned|evil|javascript:|expression\(|@import/i.test(item)),
      images: roots.flatMap((root) => root.images).filter((id) => id !== 'photo').length,
      scripts: traces.scripts.map((src) => src.replace(/\?.*$/, '')).sort(),
      titles: traces.widgets.map((widget) => widget.heading),
    };
    if (!scene) throw new Error('no host');
    expect(found).toEqual({
      pwned: undefined,
      handlers: [],
      suspicious: [],
      images: 0,
      scripts: [`${scene.hostUrl}/embed.js`, `${scene.hostUrl}/scripts/widget/accessibility.js`].sort(),
      titles: HOSTILE_PAYLOADS.map((payload) => payload.trim()),
    });
    expect(found.scripts).toHaveLength(2);
    expect(requests.filter((url) => /evil|javascript:/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

type Messages = Record<keyof typeof en, string>;

/**
 * The English messages a text could be, among those the translation words differently: a plain
 * text exactly, one with placeholders ("{tool} on") filled in with anything.
 */
function englishIn(texts: readonly string[], translation: Messages): string[] {
  const patterns = (Object.keys(en) as (keyof typeof en)[])
    .filter((key) => en[key] !== translation[key])
    .map((key) => new RegExp(`^${en[key].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`));
  return texts.filter((text) => patterns.some((pattern) => pattern.test(text)));
}

/** The menu's root (lang, dir) and every text node, aria-label, placeholder, title and alt in its shadow root. */
function menuReading(page: Page, id: string) {
  return page.locator(`[data-widgetry-id="${id}"]`).evaluate((host) => {
    const shadow = host.shadowRoot;
    if (!shadow) throw new Error('no shadow root');
    const texts: string[] = [];
    const walker = document.createTreeWalker(shadow, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text !== '' && node.parentElement?.tagName !== 'STYLE') texts.push(text);
    }
    for (const element of shadow.querySelectorAll('*')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    const root = shadow.querySelector('[dir]');
    return { lang: root?.getAttribute('lang'), dir: root?.getAttribute('dir'), texts };
  });
}

/** Opens the menu named in `t`, uses a tool of each kind and returns what was announced. */
async function useInLanguage(page: Page, t: Messages): Promise<string[]> {
  await page.getByRole('button', { name: t.open }).click();
  await page.getByRole('dialog', { name: t.title }).waitFor();
  const heard: string[] = [];
  for (const name of [t.links, t['contrast-dark'], t['saturation-low'], t.larger]) {
    await page.getByRole('button', { name, exact: true }).click();
    heard.push((await page.getByRole('status').textContent()) ?? '');
  }
  return heard;
}

// Issue 32: a visitor who does not read English gets the whole menu, and what it announces, in
// their language; in Arabic the toolbox reads right to left while the menu keeps its corner.
describe('the accessibility menu in the visitor’s language', () => {
  it('speaks Spanish throughout, fetching only the Spanish catalogue, and passes axe', async () => {
    const { page, errors, requests } = await visit(['menu-es']);
    const heard = await useInLanguage(page, es);
    expect(heard).toEqual([
      'Resaltar enlaces: activado',
      'Contraste oscuro: activado',
      'Saturación baja: activado',
      `Tamaño del texto: ${new Intl.NumberFormat('es', { style: 'percent' }).format(1.1)}`,
    ]);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-wg-a11y'))).toBe(
      'links contrast-dark saturation-low',
    );
    const reading = await menuReading(page, 'menu-es');
    expect(reading).toMatchObject({ lang: 'es', dir: 'ltr' });
    expect(reading.texts).toContain(es.title);
    expect(englishIn([...reading.texts, ...heard], es)).toEqual([]);
    expect(requests.filter((url) => url.includes('/scripts/i18n/')).map((url) => new URL(url).pathname)).toEqual([
      '/scripts/i18n/accessibility/es.json',
    ]);
    await page.addScriptTag({ content: axe.source });
    expect((await axeAudit(page)).violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('speaks Arabic right to left: the toolbox mirrors, the menu keeps its corner, and axe passes', async () => {
    const { page, errors } = await visit(['menu-ar']);
    const heard = await useInLanguage(page, ar);
    expect(heard[0]).toBe(`${ar.links}: مفعّل`);
    const reading = await menuReading(page, 'menu-ar');
    expect(reading).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(englishIn([...reading.texts, ...heard], ar)).toEqual([]);

    const box = async (name: string, role: 'button' | 'heading' = 'button') => {
      const found = await page.getByRole(role, { name, exact: true }).boundingBox();
      if (!found) throw new Error(`${name} is not shown`);
      return found;
    };
    // Right to left: the title starts at the right with the close button at its left, Smaller text
    // is at the right of Larger text, and each group's first tool is at the right of the second.
    expect((await box(ar.title, 'heading')).x).toBeGreaterThan((await box(ar.close)).x);
    expect((await box(ar.smaller)).x).toBeGreaterThan((await box(ar.larger)).x);
    expect((await box(ar['contrast-high'])).x).toBeGreaterThan((await box(ar['contrast-dark'])).x);
    // A group title's words sit at the start, the right: nearer the dialog's right edge than its left.
    const words = await page.getByRole('heading', { name: ar['group-text'], exact: true }).evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    });
    const dialog = await page.getByRole('dialog', { name: ar.title }).boundingBox();
    if (!dialog) throw new Error('the dialog is not shown');
    expect(dialog.x + dialog.width - words.right).toBeLessThan(words.left - dialog.x);
    // The owner's corner (the default, right) stays: 20 px from the right edge.
    const opener = await box(ar.open);
    const size = page.viewportSize();
    expect(size && Math.round(size.width - opener.x - opener.width)).toBe(20);

    await page.addScriptTag({ content: axe.source });
    expect((await axeAudit(page)).violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on auto, follows the page’s <html lang="fr">', async () => {
    const { page, errors, requests } = await visit(['menu-auto'], 'no-preference', { lang: 'fr' });
    await page.getByRole('button', { name: fr.open }).click();
    await page.getByRole('dialog', { name: fr.title }).waitFor();
    const reading = await menuReading(page, 'menu-auto');
    expect(reading).toMatchObject({ lang: 'fr', dir: 'ltr' });
    expect(englishIn(reading.texts, fr)).toEqual([]);
    expect(requests.some((url) => url.includes('/scripts/i18n/accessibility/fr.json'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('in English fetches no catalogue', async () => {
    const { page, errors, requests } = await visit(['menu']);
    await openButton(page).click();
    await dialog(page).waitFor();
    expect(requests.filter((url) => url.includes('/scripts/i18n/'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
