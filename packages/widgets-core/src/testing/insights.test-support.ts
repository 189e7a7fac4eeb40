// Test-only: stands in for navigator.sendBeacon and reads back what the insights sender sent.
import { vi } from 'vitest';

export interface SentBeacon {
  url: string;
  /** The Blob's type: text/plain, which needs no CORS preflight. */
  type: string;
  events: string[];
}

/** A Blob's text (jsdom's Blob has no text(); its FileReader needs real microtasks, so fake only timeouts). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * Replaces `navigator.sendBeacon` in `win` until `restore()`; `sent()` answers every beacon so far
 * with its event names. Use with `vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })`.
 */
export function captureBeacons(win: Window = window): { sent(): Promise<SentBeacon[]>; restore(): void } {
  const beacons: Promise<SentBeacon>[] = [];
  const beacon = vi.fn((url: string, data?: BodyInit | null) => {
    if (!(data instanceof Blob)) throw new TypeError('the sender sends a Blob');
    beacons.push(
      blobText(data).then((text) => {
        const body: { events: { name: string }[] } = JSON.parse(text);
        return { url, type: data.type, events: body.events.map((event) => event.name) };
      }),
    );
    return true;
  });
  Object.defineProperty(win.navigator, 'sendBeacon', { value: beacon, configurable: true });
  return {
    sent: () => Promise.all(beacons),
    restore: () => Reflect.deleteProperty(win.navigator, 'sendBeacon'),
  };
}
