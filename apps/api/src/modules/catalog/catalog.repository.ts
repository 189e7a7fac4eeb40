import type { Db } from '../../db/client';
import { type NewWidgetTypeRow, type WidgetTypeRow, widgetTypes } from '../../db/schema';

export function createCatalogRepository(db: Db) {
  return {
    async listWidgetTypes(): Promise<WidgetTypeRow[]> {
      return db.select().from(widgetTypes);
    },

    /** Adds the types whose name is not there yet; existing rows (maybe edited by an admin) are kept. */
    async insertMissingWidgetTypes(rows: NewWidgetTypeRow[]): Promise<WidgetTypeRow[]> {
      if (rows.length === 0) return [];
      return db.insert(widgetTypes).values(rows).onConflictDoNothing({ target: widgetTypes.name }).returning();
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
