// The Rentvine listings widget on a customer's page: the built IIFE and stylesheet mounted through
// window.Widgetry with fixture listings, in headless Chromium. The behaviour is the shared listing
// code (tested in depth by the appfolio browser tests); these check rentvine's own names reach it.
// Build the package first (`pnpm --filter @widgetry/widgets-rentvine build`).
import { defaultSettings, type RentvineSettings } from '@widgetry/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListingScene, layoutShift, startListingScene } from '../../../tooling/e2e/listing-scene';
import {
  FIXTURE_IMAGE_ORIGIN,
  HOSTILE_LISTING_TEXT,
  hostileListingsFixture,
  listingsFixture,
} from '../../widgets-core/src/listings/listings.test-support';

function settings(change: (settings: RentvineSettings) => void = () => {}): RentvineSettings {
  const value = defaultSettings('rentvine');
  change(value);
  return value;
}

let scene: ListingScene | undefined;

beforeAll(async () => {
  const data = listingsFixture('rentvine');
  scene = await startListingScene(
    'rentvine',
    {
      eagle: { settings: settings(), data },
      hawk: {
        settings: settings((s) => {
          s.renttvineCol = 4;
          s.rentvineSortOrder = 'rent_asc';
          s.layout.layoutTemplate = 'hawk';
          s.header.rentvineHeading = 'Homes in Oregon';
          s.rentvineDisplayFilters.dogs = 'on';
          s.detail.detailTemplate = 'full';
        }),
        data,
      },
      hostile: { settings: settings(), data: hostileListingsFixture('rentvine') },
      appfolioData: { settings: settings(), data: listingsFixture('appfolio') },
      // Issue 32: a Spanish widget, its catalogue fetched from the host's rentvine folder.
      spanish: {
        settings: settings((s) => {
          s.language = 'es';
          s.rentvineDisplayFilters.dogs = 'on';
        }),
        data,
      },
    },
    FIXTURE_IMAGE_ORIGIN,
  );
});

afterAll(async () => {
  await scene?.close();
});

function visit(ids: string[]) {
  if (!scene) throw new Error('the scene did not start');
  return scene.open(ids, { context: { viewport: { width: 1400, height: 900 } } });
}

async function shown(page: Page, id: string): Promise<Locator> {
  const widget = page.locator(`[data-widgetry-id="${id}"]`);
  await widget.locator('.wg-root:not([hidden]) .wg-ls').waitFor();
  return widget;
}

const visibleCards = (widget: Locator) =>
  widget.locator('.wg-ls-card:visible').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-id')));

describe('the rentvine widget on a customer page', () => {
  it('follows rentvine’s names: columns, sort, heading, filters and the detail template, two widgets apart', async () => {
    const view = await visit(['eagle', 'hawk']);
    const eagle = await shown(view.page, 'eagle');
    const hawk = await shown(view.page, 'hawk');
    expect(await hawk.getByRole('heading', { name: 'Homes in Oregon' }).isVisible()).toBe(true);
    expect(await visibleCards(hawk)).toEqual(['loft-9', 'maple-2b', 'cedar-house', 'salem-lot']);
    expect(await hawk.getByLabel('Sort by').inputValue()).toBe('rent_asc');
    const ratio = await hawk
      .locator('.wg-ls-card')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width / (el.parentElement?.getBoundingClientRect().width ?? 1));
    expect(ratio).toBeCloseTo(0.24, 2);
    // Once shown, the photos arriving move nothing (their boxes are reserved).
    await view.page.evaluate(() => {
      window.__shifts = [];
    });
    await expect
      .poll(() =>
        hawk.locator('img').evaluateAll((imgs) => imgs.every((img) => img instanceof HTMLImageElement && img.complete)),
      )
      .toBe(true);
    expect(await layoutShift(view.page)).toBe(0);

    await hawk.getByLabel('Dogs').selectOption('large');
    await expect.poll(() => visibleCards(hawk)).toEqual(['maple-2b']);
    expect(await visibleCards(eagle)).toEqual(['loft-9', 'maple-2b', 'cedar-house', 'salem-lot']);

    await hawk.getByRole('button', { name: 'Details of Maple Court 2B' }).click();
    expect(await hawk.locator('.wg-ls-detail').getAttribute('data-template')).toBe('full');
    expect(await eagle.locator('.wg-ls-detail').count()).toBe(0);
    await view.page.goBack();
    await expect.poll(() => hawk.locator('.wg-ls-detail').count()).toBe(0);
    // The filter the visitor chose is still applied on the way back.
    expect(await visibleCards(hawk)).toEqual(['maple-2b']);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('speaks Spanish from the rentvine catalogue the host serves (issue 32)', async () => {
    const view = await visit(['spanish']);
    const widget = await shown(view.page, 'spanish');
    expect(view.requests.filter((url) => url.includes('/scripts/i18n/'))).toEqual([
      `${scene?.url}/scripts/i18n/rentvine/es.json`,
    ]);
    expect(await widget.locator('.wg-root').getAttribute('lang')).toBe('es');
    expect(await widget.locator('.wg-root').getAttribute('dir')).toBe('ltr');
    expect(await widget.getByRole('status').textContent()).toBe('4 propiedades');
    await widget.getByLabel('Perros').selectOption('large');
    await expect.poll(() => visibleCards(widget)).toEqual(['maple-2b']);
    expect(await widget.getByRole('status').textContent()).toBe('1 propiedad');
    await widget.getByRole('button', { name: 'Detalles de Maple Court 2B' }).click();
    const detail = widget.locator('.wg-ls-detail');
    await detail.waitFor();
    expect(await detail.locator('.wg-ls-d-available').textContent()).toBe('Disponible ya');
    expect(await detail.getByRole('link', { name: /Solicitar ahora/ }).getAttribute('href')).toBe(
      'https://pm.example/apply/maple-2b',
    );
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('shows hostile text as text and another source’s data as loading', async () => {
    const view = await visit(['hostile', 'appfolioData']);
    const hostile = await shown(view.page, 'hostile');
    expect(await hostile.locator('.wg-ls-title').textContent()).toBe(HOSTILE_LISTING_TEXT);
    expect(await view.page.evaluate(() => Reflect.get(window, '__pwned'))).toBeUndefined();
    const other = await shown(view.page, 'appfolioData');
    expect(await other.locator('.wg-ls-skel').count()).toBe(6);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });
});
