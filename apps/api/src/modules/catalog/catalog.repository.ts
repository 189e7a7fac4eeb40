import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewWidgetTypeRow, type WidgetTypeRow, widgetTypes } from '../../db/schema';

export function createCatalogRepository(db: Db) {
  return {
    async listWidgetTypes(): Promise<WidgetTypeRow[]> {
      return db.select().from(widgetTypes);
    },

    async findWidgetType(id: string): Promise<WidgetTypeRow | undefined> {
      const [row] = await db.select().from(widgetTypes).where(eq(widgetTypes.id, id)).limit(1);
      return row;
    },

    /** An admin's edit of a product; the name (the registry type) never changes here. */
    async updateWidgetType(
      id: string,
      values: Omit<NewWidgetTypeRow, 'id' | 'name' | 'createdAt'>,
    ): Promise<WidgetTypeRow | undefined> {
      const [row] = await db.update(widgetTypes).set(values).where(eq(widgetTypes.id, id)).returning();
      return row;
    },

    /** Adds the types whose name is not there yet; existing rows (maybe edited by an admin) are kept. */
    async insertMissingWidgetTypes(rows: NewWidgetTypeRow[]): Promise<WidgetTypeRow[]> {
      if (rows.length === 0) return [];
      return db.insert(widgetTypes).values(rows).onConflictDoNothing({ target: widgetTypes.name }).returning();
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
