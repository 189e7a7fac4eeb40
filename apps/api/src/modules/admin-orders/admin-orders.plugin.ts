import fp from 'fastify-plugin';
import { type AdminOrdersRepository, createAdminOrdersRepository } from './admin-orders.repository';
import {
  createManualOrderService,
  type ManualOrderService,
  type ManualOrderServiceDeps,
} from './manual-orders.service';

declare module 'fastify' {
  interface FastifyInstance {
    adminOrdersRepository: AdminOrdersRepository;
  }
}

/** The one AdminOrdersRepository of the app, on app.adminOrdersRepository; routes and services take it from there. */
export const adminOrdersRepositoryPlugin = fp(
  async (app) => {
    app.decorate('adminOrdersRepository', createAdminOrdersRepository(app.db));
  },
  { name: 'admin-orders-repository', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin's manual orders: the console's order routes and an admin's POST/PUT /widget share it. */
    manualOrders: ManualOrderService;
  }
}

export type ManualOrdersPluginOptions = Pick<ManualOrderServiceDeps, 'embedCache' | 'endSubscription' | 'now'>;

export const manualOrdersPlugin = fp<ManualOrdersPluginOptions>(
  async (app, { embedCache, endSubscription, now }) => {
    app.decorate(
      'manualOrders',
      createManualOrderService({
        widgets: app.widgetsRepository,
        orders: app.adminOrdersRepository,
        audit: app.auditRepository,
        embedCache,
        endSubscription,
        now,
      }),
    );
  },
  { name: 'manual-orders', dependencies: ['widgets-repository', 'admin-orders-repository', 'audit-repository'] },
);
