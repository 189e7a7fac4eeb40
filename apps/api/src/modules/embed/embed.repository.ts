import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites, widgets, widgetTypes } from '../../db/schema';

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
    async touchSite(widgetId: string, domain: string, seenAt: Date): Promise<void> {
      await db
        .insert(sites)
        .values({ widgetId, domain, lastSeen: seenAt })
        .onConflictDoUpdate({ target: [sites.widgetId, sites.domain], set: { lastSeen: seenAt } });
    },
  };
}
export type EmbedRepository = ReturnType<typeof createEmbedRepository>;
