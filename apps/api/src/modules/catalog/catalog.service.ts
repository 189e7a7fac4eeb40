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
  return {
    /** Every widget type, in the product's own order of WIDGET_TYPE_NAMES. */
    async listWidgetTypes(): Promise<WidgetType[]> {
      const rows = await catalog.listWidgetTypes();
      const position = (row: WidgetTypeRow) => WIDGET_TYPE_NAMES.indexOf(row.name);
      return rows.sort((a, b) => position(a) - position(b)).map(toWidgetType);
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
