import { WIDGET_TYPE_NAMES, type WidgetTypeName } from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { type NewWidgetRow, users, widgets, widgetTypes } from '../db/schema';
import { seed } from '../db/seed';
import { bearer, signUp } from './accounts';

/** Seeds the catalogue and answers each type's id by name. */
export async function seedWidgetTypes(db: Db): Promise<Record<WidgetTypeName, string>> {
  await seed(db, { adminEmail: undefined, adminPassword: undefined });
  const rows = await db.select({ id: widgetTypes.id, name: widgetTypes.name }).from(widgetTypes);
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  // Every type of the catalogue by name ('' for one the seed lacks), so no list of types is kept here.
  return Object.fromEntries(WIDGET_TYPE_NAMES.map((name) => [name, ids.get(name) ?? ''])) as Record<
    WidgetTypeName,
    string
  >;
}

export interface TestAccount {
  id: string;
  token: string;
  headers: { authorization: string };
}

/** Signs up through the API, then marks the email verified (or not) and sets the role directly. */
export async function account(
  app: App,
  db: Db,
  email: string,
  options: { verified?: boolean; role?: 'admin' | 'customer' } = {},
): Promise<TestAccount> {
  const session = await signUp(app, email);
  await db
    .update(users)
    .set({ emailVerified: options.verified ?? true, userRole: options.role ?? 'customer' })
    .where(eq(users.id, session.id));
  // Written around the app: it must have heard of the change before it answers again.
  await app.changes.caughtUp();
  return { id: session.id, token: session.token, headers: bearer(session.token) };
}

/** A widget row written directly, for states the API cannot create yet (paid types, subscriptions). */
export async function insertWidget(db: Db, values: Omit<NewWidgetRow, 'title'> & { title?: string }) {
  const [row] = await db
    .insert(widgets)
    .values({ title: 'Inserted widget', ...values })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
