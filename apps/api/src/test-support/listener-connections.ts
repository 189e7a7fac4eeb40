import { sql } from 'drizzle-orm';
import { LISTENER_APPLICATION_NAME } from '../db/change-listener';
import type { Db } from '../db/client';

/** How many API processes' change listeners are connected to the database, as Postgres sees them. */
export async function listenerConnections(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
