import { INSIGHTS_BODY_MAX_BYTES, INSIGHTS_EVENTS_PER_BATCH, WIDGET_EVENT_NAMES } from '@widgetry/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createInsightsSender,
  EVENTS_PER_REQUEST,
  EVENTS_QUEUED_MAX,
  INSIGHTS_FLUSH_MS,
  type InsightsSender,
} from './insights-sender';

const URL = 'https://api.example.com/embed/w1/events';

/** What one sendBeacon call carried: its URL, the Blob's type and its text. */
interface Beacon {
  url: string;
  type: string;
  body: { events: { name: string }[] };
}

let beacons: Promise<Beacon>[];
let beaconAnswer: boolean;
const fetches = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let senders: InsightsSender[];

function sender(): InsightsSender {
  const made = createInsightsSender(URL, window);
  senders.push(made);
  return made;
}

async function sent(): Promise<Beacon[]> {
  return Promise.all(beacons);
}

/** A Blob's text (jsdom's Blob has no text(); its FileReader needs real microtasks, so only timeouts are faked). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function setNavigator(name: string, value: unknown): void {
  Object.defineProperty(window.navigator, name, { value, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  beacons = [];
  beaconAnswer = true;
  senders = [];
  setNavigator('sendBeacon', (url: string, data: Blob) => {
    beacons.push(blobText(data).then((text) => ({ url, type: data.type, body: JSON.parse(text) })));
    return beaconAnswer;
  });
  fetches.mockReset();
  fetches.mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetches);
});

afterEach(() => {
  for (const made of senders) made.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const name of ['sendBeacon', 'globalPrivacyControl', 'doNotTrack']) {
    Reflect.deleteProperty(window.navigator, name);
  }
  Reflect.deleteProperty(window, 'doNotTrack');
});

describe('the insights sender', () => {
  it('batches events into one text/plain beacon after the flush interval', async () => {
    const insights = sender();
    insights.report('calculated');
    insights.report('calculated');
    vi.advanceTimersByTime(INSIGHTS_FLUSH_MS - 1);
    expect(beacons).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(await sent()).toEqual([
      { url: URL, type: 'text/plain', body: { events: [{ name: 'calculated' }, { name: 'calculated' }] } },
    ]);
    expect(fetches).not.toHaveBeenCalled();
  });

  it('sends at once when the page is hidden or left, and nothing when nothing happened', async () => {
    const insights = sender();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(0);

    insights.report('read_more');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    insights.report('page_changed');
    window.dispatchEvent(new Event('pagehide'));
    expect((await sent()).map((beacon) => beacon.body.events)).toEqual([
      [{ name: 'read_more' }],
      [{ name: 'page_changed' }],
    ]);
    // The timer of the first batch was cleared with it: no empty or repeated request follows.
    vi.advanceTimersByTime(INSIGHTS_FLUSH_MS * 2);
    expect(beacons).toHaveLength(2);
  });

  it("never sends more than the API's bounds in one request, and drops a flood", async () => {
    expect(EVENTS_PER_REQUEST).toBe(INSIGHTS_EVENTS_PER_BATCH);
    const insights = sender();
    const longest = [...WIDGET_EVENT_NAMES].sort((a, b) => b.length - a.length)[0] ?? '';
    for (let count = 0; count < EVENTS_QUEUED_MAX + 30; count += 1) insights.report(longest);
    vi.advanceTimersByTime(INSIGHTS_FLUSH_MS);
    const bodies = await sent();
    expect(bodies.map((beacon) => beacon.body.events.length)).toEqual([20, 20, 20, 20, 20]);
    for (const beacon of bodies) {
      expect(new TextEncoder().encode(JSON.stringify(beacon.body)).length).toBeLessThan(INSIGHTS_BODY_MAX_BYTES);
    }
  });

  it('falls back to fetch keepalive, as text/plain, without sendBeacon or when its queue is full', async () => {
    beaconAnswer = false;
    const insights = sender();
    insights.report('apply_clicked');
    vi.advanceTimersByTime(INSIGHTS_FLUSH_MS);
    Reflect.deleteProperty(window.navigator, 'sendBeacon');
    insights.report('listing_opened');
    insights.stop();
    expect(fetches).toHaveBeenCalledTimes(2);
    const [first, second] = fetches.mock.calls;
    expect(first?.[0]).toBe(URL);
    expect(first?.[1]).toEqual({
      method: 'POST',
      body: JSON.stringify({ events: [{ name: 'apply_clicked' }] }),
      keepalive: true,
      headers: { 'content-type': 'text/plain' },
    });
    expect(second?.[1].body).toBe(JSON.stringify({ events: [{ name: 'listing_opened' }] }));
  });

  it('swallows every failure: a throwing beacon, a refused fetch, no fetch at all', async () => {
    setNavigator('sendBeacon', () => {
      throw new TypeError('blocked');
    });
    fetches.mockRejectedValue(new TypeError('offline'));
    const insights = sender();
    insights.report('calculated');
    expect(() => vi.advanceTimersByTime(INSIGHTS_FLUSH_MS)).not.toThrow();
    setNavigator('sendBeacon', () => false);
    vi.stubGlobal('fetch', undefined);
    insights.report('calculated');
    expect(() => insights.stop()).not.toThrow();
  });

  it.each([
    ['Global Privacy Control', () => setNavigator('globalPrivacyControl', true)],
    ['Do Not Track (navigator)', () => setNavigator('doNotTrack', '1')],
    ['Do Not Track (window)', () => Object.defineProperty(window, 'doNotTrack', { value: '1', configurable: true })],
  ])('sends nothing with %s on', async (_, optOut) => {
    optOut();
    const insights = sender();
    insights.report('calculated');
    vi.advanceTimersByTime(INSIGHTS_FLUSH_MS);
    window.dispatchEvent(new Event('pagehide'));
    insights.stop();
    expect(beacons).toHaveLength(0);
    expect(fetches).not.toHaveBeenCalled();
  });

  it('sends with Do Not Track unset or off ("0", "unspecified") and GPC false', async () => {
    setNavigator('globalPrivacyControl', false);
    setNavigator('doNotTrack', '0');
    Object.defineProperty(window, 'doNotTrack', { value: 'unspecified', configurable: true });
    const insights = sender();
    insights.report('calculated');
    insights.stop();
    expect(await sent()).toHaveLength(1);
  });

  it('stops listening to the page once stopped', () => {
    const insights = sender();
    insights.stop();
    insights.report('calculated');
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(INSIGHTS_FLUSH_MS);
    expect(beacons).toHaveLength(0);
  });
});
