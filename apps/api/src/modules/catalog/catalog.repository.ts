import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewWidgetTypeRow, type WidgetTypeRow, widgets, widgetTypes } from '../../db/schema';

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

    /** A new product; undefined when its name is already in the catalogue (a concurrent create). */
    async insertWidgetType(values: Omit<NewWidgetTypeRow, 'id' | 'createdAt'>): Promise<WidgetTypeRow | undefined> {
      const [row] = await db
        .insert(widgetTypes)
        .values(values)
        .onConflictDoNothing({ target: widgetTypes.name })
        .returning();
      return row;
    },

    async countWidgetsOfType(id: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(widgets).where(eq(widgets.widgetTypeId, id));
      return row?.n ?? 0;
    },

    /** Answers whether a row was deleted. */
    async deleteWidgetType(id: string): Promise<boolean> {
      const deleted = await db.delete(widgetTypes).where(eq(widgetTypes.id, id)).returning({ id: widgetTypes.id });
      return deleted.length > 0;
    },

    /** Adds the types whose name is not there yet; existing rows (maybe edited by an admin) are kept. */
    async insertMissingWidgetTypes(rows: NewWidgetTypeRow[]): Promise<WidgetTypeRow[]> {
      if (rows.length === 0) return [];
      return db.insert(widgetTypes).values(rows).onConflictDoNothing({ target: widgetTypes.name }).returning();
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
