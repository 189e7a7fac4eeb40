import { API_MESSAGES } from '@widgetry/contracts';
import { expect } from 'vitest';

export const HOUR_MS = 60 * 60 * 1000;

/** A 429 with the product's message and a Retry-After within the hour-long test windows. */
export function expectRateLimited(response: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: API_MESSAGES.rateLimited });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(HOUR_MS / 1000);
}
