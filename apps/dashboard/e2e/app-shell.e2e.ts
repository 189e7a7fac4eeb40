import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, type TestPage } from './support/browser';

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');

let browser: Browser | undefined;
let current: TestPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await current?.close();
  await browser?.close();
});

async function freshPage(): Promise<TestPage> {
  await current?.close();
  if (!browser) throw new Error('Chromium did not start');
  current = await openPage(browser);
  return current;
}

async function visit(path: string): Promise<TestPage> {
  current = await freshPage();
  await current.page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
  return current;
}

function mainNavLinks({ page }: TestPage): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
}

describe('app shell, signed out', () => {
  it('shows the register screen at / with the Dashboard and Widget Library links', async () => {
    const view = await visit('/');
    await view.page.getByRole('heading', { level: 1, name: /create your widgetry account/i }).waitFor();
    expect(new URL(view.page.url()).pathname).toBe('/');
    expect(await mainNavLinks(view)).toEqual(['Dashboard', 'Widget Library']);
    expect(await view.page.getByRole('contentinfo').getByRole('link').count()).toBe(2);
    expect(view.errors).toEqual([]);
  });

  it('sends /home to /', async () => {
    const view = await visit('/home');
    await view.page.waitForURL(`${appUrl}/`);
    await view.page.getByRole('heading', { level: 1, name: /create your widgetry account/i }).waitFor();
    expect(view.errors).toEqual([]);
  });

  it('sends /account to /register', async () => {
    const view = await visit('/account');
    await view.page.waitForURL(`${appUrl}/register`);
    await view.page.getByRole('heading', { level: 1, name: /create your widgetry account/i }).waitFor();
    expect(view.errors).toEqual([]);
  });

  it('opens the public catalogue with the widget types the API lists', async () => {
    const answer: unknown = await fetch(`${apiUrl}/`).then((response) => response.json());
    const typeCount =
      typeof answer === 'object' && answer !== null && 'widgetTypes' in answer && Array.isArray(answer.widgetTypes)
        ? answer.widgetTypes.length
        : -1;

    // A fresh install seeds the widget types, so the page has cards to show.
    expect(typeCount).toBeGreaterThan(0);

    const view = await visit('/catalog');
    await view.page.getByRole('heading', { level: 1, name: 'Widget Library' }).waitFor();
    expect(new URL(view.page.url()).pathname).toBe('/catalog');
    await expect.poll(() => view.page.getByRole('heading', { level: 2 }).count()).toBe(typeCount);
    expect(await mainNavLinks(view)).toEqual(['Dashboard', 'Widget Library']);
    expect(view.errors).toEqual([]);
  });

  it('forgets a stale token, treats the visitor as signed out and says so on Sign In (issue 29 #25)', async () => {
    current = await freshPage();
    await current.page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('token', 'not-a-real-token');
      }
    });
    await current.page.goto(`${appUrl}/home`, { waitUntil: 'networkidle' });
    await current.page.waitForURL(`${appUrl}/`);
    await current.page.getByRole('heading', { level: 1, name: 'Sign in to Widgetry' }).waitFor();
    await current.page
      .getByRole('form', { name: 'Sign In' })
      .getByText(/^You were signed out/)
      .waitFor();
    expect(await mainNavLinks(current)).toEqual(['Dashboard', 'Widget Library']);
    // No errors check here: the browser logs the API's 401 answer to the console by design.
  });
});
