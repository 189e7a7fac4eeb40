import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites, widgets, widgetTypes } from '../../db/schema';

/** What recording a visit did: refreshed a known site, added a new one, or added nothing. */
export type SiteWriteOutcome = 'updated' | 'added' | 'refused';

export interface SiteWriteRules {
  /** False when the widget may gain no new site now: only a known site is refreshed. */
  mayAdd: boolean;
  /** Sites kept per widget; adding one beyond it forgets the one unseen the longest. */
  maxSites: number;
}

export function createEmbedRepository(db: Db) {
  return {
    /** Only the columns the embed answer and its serving rule need; one query by primary key. */
    async findEmbed(id: string) {
      const [row] = await db
        .select({
          widget: {
            id: widgets.id,
            htmlData: widgets.htmlData,
            subStatus: widgets.subStatus,
            expires: widgets.expires,
            subscriptionId: widgets.subscriptionId,
          },
          type: { name: widgetTypes.name, priceCents: widgetTypes.priceCents },
        })
        .from(widgets)
        .innerJoin(widgetTypes, eq(widgets.widgetTypeId, widgetTypes.id))
        .where(eq(widgets.id, id))
        .limit(1);
      return row;
    },

    /** Records that the widget was seen on the domain at `seenAt` (one row per widget and domain). */
    async touchSite(widgetId: string, domain: string, seenAt: Date, rules: SiteWriteRules): Promise<SiteWriteOutcome> {
      const refresh = () =>
        db
          .update(sites)
          .set({ lastSeen: seenAt })
          .where(and(eq(sites.widgetId, widgetId), eq(sites.domain, domain)))
          .returning({ id: sites.id });
      if ((await refresh()).length > 0) return 'updated';
      if (!rules.mayAdd) return 'refused';
      const added = await db
        .insert(sites)
        .values({ widgetId, domain, lastSeen: seenAt })
        .onConflictDoNothing({ target: [sites.widgetId, sites.domain] })
        .returning({ id: sites.id });
      // Another process added it in between: it is known now.
      if (added.length === 0) return (await refresh()).length > 0 ? 'updated' : 'refused';
      await db
        .delete(sites)
        .where(
          and(
            eq(sites.widgetId, widgetId),
            inArray(
              sites.id,
              db
                .select({ id: sites.id })
                .from(sites)
                .where(eq(sites.widgetId, widgetId))
                .orderBy(desc(sites.lastSeen), desc(sites.id))
                .offset(rules.maxSites),
            ),
          ),
        );
      return 'added';
    },
  };
}
export type EmbedRepository = ReturnType<typeof createEmbedRepository>;
