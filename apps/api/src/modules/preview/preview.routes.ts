import { previewBodySchema, previewResponseSchema } from '@widgetry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noAccount } from '../../plugins/rate-limit';
import { createPreviewService, type PreviewSourceData, type WidgetModuleLoader } from './preview.service';

export interface PreviewRoutesOptions {
  loadModule: WidgetModuleLoader;
  /** The data widgets' source reads; absent, previews render without data. */
  sourceData?: PreviewSourceData;
}

export const previewRoutes: FastifyPluginAsyncZod<PreviewRoutesOptions> = async (app, { loadModule, sourceData }) => {
  const service = createPreviewService({ loadModule, ...(sourceData ? { sourceData } : {}) });

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
