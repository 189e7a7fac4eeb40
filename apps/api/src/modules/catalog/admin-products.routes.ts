import {
  availableWidgetResponseSchema,
  availableWidgetsResponseSchema,
  type ProductBody,
  productBodySchema,
  WIDGET_API_MESSAGES,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WidgetTypeRow } from '../../db/schema';
import { fieldErrors, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { createCatalogRepository } from './catalog.repository';
import { createCatalogService, toWidgetType } from './catalog.service';

// The admin's product list and product edit (spec 003 §2 Products, §7). A new price reaches the
// payment provider at once, so the catalogue never offers a price id that sells another amount.

export interface AdminProductsRoutesOptions {
  /** Creates or updates the type's product and price at the provider and stores their ids. */
  syncPrice(type: WidgetTypeRow): Promise<unknown>;
}

export const adminProductsRoutes: FastifyPluginAsyncZod<AdminProductsRoutesOptions> = async (app, { syncPrice }) => {
  const catalog = createCatalogRepository(app.db);
  const service = createCatalogService({ catalog });
  app.addHook('preHandler', app.authenticateAdmin);

  // GET /devadmin/availableWidget – every product
  app.get('/devadmin/availableWidget', { schema: { response: { 200: availableWidgetsResponseSchema } } }, async () => ({
    availableWidgets: await service.listWidgetTypes(),
  }));

  // PUT /devadmin/availableWidget – edit a product (the form sends its id in the body)
  app.put(
    '/devadmin/availableWidget',
    { schema: { body: productBodySchema, response: { 200: availableWidgetResponseSchema } } },
    async (request) => {
      const { id, ...product } = request.body;
      const existing = id && isUuid(id) ? await catalog.findWidgetType(id) : undefined;
      if (!existing) throw notFound(WIDGET_API_MESSAGES.widgetTypeUnknown);
      if (product.name !== existing.name) throw fieldErrors({ name: WIDGET_API_MESSAGES.widgetTypeFixed });
      const updated = await catalog.updateWidgetType(existing.id, productValues(product));
      if (!updated) throw notFound(WIDGET_API_MESSAGES.widgetTypeUnknown);
      if (updated.priceCents > 0 && updated.priceCents !== existing.priceCents) await syncPrice(updated);
      return { availableWidget: toWidgetType((await catalog.findWidgetType(updated.id)) ?? updated) };
    },
  );
};

/** The form's dollars as whole cents, like every stored amount. */
function productValues(product: Omit<ProductBody, 'id'>) {
  return {
    displayName: product.displayName,
    desc: product.desc,
    category: product.category,
    priceCents: Math.round(product.price * 100),
    bannerImage: product.bannerImage,
    iconImage: product.iconImage,
    scripts: product.scripts,
    stripePriceId: product.stripePriceId,
    stripeProductId: product.stripeProductId,
  };
}
