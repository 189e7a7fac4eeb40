import {
  ADMIN_TOOLS_MESSAGES,
  availableWidgetResponseSchema,
  availableWidgetsResponseSchema,
  deleteProductResponseSchema,
  idParamsSchema,
  type ProductBody,
  productBodySchema,
  WIDGET_API_MESSAGES,
} from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WidgetTypeRow } from '../../db/schema';
import { conflict, fieldErrors, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { createCatalogService, toWidgetType } from './catalog.service';

// The admin's products: list, create, edit, delete (spec 003 §2 Products, §7). A new price reaches
// the payment provider at once, so the catalogue never offers a price id that sells another amount.

export interface AdminProductsRoutesOptions {
  /** Creates or updates the type's product and price at the provider and stores their ids. */
  syncPrice(type: WidgetTypeRow): Promise<unknown>;
}

export const adminProductsRoutes: FastifyPluginAsyncZod<AdminProductsRoutesOptions> = async (app, { syncPrice }) => {
  const catalog = app.catalogRepository;
  const service = createCatalogService({ catalog });
  app.addHook('onRequest', app.authenticateAdmin);

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

  // POST /devadmin/availableWidget – add a product for a registry type not in the catalogue yet
  app.post(
    '/devadmin/availableWidget',
    { schema: { body: productBodySchema, response: { 200: availableWidgetResponseSchema } } },
    async (request) => {
      // The id is the server's to choose; the form's (if any) is ignored.
      const { id: _ignored, ...product } = request.body;
      // The name is a registry type (the schema checks it): its runtime and editor exist already.
      const created = await catalog.insertWidgetType({ name: product.name, ...productValues(product) });
      if (!created) throw conflict(ADMIN_TOOLS_MESSAGES.productExists);
      if (created.priceCents > 0) await syncPrice(created);
      return { availableWidget: toWidgetType((await catalog.findWidgetType(created.id)) ?? created) };
    },
  );

  // DELETE /devadmin/availableWidget/:id – remove a product nobody has a widget of
  app.delete(
    '/devadmin/availableWidget/:id',
    { schema: { params: idParamsSchema, response: { 200: deleteProductResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const existing = isUuid(id) ? await catalog.findWidgetType(id) : undefined;
      if (!existing) throw notFound(WIDGET_API_MESSAGES.widgetTypeUnknown);
      // Widgets keep their type (the foreign key restricts), and a paid one its subscription:
      // deleting the product from under them would break their editor, embed and billing.
      if ((await catalog.countWidgetsOfType(id)) > 0) throw conflict(ADMIN_TOOLS_MESSAGES.productInUse);
      let deleted: boolean;
      try {
        deleted = await catalog.deleteWidgetType(id);
      } catch (error) {
        // A widget created since the count: the foreign key refuses, and the answer says why.
        if ((await catalog.countWidgetsOfType(id)) > 0) throw conflict(ADMIN_TOOLS_MESSAGES.productInUse);
        throw error;
      }
      if (!deleted) throw notFound(WIDGET_API_MESSAGES.widgetTypeUnknown);
      return { id };
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
