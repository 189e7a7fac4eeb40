/// <reference lib="dom" />
// (The probes below run their callbacks in the page, where the DOM is.)
import type { WidgetLanguage, WidgetTypeName } from '@widgetry/contracts';
import { loadWidgetModule } from '@widgetry/widget-registry';
import { reviewsFixture } from '@widgetry/widgets-core/testing';
import type { Locator } from 'playwright-core';
import { APPFOLIO_DATA, APPFOLIO_URL, PHOTO_ORIGIN, RENTVINE_DATA, RENTVINE_URL } from './listings-data';

// What the widget-languages browser test (issue 32) knows of each of the nine types: the settings
// and source data of a realistic widget, what a visitor does to bring every label of it on screen
// (a calculation, an error, the menu opened, a listing's detail), an element whose place shows the
// layout's direction, and the type's catalogues as its package exports them.

/** A source's cache for the type, filled through the dev seed route (the machine is offline). */
export type SeedData = { route: 'reviews' | 'listings'; data: unknown };

/** Gathers the widget's texts as they are now; the test calls it between a visitor's steps. */
export type Collect = () => Promise<void>;

export interface LanguageCase {
  type: WidgetTypeName;
  /** htmlData[type] but the language: what the owner set in the editor. */
  settings: Record<string, unknown>;
  seed?: SeedData;
  /** What a visitor does to show every label (errors, results, a menu, a detail), collecting after each step. */
  reveal(widget: Locator, collect: Collect): Promise<void>;
  /** An element at the start of the widget's reading direction, and what to measure it against. */
  mirror: MirrorProbe;
}

export interface MirrorProbe {
  /** The element (the first match) whose place is measured. */
  probe: string;
  /** Its first text's box rather than its own (a block label spans the whole row; its text does not). */
  text: boolean;
  /** The box it sits in (the closest match), else the widget's host. */
  within?: string;
  /** Brings the probe on screen (opens the menu); `undo` puts the widget back. */
  open?(widget: Locator): Promise<void>;
  undo?(widget: Locator): Promise<void>;
}

const TRUSTPILOT_URL = 'https://www.trustpilot.com/review/maplecourtapartments.com';
const TRIPADVISOR_URL =
  'https://www.tripadvisor.com/Hotel_Review-g52024-d1234567-Reviews-Maple_Court_Inn_Suites-Portland_Oregon.html';
const YELP_BUSINESS_ID = 'maple-court-cafe-portland';
const YELP_URL = `https://www.yelp.com/biz/${YELP_BUSINESS_ID}`;

/** Where the fixtures' images live; the test answers each with a pixel. */
export const IMAGE_ORIGINS = ['https://img.example', PHOTO_ORIGIN];

const FIELDS = 'input:not([type="range"]):not([type="hidden"]):not([type="checkbox"]):not([type="radio"])';

/**
 * A calculator, as a visitor tries it: Calculate with what the form holds (the owner's defaults),
 * every field emptied (Calculate then says what is required), every number out of range (each
 * field's error), then the `valid` values (a result with every row). A calculator without a
 * Calculate button works out its figures as the visitor types.
 */
async function calculate(widget: Locator, collect: Collect, valid: Record<string, string> = {}): Promise<void> {
  const submit = widget.locator('button[type="submit"]').first();
  const hasSubmit = (await submit.count()) > 0;
  const invalid = widget.locator('[aria-invalid="true"]').first();
  const fields = () => widget.locator(`${FIELDS}:visible`).all();
  if (hasSubmit) {
    await submit.click();
    await collect();
  }
  for (const field of await fields()) await field.fill('');
  if (hasSubmit) {
    await submit.click();
    await invalid.waitFor();
  }
  await collect();
  const numbers = await widget.locator('input[type="number"]:visible').all();
  for (const field of numbers) await field.fill('-1');
  if (hasSubmit) await submit.click();
  if (hasSubmit || numbers.length > 0) await invalid.waitFor();
  await collect();
  if (Object.keys(valid).length === 0) return;
  for (const field of await fields()) await field.fill('');
  for (const [name, value] of Object.entries(valid)) await widget.locator(`input[name="${name}"]`).fill(value);
  if (hasSubmit) await submit.click();
  await invalid.waitFor({ state: 'detached' });
  await collect();
}

const reviewCase = (type: 'trustpilot' | 'tripadvisor' | 'yelp', settings: Record<string, unknown>): LanguageCase => ({
  type,
  settings,
  seed: { route: 'reviews', data: reviewsFixture(type) },
  async reveal(widget, collect) {
    // A long review opened (Read less) and closed again.
    const more = widget.locator('.wg-rv-card button[aria-expanded="false"]:visible').first();
    if ((await more.count()) === 0) return;
    await more.click();
    await widget.locator('.wg-rv-card button[aria-expanded="true"]').first().waitFor();
    await collect();
  },
  mirror: { probe: '.wg-rv-author', text: true },
});

const listingCase = (
  type: 'appfolio' | 'rentvine',
  settings: Record<string, unknown>,
  data: unknown,
): LanguageCase => ({
  type,
  settings,
  seed: { route: 'listings', data },
  async reveal(widget, collect) {
    // A listing's detail, then back to the list.
    const details = widget.locator('button.wg-ls-detail-btn').first();
    if ((await details.count()) === 0) return;
    await details.click();
    await widget.locator('.wg-ls-detail').first().waitFor();
    await collect();
    await widget.locator('.wg-ls-back').first().click();
    await widget.locator('.wg-ls-card').first().waitFor();
  },
  mirror: { probe: '.wg-ls-card:not(.wg-ls-skel)', text: false },
});

const openMenu = async (widget: Locator) => {
  await widget.locator('.wg-a11y-open').click();
  await widget.locator('.wg-a11y-box').waitFor();
};
const closeMenu = async (widget: Locator) => {
  await widget.locator('.wg-a11y-close').click();
  await widget.locator('.wg-a11y-box').waitFor({ state: 'hidden' });
};

/** The nine types, in the catalogue's order but the menu first (it floats over the page). */
export const LANGUAGE_CASES: readonly LanguageCase[] = [
  {
    type: 'accessibility',
    settings: {},
    async reveal(widget, collect) {
      await openMenu(widget);
      await collect();
      // A tool switched on and off: what the live region announces each time.
      const tool = widget.locator('.wg-a11y-tool').first();
      const status = widget.locator('.wg-a11y-sr');
      await tool.click();
      await widget.locator('.wg-a11y-tool[aria-pressed="true"]').first().waitFor();
      await expectText(status);
      await collect();
      await widget.locator('.wg-a11y-reset').click();
      await widget.locator('.wg-a11y-tool[aria-pressed="true"]').first().waitFor({ state: 'detached' });
      await collect();
      await closeMenu(widget);
    },
    mirror: { probe: '.wg-a11y-tool', text: false, within: '.wg-a11y-box', open: openMenu, undo: closeMenu },
  },
  listingCase('appfolio', { appfolioUrl: APPFOLIO_URL }, APPFOLIO_DATA),
  reviewCase('trustpilot', { url: TRUSTPILOT_URL }),
  listingCase('rentvine', { rentvineUrl: RENTVINE_URL }, RENTVINE_DATA),
  reviewCase('tripadvisor', { url: TRIPADVISOR_URL }),
  reviewCase('yelp', { url: YELP_URL, businessId: YELP_BUSINESS_ID, cards: { reviewPhothoStatus: 'on' } }),
  {
    type: 'prorated',
    settings: {},
    reveal: (widget, collect) => calculate(widget, collect, { rent: '1500', moveIn: '2024-02-15' }),
    mirror: { probe: 'label', text: true },
  },
  {
    type: 'affordability',
    settings: {},
    reveal: (widget, collect) => calculate(widget, collect),
    mirror: { probe: 'label', text: true },
  },
  {
    type: 'monthlypayment',
    settings: {},
    reveal: (widget, collect) => calculate(widget, collect),
    mirror: { probe: 'label', text: true },
  },
];

/** Waits until the element has some text (a live region's announcement). */
async function expectText(locator: Locator): Promise<void> {
  await locator.filter({ hasText: /\S/ }).first().waitFor({ state: 'attached' });
}

// ---------------------------------------------------------------------------------------------
// The catalogues.

type Message = string | Readonly<Record<string, string>>;
type Catalogue = Readonly<Record<string, Message>>;

export interface TypeCatalogues {
  english: Catalogue;
  translations: Readonly<Partial<Record<WidgetLanguage, Catalogue>>>;
}

const isCatalogue = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;

/**
 * The type's English catalogue (its runtime's `messages`) and its translations, as its package
 * exports them to the editor. Throws, naming what is missing, for a runtime not converted yet.
 */
export async function typeCatalogues(type: WidgetTypeName): Promise<TypeCatalogues> {
  const module = await loadWidgetModule(type);
  if (!module) throw new Error(`${type} has no runtime`);
  const english: unknown = Reflect.get(module.runtime, 'messages');
  if (!isCatalogue(english)) throw new Error(`the ${type} runtime has no English catalogue (runtime.messages)`);
  if (typeof module.translations !== 'function') throw new Error(`the ${type} module has no translations()`);
  const translations: unknown = await module.translations();
  if (typeof translations !== 'object' || translations === null)
    throw new Error(`${type}: translations() gave nothing`);
  return { english, translations: translations as TypeCatalogues['translations'] };
}

const forms = (message: Message | undefined): string[] =>
  message === undefined ? [] : typeof message === 'string' ? [message] : Object.values(message);

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
const PLACEHOLDER = /\{\w+\}/g;
const LETTER = /\p{L}/u;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message as a whole-text pattern: its placeholders match any text. */
const messagePattern = (form: string) =>
  new RegExp(`^${normal(form).split(PLACEHOLDER).map(escapeRegExp).join('[\\s\\S]+?')}$`, 'u');

export interface EnglishLeftover {
  value: string;
  key: string;
  english: string;
}

/**
 * The widget's texts that are English messages its language says otherwise: a text equal to an
 * English message (its placeholders standing for any text) or to a literal piece of one around
 * its placeholders, where the translation differs. Texts the owner typed or the source gave
 * (`ownText`) are the visitor's as they are.
 */
export function englishLeftovers(
  values: Iterable<string>,
  { english, translation }: { english: Catalogue; translation: Catalogue },
  ownText: ReadonlySet<string>,
): EnglishLeftover[] {
  const checks: { key: string; english: string; matches(value: string): boolean }[] = [];
  for (const [key, message] of Object.entries(english)) {
    const translated = forms(translation[key]).map(normal);
    for (const form of forms(message).map(normal)) {
      if (translated.includes(form) || !LETTER.test(form.replace(PLACEHOLDER, ''))) continue;
      const pattern = messagePattern(form);
      const pieces = form
        .split(PLACEHOLDER)
        .map(normal)
        .filter((piece) => piece !== form && (piece.match(/\p{L}/gu)?.length ?? 0) >= 2)
        .filter((piece) => !translated.some((text) => text.includes(piece)));
      checks.push({ key, english: form, matches: (value) => pattern.test(value) || pieces.includes(value) });
    }
  }
  const found: EnglishLeftover[] = [];
  for (const value of values) {
    if (ownText.has(value)) continue;
    for (const check of checks) if (check.matches(value)) found.push({ value, key: check.key, english: check.english });
  }
  return found;
}

/**
 * The widget's texts that the English widget showed word for word, which no message of the
 * translation accounts for: English the runtime writes without its catalogue. The platforms'
 * own names, and the owner's and the source's texts or pieces of them, stay as they are.
 */
export function untranslatedTexts(
  values: Iterable<string>,
  englishValues: ReadonlySet<string>,
  translation: Catalogue,
  ownText: ReadonlySet<string>,
): string[] {
  const patterns = Object.values(translation).flatMap(forms).map(messagePattern);
  const own = [...ownText];
  return [...values].filter(
    (value) =>
      englishValues.has(value) &&
      LETTER.test(value) &&
      // A piece of the owner's or the source's text (a review cut behind Read more, an initial).
      !own.some((text) => text.includes(value)) &&
      !BRANDS.has(value) &&
      !patterns.some((pattern) => pattern.test(value)),
  );
}

const BRANDS = new Set(['Trustpilot', 'Tripadvisor', 'TripAdvisor', 'Yelp', 'AppFolio', 'Rentvine']);

/** Every string in a JSON value (the widget's settings, the source's data), as texts compare. */
export function stringsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const text = normal(value);
    if (text) into.add(text);
  } else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

// ---------------------------------------------------------------------------------------------
// In the page.

/**
 * Every text a visitor can meet in the widget's shadow root: its text nodes (not its styles) and
 * the texts of its attributes (aria-label, placeholder, title, alt, and the like), each with its
 * white space collapsed.
 */
export function widgetTexts(widget: Locator): Promise<string[]> {
  return widget.evaluate((host) => {
    const root = host.shadowRoot;
    if (!root) return [];
    const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
    const values = new Set<string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const tag = node.parentElement?.tagName;
      if (tag === 'STYLE' || tag === 'SCRIPT') continue;
      const text = collapse(node.textContent ?? '');
      if (text) values.add(text);
    }
    const named = [
      'aria-label',
      'placeholder',
      'title',
      'alt',
      'aria-roledescription',
      'aria-valuetext',
      'aria-description',
    ];
    for (const element of root.querySelectorAll('*')) {
      for (const name of named) {
        const text = collapse(element.getAttribute(name) ?? '');
        if (text) values.add(text);
      }
      if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) {
        const text = collapse(element.value);
        if (text) values.add(text);
      }
    }
    return [...values];
  });
}

export interface ProbeBox {
  /** Pixels between the probe and its box's left edge, and its right edge. */
  left: number;
  right: number;
  /** The probe's computed direction. */
  direction: string;
}

/** Where the probe sits in its box: the gaps either side, so a mirrored layout shows as swapped gaps. */
export function probeBox(widget: Locator, { probe, text, within }: MirrorProbe): Promise<ProbeBox> {
  return widget
    .locator(probe)
    .first()
    .evaluate(
      (element, { text, within }) => {
        const root = element.getRootNode();
        const host = root instanceof ShadowRoot ? root.host : element;
        const container = (within ? element.closest(within) : null) ?? host;
        let box = element.getBoundingClientRect();
        if (text) {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            box = range.getBoundingClientRect();
            break;
          }
        }
        const outer = container.getBoundingClientRect();
        return {
          left: Math.round(box.left - outer.left),
          right: Math.round(outer.right - box.right),
          direction: getComputedStyle(element).direction,
        };
      },
      { text, within },
    );
}
