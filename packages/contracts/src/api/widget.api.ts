import { z } from 'zod';
import { WIDGET_TYPE_NAMES } from '../constants/lists';
import { WIDGET_MESSAGES } from '../constants/messages';
import { siteSchema } from '../entities/site.schema';
import { subscriptionStatusSchema, widgetSchema } from '../entities/widget.schema';
import { widgetScriptsSchema } from '../entities/widget-type.schema';
import { widgetHtmlDataSchema } from '../html-data/index';
import { idSchema } from '../rules/id.rule';

export const TITLE_MAX_LENGTH = 200;

export const widgetTitleSchema = z
  .string({ error: WIDGET_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: WIDGET_MESSAGES.titleRequired })
  .max(TITLE_MAX_LENGTH);

/** What a customer may set on a widget; status, expiry and owner are the server's. */
export const widgetInputSchema = z.object({
  title: widgetTitleSchema,
  /** The widget type's id. */
  widgetType: idSchema,
  /** Validated again against the type's own schema (parseHtmlData) once the type is known. */
  htmlData: widgetHtmlDataSchema.prefault({}),
});
export type WidgetInput = z.infer<typeof widgetInputSchema>;

/** POST /widget/ and PUT /widget/{id} */
export const widgetBodySchema = z.object({ widget: widgetInputSchema });
export type WidgetBody = z.infer<typeof widgetBodySchema>;

/** GET /widget/{id}, POST /widget/, PUT /widget/{id}; an error field on load shows 'Data Error!'. */
export const widgetResponseSchema = z.object({
  widget: widgetSchema,
  error: z.string().optional(),
});
export type WidgetResponse = z.infer<typeof widgetResponseSchema>;

/** GET /widget/ – the user's widgets. */
export const widgetListResponseSchema = z.array(widgetSchema);
export type WidgetListResponse = z.infer<typeof widgetListResponseSchema>;

/** GET /widget/status/{id} – refreshed before every save (spec 000 §4). */
export const widgetStatusResponseSchema = z.object({
  subStatus: subscriptionStatusSchema.nullable(),
  /** Renewal date, ISO string. */
  expires: z.string().nullable(),
  hostedUrl: z.string().nullable(),
});
export type WidgetStatusResponse = z.infer<typeof widgetStatusResponseSchema>;

/** DELETE /widget/{widgetId}/site/{siteId} – the widget's remaining installations. */
export const sitesResponseSchema = z.object({ sites: z.array(siteSchema) });
export type SitesResponse = z.infer<typeof sitesResponseSchema>;

/** The widget as the editor sends it for a preview (spec 001 §7, 002 §7). */
export const previewWidgetSchema = z.object({
  id: idSchema.optional(),
  title: z.string().max(TITLE_MAX_LENGTH).default(''),
  widgetType: z.object(
    {
      id: idSchema.optional(),
      name: z.enum(WIDGET_TYPE_NAMES, { error: WIDGET_MESSAGES.previewValidation }),
      scripts: widgetScriptsSchema.optional(),
    },
    { error: WIDGET_MESSAGES.previewValidation },
  ),
  htmlData: widgetHtmlDataSchema.prefault({}),
  /** The source address, maps key or group changed: fetch the source again. */
  isUrlChanged: z.boolean().default(false),
  /** The tripadvisor page count changed. */
  isReviewCountChanged: z.boolean().default(false),
  /** yelp business id or review count changed. */
  isReloadRequired: z.boolean().default(false),
});
export type PreviewWidget = z.infer<typeof previewWidgetSchema>;

/** POST /widget/preview/ */
export const previewBodySchema = z.object({ widget: previewWidgetSchema });
export type PreviewBody = z.infer<typeof previewBodySchema>;

/** The rendered markup is read at data.data.serveData; a failure comes back in error. */
export const previewResponseSchema = z.object({
  data: z.object({ serveData: z.string() }),
  error: z.string().optional(),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
