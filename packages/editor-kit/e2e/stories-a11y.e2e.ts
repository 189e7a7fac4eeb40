/// <reference lib="dom" />
// (The hooks below run in the story's page, where the DOM is.)
// Every story of the built Storybook, rendered on its own in headless Chromium, must finish with no
// accessibility violation. The check is the Storybook accessibility addon's own: with
// `parameters.a11y.test = 'error'` (.storybook/preview.ts) it runs axe-core after each story has
// rendered and played, and reports the result when the story finishes; this test reads that
// report, so what fails here is what a designer sees in the Accessibility panel.
// Needs the static build: `pnpm run build-storybook` (turbo runs it before test:e2e).
import {
  type Browser,
  type BrowserContext,
  launchBrowser,
  newTestContext,
  type Page,
  type RunningServer,
} from '@widgetry/tooling/e2e';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedStories, serveStorybook, storybookDir } from './static-storybook';

/** What Storybook emits when a story has finished (core event STORY_FINISHED). */
interface StoryFinished {
  storyId: string;
  status: 'success' | 'error';
  reporters: { type: string; status: string; result?: AxeResult | { error: unknown } }[];
}
interface AxeResult {
  violations: {
    id: string;
    impact?: string;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/** The preview's channel, as far as these tests use it. */
interface PreviewChannel {
  on(event: string, listener: (event: StoryFinished) => void): void;
  emit(event: string, payload: unknown): void;
}

declare global {
  interface Window {
    __storyFinished?: StoryFinished;
    __storyChannel?: PreviewChannel;
  }
}

/**
 * Listens for the story's "storyFinished" event from the first moment: the preview creates its
 * addon store (global __STORYBOOK_ADDONS_PREVIEW) before anything renders, and the store hands out
 * the channel once the preview has one.
 */
function listenForStoryFinished() {
  let store: { ready(): Promise<PreviewChannel> } | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_PREVIEW', {
    configurable: true,
    get: () => store,
    set: (value) => {
      store = value;
      void value.ready().then((channel: PreviewChannel) => {
        channel.on('storyFinished', (event) => {
          window.__storyFinished = event;
        });
        window.__storyChannel = channel;
      });
    },
  });
}

/**
 * Shows story `id` in a page that already shows another, as Storybook's own test runner does: the
 * manager's "setCurrentStory" on the preview's channel, which unmounts the last story and renders,
 * plays and audits this one. Booting the preview is most of a fresh page's cost, and the run is
 * CPU-bound on two cores (80-odd stories).
 */
function switchToStory(id: string) {
  window.__storyFinished = undefined;
  window.scrollTo(0, 0);
  const channel = window.__storyChannel;
  if (!channel) throw new Error('the preview has no channel yet');
  channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
}

/** One entry per violation: rule, impact, help, and each element with what is wrong with it. */
function describeViolations(result: AxeResult): string[] {
  return result.violations.map((violation) => {
    const nodes = violation.nodes.map(
      (node) => `  at ${node.target.map(String).join(' >> ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    );
    return [`${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`, ...nodes].join('\n');
  });
}

const dir = storybookDir();
const stories = await indexedStories(dir);

let storybook: RunningServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext | undefined;
/** Pages whose last story finished cleanly, ready for the next one (at most maxConcurrency). */
const idlePages: Page[] = [];

beforeAll(async () => {
  storybook = await serveStorybook(dir);
  browser = await launchBrowser();
  context = await newTestContext(browser, { viewport: { width: 1024, height: 768 } });
  await context.addInitScript(listenForStoryFinished);
});

afterAll(async () => {
  await browser?.close();
  await storybook?.close();
});

describe('Storybook stories', () => {
  it('lists stories to check', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  // A few stories at once (maxConcurrency, vitest.e2e.config.ts), each in a page of its own while
  // it runs, with the test's own expect. A page goes back to the idle ones only when its story
  // passed: after anything else the next story starts from a fresh page.
  it.concurrent.for(stories)(
    '$title / $name ($id) renders with no accessibility violation',
    async ({ id }, { expect }) => {
      if (!context || !storybook) throw new Error('the browser did not start');
      const reused = idlePages.pop();
      const page = reused ?? (await context.newPage());
      let passed = false;
      try {
        if (reused) await page.evaluate(switchToStory, id);
        else await page.goto(`${storybook.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
        const handle = await page.waitForFunction(
          (storyId) => (window.__storyFinished?.storyId === storyId ? window.__storyFinished : undefined),
          id,
        );
        const finished = await handle.jsonValue();
        if (!finished) throw new Error(`story ${id} never finished`);
        expect(finished.storyId).toBe(id);
        const a11y = finished.reporters.find((report) => report.type === 'a11y');
        // No report: the story threw (render or play function) before the audit, or the addon is off.
        expect(a11y, `story ${id} finished "${finished.status}" without an accessibility report`).toBeDefined();
        const result = a11y?.result;
        if (!result || !('violations' in result)) {
          throw new Error(`the accessibility check of ${id} failed to run: ${JSON.stringify(result)}`);
        }
        const violations = describeViolations(result);
        expect(violations, `accessibility violations in story ${id}`).toEqual([]);
        // Nothing else failed either (a play function's assertion, an uncaught error).
        expect(finished.status, `story ${id} finished with an error`).toBe('success');
        passed = true;
      } finally {
        if (passed) idlePages.push(page);
        else await page.close();
      }
    },
  );
});
