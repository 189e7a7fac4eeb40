import type { AuthResponse } from '@widgetry/contracts';
import { authResponseSchema } from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { type NewUserRow, users } from '../db/schema';

/** Passes every spec 000 §5 rule. */
export const STRONG_PASSWORD = 'Str0ng!Passw0rd';
export const OTHER_STRONG_PASSWORD = 'N3w&Better!pass';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function signUpRequest(app: App, body: Record<string, unknown>, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/user', payload: body, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** Signs up through the API and returns the session; fails the test on anything but 200. */
export async function signUp(
  app: App,
  email: string,
  options: { displayName?: string; password?: string } = {},
): Promise<AuthResponse> {
  const response = await signUpRequest(app, {
    email,
    password: options.password ?? STRONG_PASSWORD,
    displayName: options.displayName ?? 'Sam Signup',
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return authResponseSchema.parse(response.json());
}

export function loginRequest(app: App, email: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function profileRequest(app: App, token: string) {
  return app.inject({ method: 'GET', url: '/user/profile', headers: bearer(token) });
}

/** A writable stream collecting the app's JSON log lines, for asserting what was logged. */
export function logCollector() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    messages: () => lines.map((line) => String(JSON.parse(line).msg)),
    /** The entries logged with this message, parsed (to check what else each one carries). */
    withMessage: (msg: string): Record<string, unknown>[] =>
      lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === msg),
    lines,
  };
}

/**
 * Changes a user's row around the app, as another API process or an operator would, and waits
 * until the app has heard the users table's trigger announce it (modules/users/user-cache.ts).
 */
export async function changeUserRow(app: App, db: Db, id: string, changes: Partial<NewUserRow>): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
  await app.changes.caughtUp();
}
