import { z } from 'zod';
import { WIDGET_MESSAGES } from '../constants/messages';
import { subscriptionStatusSchema, widgetSchema } from '../entities/widget.schema';
import { widgetSiteSchema } from '../entities/widget-site.schema';
import { allowedSitesSchema } from '../entities/widget-sites.rule';
import { widgetScriptsSchema, widgetTypeNameSchema } from '../entities/widget-type.schema';
import { widgetHtmlDataSchema } from '../html-data/index';
import { idSchema } from '../rules/id.rule';
import { clientString } from '../rules/text.rule';
import { WIDGET_TYPE_NAMES } from '../widget-types/type-names';

export const TITLE_MAX_LENGTH = 200;

export const widgetTitleSchema = clientString({ error: WIDGET_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: WIDGET_MESSAGES.titleRequired })
  .max(TITLE_MAX_LENGTH);

/** What a customer may set on a widget; status, expiry and owner are the server's. */
export const widgetInputSchema = z.object({
  title: widgetTitleSchema,
  /** The widget type's id. */
  widgetType: idSchema,
  /** Checked against the type's own contract (parseHtmlData) once the type is known: once. */
  htmlData: widgetHtmlDataSchema.prefault({}),
  /** Absent on an update: unchanged (the editor's save does not send it). New widgets: []. */
  allowedSites: allowedSitesSchema.optional(),
  /** Absent on an update: unchanged. New widgets: false. */
  paused: z.boolean().optional(),
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

/** Sites per page of GET /widget/{id}/sites: the default, and the most a client may ask for. */
export const SITES_PAGE_SIZE = 20;
export const SITES_PAGE_MAX = 100;

/** GET /widget/{id}/sites?page=&limit= – page is 1-based; the newest seen come first. */
export const widgetSitesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(SITES_PAGE_MAX).default(SITES_PAGE_SIZE),
});
export type WidgetSitesQuery = z.infer<typeof widgetSitesQuerySchema>;

/** One page of a widget's installations, and how many there are in all. */
export const widgetSitesResponseSchema = z.object({
  sites: z.array(widgetSiteSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type WidgetSitesResponse = z.infer<typeof widgetSitesResponseSchema>;

/** DELETE /widget/{widgetId}/site/{siteId} – the widget's remaining installations. */
export const sitesResponseSchema = z.object({ sites: z.array(widgetSiteSchema) });
export type SitesResponse = z.infer<typeof sitesResponseSchema>;

/** PUT /widget/{id}/paused – pause or resume a widget everywhere; answers the widget (WidgetResponse). */
export const widgetPausedBodySchema = z.object({ paused: z.boolean() });
export type WidgetPausedBody = z.infer<typeof widgetPausedBodySchema>;

/** GET /widget/{id}/installation?site=example.com – has the widget been seen on that site? */
export const widgetInstallationQuerySchema = z.object({
  /** A domain or address as the customer types it ('example.com', 'https://www.example.com/'). */
  site: z.string().max(2048),
});
export type WidgetInstallationQuery = z.infer<typeof widgetInstallationQuerySchema>;

/**
 * Seen when an embed request came from the site itself or its www. twin (recorded domains are
 * host names; a customer types either). lastSeen (ISO) is the latest of them; domain is the
 * recorded domain that matched. An address that names no public site is a 400.
 */
export const widgetInstallationResponseSchema = z.object({
  site: z.string(),
  seen: z.boolean(),
  lastSeen: z.string().nullable(),
  domain: z.string().nullable(),
});
export type WidgetInstallationResponse = z.infer<typeof widgetInstallationResponseSchema>;

/** The widget as the editor sends it for a preview (spec 001 §7, 002 §7). */
export const previewWidgetSchema = z.object({
  id: idSchema.optional(),
  title: clientString().max(TITLE_MAX_LENGTH).default(''),
  widgetType: z.object(
    {
      id: idSchema.optional(),
      name: z.literal(WIDGET_TYPE_NAMES, { error: WIDGET_MESSAGES.previewValidation }),
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
  data: z.object({
    serveData: z.string(),
    /** The data widgets' normalised source data the markup was rendered from (ReviewsData for reviews). */
    sourceData: z.unknown().optional(),
  }),
  error: z.string().optional(),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

/**
 * The `code` of a save refused for a reason the editor acts on (spec 000 §4 save sequence): an
 * unverified email opens the verify-email popup, a paid type the purchase popup.
 */
export const WIDGET_ERROR_CODES = {
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  paymentRequired: 'PAYMENT_REQUIRED',
  /** A new widget (POST /widget/, or a new paid widget's checkout) past the account's widget limit. */
  widgetLimitReached: 'WIDGET_LIMIT_REACHED',
} as const;
export type WidgetErrorCode = (typeof WIDGET_ERROR_CODES)[keyof typeof WIDGET_ERROR_CODES];

/**
 * GET /embed/{id} – public: what embed.js needs to mount a widget (DESIGN "Data flow" 4).
 * htmlData holds only the widget's own type: `{ [type]: settings }`.
 */
export const embedResponseSchema = z.object({
  type: widgetTypeNameSchema,
  htmlData: widgetHtmlDataSchema,
  /** Normalised source data for data widgets (reviews, listings); null for the calculators. */
  data: z.unknown(),
  /** The type's shared library (scripts.lib), loaded from /scripts/lib/{lib}.js first; absent: none. */
  lib: z.string().optional(),
});
export type EmbedResponse = z.infer<typeof embedResponseSchema>;

/** GET /embed/{id} answers 403 with one of these errors: the widget is not shown on that page. */
export const EMBED_ERRORS = { siteNotAllowed: 'site not allowed', paused: 'paused' } as const;
export const embedForbiddenResponseSchema = z.object({
  error: z.enum([EMBED_ERRORS.siteNotAllowed, EMBED_ERRORS.paused]),
});
export type EmbedForbiddenResponse = z.infer<typeof embedForbiddenResponseSchema>;

/** GET /embed/{id}: any string, because an id that names no widget is a 404 there, never a 400. */
export const embedParamsSchema = z.object({ id: z.string() });

/**
 * GET /embed/{id}?group= – the snippet's data-group (DESIGN "Data flow" 4). A listing widget with a
 * group serves that group's listings when asked for it, and all of the company's listings to the
 * "Display All Listings" snippet, which sends none. Other values are ignored, never looked up.
 */
export const embedQuerySchema = z.object({ group: z.string().max(200).optional() });
export type EmbedQuery = z.infer<typeof embedQuerySchema>;
