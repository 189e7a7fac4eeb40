// Issue 30: the one sender every runtime reports its visitors' interactions with, to
// POST /embed/:id/events. It is bundled into every runtime, so it stays tiny; it must never throw,
// block rendering or make a visitor wait, so every failure is swallowed and nothing is retried.
// Events are batched per widget and sent with navigator.sendBeacon as text/plain (a type that
// needs no CORS preflight, which a customer's origin would not get), fetch keepalive otherwise.

/** How long a reported event waits for others before its batch is sent. */
export const INSIGHTS_FLUSH_MS = 2000;
/** Events one request carries: contracts' INSIGHTS_EVENTS_PER_BATCH (not imported: it sits beside zod). */
export const EVENTS_PER_REQUEST = 20;
/** Events a page holds between two sends; past this a flood is dropped, not queued. */
export const EVENTS_QUEUED_MAX = 100;

/** The reporting side a runtime's behaviour sees. */
export type ReportEvent = (name: string) => void;

export interface InsightsSender {
  /** Queues one event; sent within {@link INSIGHTS_FLUSH_MS}, or when the page is hidden or left. */
  report: ReportEvent;
  /** Sends what is queued, then stops listening to the page (the widget was destroyed). */
  stop(): void;
}

/** Global Privacy Control or Do Not Track: the visitor asked not to be counted, so nothing is sent. */
export function visitorOptedOut(win: Window): boolean {
  const nav = win.navigator;
  return (
    Reflect.get(nav, 'globalPrivacyControl') === true ||
    Reflect.get(nav, 'doNotTrack') === '1' ||
    Reflect.get(win, 'doNotTrack') === '1'
  );
}

/** Posts one body; a full beacon queue or a missing sendBeacon falls back to fetch keepalive. */
function post(win: Window, url: string, body: string): void {
  try {
    const nav = win.navigator;
    if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(url, new Blob([body], { type: 'text/plain' }))) return;
    win
      .fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } })
      .catch(() => {});
  } catch {
    // A visitor's page never hears of an insight that could not be sent.
  }
}

/**
 * A sender posting to `url` (`{api}/embed/{id}/events`). Events wait at most INSIGHTS_FLUSH_MS,
 * and are sent at once when the page is hidden or left (the last chance a beacon has).
 */
export function createInsightsSender(url: string, win: Window): InsightsSender {
  const doc = win.document;
  let queue: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const names = queue;
    queue = [];
    for (let start = 0; start < names.length; start += EVENTS_PER_REQUEST) {
      const events = names.slice(start, start + EVENTS_PER_REQUEST).map((name) => ({ name }));
      post(win, url, JSON.stringify({ events }));
    }
  };
  const onHidden = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  doc.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', flush);

  return {
    report(name) {
      try {
        if (stopped || queue.length >= EVENTS_QUEUED_MAX || visitorOptedOut(win)) return;
        queue.push(name);
        timer ??= setTimeout(flush, INSIGHTS_FLUSH_MS);
      } catch {
        // Reporting never breaks the interaction that reported.
      }
    },
    stop() {
      flush();
      stopped = true;
      doc.removeEventListener('visibilitychange', onHidden);
      win.removeEventListener('pagehide', flush);
    },
  };
}

/** A run of inputs with no pause this long counts as one use (a slider dragged, a price typed). */
export const INSIGHTS_BURST_MS = 3000;

/**
 * A function to call on every input that reports `name` once per run of inputs: a live calculator
 * or a filter counts a visitor's use, not each keystroke or slider step.
 */
export function reportPerBurst<N extends string>(report: ((name: N) => void) | undefined, name: N): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const now = Date.now();
    if (now - last > INSIGHTS_BURST_MS) report?.(name);
    last = now;
  };
}
