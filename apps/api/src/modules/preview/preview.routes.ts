import { previewBodySchema, previewResponseSchema } from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noAccount } from '../../plugins/rate-limit';
import { createPreviewService, type WidgetModuleLoader } from './preview.service';

export const previewRoutes: FastifyPluginAsyncZod<{ loadModule: WidgetModuleLoader }> = async (app, { loadModule }) => {
  const service = createPreviewService({ loadModule });

  // POST /widget/preview/ – server-rendered preview markup; public, as the editor is (spec 000 §2)
  app.post(
    '/widget/preview/',
    {
      onRequest: app.limitAttempts('preview', noAccount),
      schema: { body: previewBodySchema, response: { 200: previewResponseSchema } },
    },
    async (request) => service.preview(request.body.widget),
  );
};
