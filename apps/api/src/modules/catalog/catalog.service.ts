import { WIDGET_TYPE_NAMES, type WidgetType } from '@widgetry/contracts';
import type { WidgetTypeRow } from '../../db/schema';
import type { CatalogRepository } from './catalog.repository';

export function centsToDollars(cents: number): number {
  return cents / 100;
}

export function toWidgetType(row: WidgetTypeRow): WidgetType {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    desc: row.desc,
    category: row.category,
    price: centsToDollars(row.priceCents),
    bannerImage: row.bannerImage,
    iconImage: row.iconImage,
    scripts: { main: row.scripts.main, lib: row.scripts.lib },
    stripePriceId: row.stripePriceId,
    stripeProductId: row.stripeProductId,
  };
}

export function createCatalogService({ catalog }: { catalog: Pick<CatalogRepository, 'listWidgetTypes'> }) {
  // The repository hands out the same rows while its cache holds them: sort and map them once.
  let lastRows: readonly WidgetTypeRow[] | null = null;
  let lastTypes: WidgetType[] = [];
  return {
    /** Every widget type, in the product's own order of WIDGET_TYPE_NAMES (the types are shared: do not change them). */
    async listWidgetTypes(): Promise<WidgetType[]> {
      const rows = await catalog.listWidgetTypes();
      if (rows !== lastRows) {
        const position = (row: WidgetTypeRow) => WIDGET_TYPE_NAMES.indexOf(row.name);
        // Frozen: the login check's serializer reuses its JSON of these very objects.
        lastTypes = [...rows]
          .sort((a, b) => position(a) - position(b))
          .map((row) => {
            const type = toWidgetType(row);
            Object.freeze(type.scripts);
            return Object.freeze(type);
          });
        lastRows = rows;
      }
      return [...lastTypes];
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
