import {
  ALLOWED_SITES_MESSAGES,
  API_MESSAGES,
  parseSettings,
  publicSiteName,
  type SitesResponse,
  type SuccessResponse,
  WIDGET_API_MESSAGES,
  WIDGET_ERROR_CODES,
  WIDGET_MESSAGES,
  type Widget,
  type WidgetHtmlData,
  type WidgetInput,
  type WidgetInstallationResponse,
  type WidgetResponse,
  type WidgetSite,
  type WidgetSitesQuery,
  type WidgetSitesResponse,
  type WidgetStatusResponse,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { missingSource } from '@widgetry/widget-registry';
import type { SiteRow, UserRow, WidgetRow, WidgetTypeRow } from '../../db/schema';
import { toFieldErrorsAt } from '../../lib/field-errors';
import { fieldErrors, forbidden, notFound, paymentRequired } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { isPaidRow, subscriptionAllowsSave } from './widget-subscription.rule';
import { storedHtmlData, toWidget, toWidgetSite, toWidgetStatus, visitorDays } from './widgets.mapper';
import type { WidgetContent, WidgetsRepository, WidgetWithTypeRow } from './widgets.repository';

/** Field keys are paths into the request body (spec 000 §5 "shown under the matching field"). */
const TYPE_FIELD = 'widget.widgetType';

/**
 * The submitted settings of a type, parsed once by its contract, with its required source present.
 * `at` is where the settings sit in the request body, for the field error keys.
 */
export function checkedHtmlData<T extends WidgetTypeName>(
  type: T,
  htmlData: WidgetHtmlData,
  at: readonly string[] = ['widget'],
): WidgetHtmlData {
  const parsed = parseSettings(type, htmlData[type] ?? {});
  if (!parsed.success) throw fieldErrors(toFieldErrorsAt([...at, 'htmlData', type], parsed.error.issues));
  const missing = missingSource(type, parsed.data);
  if (missing) throw fieldErrors({ [[...at, 'htmlData', type, missing.path].join('.')]: missing.message });
  return { [type]: parsed.data };
}

/** Admins may manage every widget (spec 000 §6); customers only their own. */
function canManage(user: UserRow, widget: WidgetRow): boolean {
  return widget.userId === user.id || user.userRole === 'admin';
}

/** What billing does around a widget's life; app.ts passes the billing module's own functions. */
export interface WidgetBillingHooks {
  /** Finishes a purchase of this widget that the provider completed before its event arrived. */
  settleCheckout(userId: string, widgetId: string): Promise<void>;
  /** Ends the widget's subscription now, before the widget is deleted. */
  endSubscription(widget: WidgetRow): Promise<void>;
}

/** Where a saved widget is also served from; told about every change. */
export interface WidgetChangeListener {
  invalidate(widgetId: string): void;
}

export interface WidgetServiceDeps {
  widgets: Pick<
    WidgetsRepository,
    | 'findType'
    | 'findById'
    | 'listByUser'
    | 'insertWithinLimit'
    | 'widgetRoom'
    | 'update'
    | 'delete'
    | 'listSites'
    | 'countSites'
    | 'pageSites'
    | 'deleteSite'
    | 'setPaused'
    | 'visitorsOf'
    | 'findSites'
  >;
  /** The embed cache: a saved or deleted widget must not be served from memory. */
  embedCache: WidgetChangeListener;
  billing: WidgetBillingHooks;
  now: () => Date;
  /** WIDGETS_PER_USER_MAX: a user's widgets unless an admin gave them their own limit. */
  widgetsPerUserMax: number;
}

/** A new widget past its owner's limit (issue 25 §6): a save, or the checkout that would create it. */
export function widgetLimitReached(limit: number) {
  return forbidden(WIDGET_API_MESSAGES.widgetLimitReached(limit), WIDGET_ERROR_CODES.widgetLimitReached);
}

export function createWidgetService({ widgets, embedCache, billing, now, widgetsPerUserMax }: WidgetServiceDeps) {
  /** The widget if it exists and the user may manage it; another user's widget is a 404 too. */
  async function managedWidget(user: UserRow, id: string): Promise<WidgetWithTypeRow> {
    const row = isUuid(id) ? await widgets.findById(id) : undefined;
    if (!row || !canManage(user, row.widget)) throw notFound(WIDGET_MESSAGES.notFound);
    return row;
  }

  /**
   * As managedWidget, for the reads the checkout's success page makes: a purchase the provider has
   * completed but not yet reported (no widget yet, or one bought again still showing its old
   * status) is finished first.
   */
  async function managedWidgetAfterCheckout(user: UserRow, id: string): Promise<WidgetWithTypeRow> {
    const row = isUuid(id) ? await widgets.findById(id) : undefined;
    if (isUuid(id) && (!row || (isPaidRow(row.type) && row.widget.subStatus !== 'active'))) {
      await billing.settleCheckout(user.id, id);
      return managedWidget(user, id);
    }
    if (!row || !canManage(user, row.widget)) throw notFound(WIDGET_MESSAGES.notFound);
    return row;
  }

  /**
   * The save checks after the body schema, in the order of spec 000 §4: the settings against the
   * type's contract, once (missing fields take their defaults, unknown keys and other types'
   * settings are dropped), the required source, then a verified email. What is stored is
   * `{ [type]: settings }` of the widget's own type only.
   */
  function checkContent(user: UserRow, type: WidgetTypeRow, input: WidgetInput): WidgetContent {
    const htmlData = checkedHtmlData(type.name, input.htmlData);
    if (!user.emailVerified) throw forbidden(API_MESSAGES.emailNotVerified, WIDGET_ERROR_CODES.emailNotVerified);
    // A short line for the dashboard card (spec 000 §2 "the widget text"): what kind of widget it is.
    return {
      title: input.title,
      text: type.displayName,
      htmlData,
      ...(input.allowedSites === undefined ? {} : { allowedSites: input.allowedSites }),
      ...(input.paused === undefined ? {} : { paused: input.paused }),
    };
  }

  async function sitesOf(widgetId: string): Promise<SiteRow[]> {
    return widgets.listSites([widgetId]);
  }

  /** The rows as the owner sees them, each with its visitors of the last SITE_VISITOR_DAYS days. */
  async function withVisitors(widgetId: string, rows: readonly SiteRow[]): Promise<WidgetSite[]> {
    const days = visitorDays(now());
    const visitors = await widgets.visitorsOf(
      widgetId,
      rows.map((row) => row.domain),
      days[0] ?? '',
    );
    return rows.map((row) => toWidgetSite(row, days, visitors.get(row.domain)));
  }

  async function siteCountOf(widgetId: string): Promise<number> {
    return (await widgets.countSites([widgetId])).get(widgetId) ?? 0;
  }

  return {
    /** GET /widget/ – the user's own widgets, newest first, each with how many sites it is installed on. */
    async list(user: UserRow): Promise<Widget[]> {
      const rows = await widgets.listByUser(user.id);
      const counts = await widgets.countSites(rows.map((row) => row.widget.id));
      return rows.map((row) =>
        toWidget(row, counts.get(row.widget.id) ?? 0, storedHtmlData(row.type.name, row.widget.htmlData).htmlData),
      );
    },

    /** GET /widget/:id – settings that no longer fit the contract come back as defaults with 'Data Error!'. */
    async get(user: UserRow, id: string): Promise<WidgetResponse> {
      const row = await managedWidgetAfterCheckout(user, id);
      const stored = storedHtmlData(row.type.name, row.widget.htmlData);
      const widget = toWidget(row, await siteCountOf(row.widget.id), stored.htmlData);
      return stored.valid ? { widget } : { widget, error: WIDGET_MESSAGES.dataError };
    },

    /** POST /widget/ */
    async create(user: UserRow, input: WidgetInput): Promise<WidgetResponse> {
      const type = isUuid(input.widgetType) ? await widgets.findType(input.widgetType) : undefined;
      if (!type) throw fieldErrors({ [TYPE_FIELD]: WIDGET_API_MESSAGES.widgetTypeUnknown });
      const content = checkContent(user, type, input);
      // A paid type's widget is created by its checkout (POST /create-checkout-session), once paid;
      // an account with no room left hears so before the purchase popup, not after paying.
      if (isPaidRow(type)) {
        const { limit, held } = await widgets.widgetRoom(user.id, widgetsPerUserMax);
        if (held >= limit) throw widgetLimitReached(limit);
        throw paymentRequired(API_MESSAGES.subscriptionRequired, WIDGET_ERROR_CODES.paymentRequired);
      }
      const outcome = await widgets.insertWithinLimit(
        { ...content, userId: user.id, widgetTypeId: type.id },
        widgetsPerUserMax,
      );
      if ('refusedAt' in outcome) throw widgetLimitReached(outcome.refusedAt);
      const widget = outcome.inserted;
      embedCache.invalidate(widget.id);
      return { widget: toWidget({ widget, type }, 0, content.htmlData) };
    },

    /** PUT /widget/:id – the type is fixed at creation; the owner stays the owner. */
    async update(user: UserRow, id: string, input: WidgetInput): Promise<WidgetResponse> {
      const row = await managedWidget(user, id);
      if (input.widgetType !== row.type.id) throw fieldErrors({ [TYPE_FIELD]: WIDGET_API_MESSAGES.widgetTypeFixed });
      const content = checkContent(user, row.type, input);
      if (isPaidRow(row.type) && !subscriptionAllowsSave(row.widget, now())) {
        throw paymentRequired(API_MESSAGES.subscriptionRequired, WIDGET_ERROR_CODES.paymentRequired);
      }
      const updated = await widgets.update(row.widget.id, content);
      if (!updated) throw notFound(WIDGET_MESSAGES.notFound);
      embedCache.invalidate(row.widget.id);
      return {
        widget: toWidget({ widget: updated, type: row.type }, await siteCountOf(row.widget.id), content.htmlData),
      };
    },

    /** DELETE /widget/:id – its subscription ends now and its installations go with it. */
    async remove(user: UserRow, id: string): Promise<SuccessResponse> {
      const row = await managedWidget(user, id);
      await billing.endSubscription(row.widget);
      await widgets.delete(row.widget.id);
      embedCache.invalidate(row.widget.id);
      return { success: true };
    },

    /** GET /widget/status/:id – refreshed before every save (spec 000 §4). */
    async status(user: UserRow, id: string): Promise<WidgetStatusResponse> {
      return toWidgetStatus((await managedWidgetAfterCheckout(user, id)).widget);
    },

    /** GET /widget/:id/sites – one page of the widget's installations and how many there are. */
    async sites(user: UserRow, widgetId: string, { page, limit }: WidgetSitesQuery): Promise<WidgetSitesResponse> {
      const row = await managedWidget(user, widgetId);
      const [rows, total] = await Promise.all([
        widgets.pageSites(row.widget.id, (page - 1) * limit, limit),
        siteCountOf(row.widget.id),
      ]);
      return { sites: await withVisitors(row.widget.id, rows), total, page, limit };
    },

    /** DELETE /widget/:widgetId/site/:siteId – answers the remaining installations. */
    async deleteSite(user: UserRow, widgetId: string, siteId: string): Promise<SitesResponse> {
      const row = await managedWidget(user, widgetId);
      const deleted = isUuid(siteId) && (await widgets.deleteSite(row.widget.id, siteId));
      if (!deleted) throw notFound(WIDGET_API_MESSAGES.siteNotFound);
      return { sites: await withVisitors(row.widget.id, await sitesOf(row.widget.id)) };
    },

    /** PUT /widget/:id/paused – shown nowhere while paused; the embed cache forgets it at once. */
    async setPaused(user: UserRow, id: string, paused: boolean): Promise<WidgetResponse> {
      const row = await managedWidget(user, id);
      const updated = await widgets.setPaused(row.widget.id, paused);
      if (!updated) throw notFound(WIDGET_MESSAGES.notFound);
      embedCache.invalidate(row.widget.id);
      const stored = storedHtmlData(row.type.name, updated.htmlData);
      return {
        widget: toWidget({ widget: updated, type: row.type }, await siteCountOf(row.widget.id), stored.htmlData),
      };
    },

    /**
     * GET /widget/:id/installation?site= – seen when the site itself or its www. twin has sent an
     * embed request (recorded installations are host names; customers type either form).
     */
    async installation(user: UserRow, id: string, typed: string): Promise<WidgetInstallationResponse> {
      const row = await managedWidget(user, id);
      const site = publicSiteName(typed);
      if (site === null) throw fieldErrors({ site: ALLOWED_SITES_MESSAGES.invalid });
      const twin = site.startsWith('www.') ? site.slice('www.'.length) : `www.${site}`;
      const [latest] = await widgets.findSites(row.widget.id, [site, twin]);
      return {
        site,
        seen: latest !== undefined,
        lastSeen: latest?.lastSeen.toISOString() ?? null,
        domain: latest?.domain ?? null,
      };
    },
  };
}
export type WidgetService = ReturnType<typeof createWidgetService>;
