import type { WidgetTypeName } from '@widgetry/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type Source,
  type SourceAlertRow,
  type SourceCacheRow,
  sourceAlerts,
  sourceCache,
  users,
  type WidgetRow,
  type WidgetTypeRow,
  widgets,
  widgetTypes,
} from '../../../db/schema';

// The owner mails' reads and claims (source_alerts). A claim is one conditional write that answers
// whether this run may send the mail, so two runs at once (two processes) never send it twice.

/** A saved, unpaused widget of a data type, with its owner and what decides whether it is served. */
export interface AlertWidgetRow
  extends Pick<WidgetRow, 'id' | 'title' | 'userId' | 'htmlData' | 'subStatus' | 'expires' | 'subscriptionId'> {
  type: WidgetTypeName;
  priceCents: WidgetTypeRow['priceCents'];
  email: string;
  displayName: string;
}

/** An owner told the source fails, of a source whose last read was good again. */
export interface RecoveredAlert {
  source: SourceCacheRow;
  userId: string;
}

export function createSourceAlertsRepository(db: Db) {
  const a = sourceAlerts;
  const t = sourceCache;
  /** The owner's last mail about the source was at `cutoff` or before (a day ago or more). */
  const quietSince = (cutoff: Date): SQL => lte(a.lastMailedAt, cutoff);

  return {
    /** Sources failing since `cutoff` or before (a failing run has failingSince set, a good read clears it). */
    async failingSince(cutoff: Date): Promise<SourceCacheRow[]> {
      return db.select().from(t).where(lte(t.failingSince, cutoff)).orderBy(asc(t.failingSince), asc(t.id));
    },

    /** Owners told that a source fails whose last read was good again. */
    async recovered(): Promise<RecoveredAlert[]> {
      const rows = await db
        .select({ source: t, userId: a.userId })
        .from(a)
        .innerJoin(t, eq(a.sourceCacheId, t.id))
        .where(and(isNotNull(a.failureToldAt), isNull(t.failingSince), inArray(t.outcome, ['ok', 'empty'])))
        .orderBy(asc(t.id), asc(a.userId));
      return rows;
    },

    /** The unpaused widgets of these types (a type is named for its source), with their owners. */
    async widgetsOfTypes(types: readonly Source[]): Promise<AlertWidgetRow[]> {
      if (types.length === 0) return [];
      return db
        .select({
          id: widgets.id,
          title: widgets.title,
          userId: widgets.userId,
          htmlData: widgets.htmlData,
          subStatus: widgets.subStatus,
          expires: widgets.expires,
          subscriptionId: widgets.subscriptionId,
          type: widgetTypes.name,
          priceCents: widgetTypes.priceCents,
          email: users.email,
          displayName: users.displayName,
        })
        .from(widgets)
        .innerJoin(widgetTypes, eq(widgets.widgetTypeId, widgetTypes.id))
        .innerJoin(users, eq(widgets.userId, users.id))
        .where(and(inArray(widgetTypes.name, [...types]), eq(widgets.paused, false)))
        .orderBy(asc(widgets.createdAt), asc(widgets.id));
    },

    /**
     * Takes the failure mail for this owner and source: only when the owner was not told it fails
     * yet and had no mail about it since `cutoff`. Answers whether taken.
     */
    async claimFailure(sourceCacheId: string, userId: string, now: Date, cutoff: Date): Promise<boolean> {
      const taken = await db
        .insert(a)
        .values({ sourceCacheId, userId, failureToldAt: now, lastMailedAt: now })
        .onConflictDoUpdate({
          target: [a.sourceCacheId, a.userId],
          set: { failureToldAt: now, lastMailedAt: now },
          setWhere: and(isNull(a.failureToldAt), quietSince(cutoff)),
        })
        .returning({ userId: a.userId });
      return taken.length > 0;
    },

    /** Takes the recovery mail: only for an owner told it fails, with no mail about it since `cutoff`. */
    async claimRecovery(sourceCacheId: string, userId: string, now: Date, cutoff: Date): Promise<boolean> {
      const taken = await db
        .update(a)
        .set({ failureToldAt: null, lastMailedAt: now })
        .where(
          and(eq(a.sourceCacheId, sourceCacheId), eq(a.userId, userId), isNotNull(a.failureToldAt), quietSince(cutoff)),
        )
        .returning({ userId: a.userId });
      return taken.length > 0;
    },

    /** Forgets that the owner was told it fails, without a mail (no widget of theirs reads it any more). */
    async forgetFailure(sourceCacheId: string, userId: string): Promise<void> {
      await db
        .update(a)
        .set({ failureToldAt: null })
        .where(and(eq(a.sourceCacheId, sourceCacheId), eq(a.userId, userId)));
    },

    /** The rows as stored (tests look at them). */
    async list(): Promise<SourceAlertRow[]> {
      return db.select().from(a).orderBy(asc(a.sourceCacheId), asc(a.userId));
    },
  };
}
export type SourceAlertsRepository = ReturnType<typeof createSourceAlertsRepository>;
