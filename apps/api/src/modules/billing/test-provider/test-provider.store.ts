import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { testBillingObjects } from '../../../db/schema';
import { type TestClock, type TestEvent, testClockSchema, testEventSchema } from './test-objects.schema';

// Every object of the test provider is a row of test_billing_objects: its Stripe-shaped JSON in
// `data`, its Stripe `object` value in `type`. Reads parse with the object's zod schema, so a row
// that is not what the caller expects is an error here, not a wrong value further on.

/** Anything with Stripe's id and object fields, as stored. */
// A type (not an interface) so it counts as a JSON record for the jsonb column.
export type StoredObject = {
  id: string;
  object: string;
};

export type ObjectFilter = { field: string; values: readonly string[] };

/** The Db or a transaction on it: both share the query builder. */
type Queryable = Pick<Db, 'select' | 'insert' | 'update'>;

const clockRow = (): TestClock => ({ id: 'clock', object: 'clock', offset_ms: 0 });

export function createTestObjectStore(db: Queryable) {
  const t = testBillingObjects;
  const field = (name: string) => sql<string>`${t.data}->>${name}`;

  return {
    /** The object of that type and id, or null when there is none. */
    async get<T>(type: string, schema: z.ZodType<T>, id: string): Promise<T | null> {
      const [row] = await db
        .select({ data: t.data })
        .from(t)
        .where(and(eq(t.id, id), eq(t.type, type)))
        .limit(1);
      return row === undefined ? null : schema.parse(row.data);
    },

    /** Inserts or replaces; `createdAt` orders events (they are delivered in that order). */
    async put<T extends StoredObject>(value: T, createdAt?: Date): Promise<void> {
      await db
        .insert(t)
        .values({ id: value.id, type: value.object, data: value, ...(createdAt ? { createdAt } : {}) })
        .onConflictDoUpdate({ target: t.id, set: { data: value, type: value.object } });
    },

    /** Objects of a type, oldest first (or newest first), optionally where a top-level field is one of `values`. */
    async list<T>(
      type: string,
      schema: z.ZodType<T>,
      filter?: ObjectFilter,
      order: 'asc' | 'desc' = 'asc',
    ): Promise<T[]> {
      const rows = await db
        .select({ data: t.data })
        .from(t)
        .where(and(eq(t.type, type), filter ? inArray(field(filter.field), [...filter.values]) : undefined))
        .orderBy(order === 'asc' ? asc(t.createdAt) : desc(t.createdAt), asc(t.id));
      return rows.map((row) => schema.parse(row.data));
    },

    /** Events some endpoint has not acknowledged yet, in the order they happened. */
    async pendingEvents(): Promise<TestEvent[]> {
      const rows = await db
        .select({ data: t.data })
        .from(t)
        .where(and(eq(t.type, 'event'), ne(field('pending_webhooks'), '0')))
        .orderBy(asc(t.createdAt), asc(t.id));
      return rows.map((row) => testEventSchema.parse(row.data));
    },

    /** The clock as it is, without waiting for a writer (reads outside a transaction). */
    async readClock(): Promise<TestClock> {
      return (await this.get('clock', testClockSchema, 'clock')) ?? clockRow();
    },

    /**
     * Locks the clock row for the rest of the transaction: every change of the provider's state
     * takes this lock first, so changes are one at a time even across API processes.
     */
    async lockClock(): Promise<TestClock> {
      await db.insert(t).values({ id: 'clock', type: 'clock', data: clockRow() }).onConflictDoNothing({ target: t.id });
      const [row] = await db.select({ data: t.data }).from(t).where(eq(t.id, 'clock')).for('update');
      return row === undefined ? clockRow() : testClockSchema.parse(row.data);
    },
  };
}

export type TestObjectStore = ReturnType<typeof createTestObjectStore>;
