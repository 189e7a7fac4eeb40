import {
  ADMIN_MESSAGES,
  ADMIN_ONLY_WIDGET_FIELDS,
  type AdminOrderCreateBody,
  type AdminUpdateWidgetBody,
  API_MESSAGES,
  ORDER_RENEWAL_MONTHS,
  parseSettings,
  type SuccessResponse,
  WIDGET_API_MESSAGES,
  WIDGET_MESSAGES,
  type WidgetHtmlData,
  type WidgetResponse,
} from '@widgetry/contracts';
import type { UserRow, WidgetRow } from '../../db/schema';
import { toFieldErrorsAt } from '../../lib/field-errors';
import { fieldErrors, forbidden, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import type { AuditRepository } from '../audit';
import type { WidgetChangeListener, WidgetsRepository } from '../widgets';
import { storedHtmlData, toWidget } from '../widgets';
import type { AdminOrdersRepository } from './admin-orders.repository';

/** Field keys are paths into the request body, as the customer's widget form has them. */
const TYPE_FIELD = 'widget.widgetType';
const USER_FIELD = 'widget.userId';
const STATUS_FIELD = 'widget.subStatus';
const EXPIRES_FIELD = 'widget.expires';

/**
 * True when the body is one of the admin order forms (spec 003 §7): it carries a field only they
 * have (owner, status, renewal date). Only an admin, by the role the database has now, may send
 * them; a customer's or an impersonation's copy is a 403, so a forged order is refused out loud
 * instead of saved as something else.
 */
export function isAdminOrderForm(user: UserRow, widget: Record<string, unknown>): boolean {
  if (!ADMIN_ONLY_WIDGET_FIELDS.some((field) => widget[field] !== undefined)) return false;
  if (user.userRole !== 'admin') throw forbidden(API_MESSAGES.forbidden);
  return true;
}

/** `months` calendar months after `from`, on the month's last day when it is shorter (Jan 31 → Feb 28). */
export function monthsAhead(from: Date, months: number): Date {
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

/**
 * The renewal date the Edit Subscription form asks for. The form shows dates only, so the stored
 * date's own day keeps its time of day; a form that leaves the date out keeps it too.
 */
export function renewalDate(input: string | null | undefined, stored: Date | null): Date | null {
  if (!input) return stored;
  if (stored !== null && input === stored.toISOString().slice(0, 10)) return stored;
  return new Date(input);
}

export interface ManualOrderServiceDeps {
  widgets: Pick<WidgetsRepository, 'findType' | 'findById' | 'countSites'>;
  orders: Pick<AdminOrdersRepository, 'findUser' | 'findWidget' | 'insertWidget' | 'updateWidget' | 'deleteWidget'>;
  /** The embed cache: a changed status or a deleted widget must not be served from memory. */
  embedCache: WidgetChangeListener;
  /** Ends the widget's subscription at the provider before the widget goes. */
  endSubscription(widget: WidgetRow): Promise<void>;
  /** Who changed an order is kept, since the customer's subscription changes under them. */
  audit: Pick<AuditRepository, 'record'>;
  now: () => Date;
}

/** The admin's Add Manual Order, Edit Subscription and widget delete (spec 003 §2, §7). */
export function createManualOrderService({
  widgets,
  orders,
  embedCache,
  endSubscription,
  audit,
  now,
}: ManualOrderServiceDeps) {
  /**
   * An order the provider bills keeps the provider's status and renewal date: the next webhook
   * would put them back, so a change here would be a lie for a day. A cancel is carried out at the
   * provider; anything else is refused beside the field it concerns.
   */
  async function applyAtProvider(widget: WidgetRow, subStatus: string, expires: Date | null): Promise<void> {
    if (expires?.getTime() !== widget.expires?.getTime()) {
      throw fieldErrors({ [EXPIRES_FIELD]: ADMIN_MESSAGES.providerBilled });
    }
    if (subStatus === widget.subStatus) return;
    if (subStatus !== 'canceled') throw fieldErrors({ [STATUS_FIELD]: ADMIN_MESSAGES.providerBilled });
    await endSubscription(widget);
  }

  return {
    isAdminOrderForm,
    /** POST /widget as an admin: an order for any customer, with its status and renewal date. */
    async create(actor: UserRow, input: AdminOrderCreateBody['widget']): Promise<WidgetResponse> {
      const type = isUuid(input.widgetType) ? await widgets.findType(input.widgetType) : undefined;
      if (!type) throw fieldErrors({ [TYPE_FIELD]: WIDGET_API_MESSAGES.widgetTypeUnknown });
      const owner = isUuid(input.userId) ? await orders.findUser(input.userId) : undefined;
      if (!owner) throw fieldErrors({ [USER_FIELD]: ADMIN_MESSAGES.customerRequired });
      // The settings reach the customer's page, so they pass the type's contract like any save;
      // the source is the customer's to enter in the editor, so it is not required here.
      const settings = parseSettings(type.name, input.htmlData[type.name] ?? {});
      if (!settings.success) {
        throw fieldErrors(toFieldErrorsAt(['widget', 'htmlData', type.name], settings.error.issues));
      }
      const htmlData: WidgetHtmlData = { [type.name]: settings.data };
      const widget = await orders.insertWidget({
        userId: owner.id,
        widgetTypeId: type.id,
        title: input.title,
        text: type.displayName,
        htmlData,
        subStatus: input.subStatus,
        expires: input.expires ? new Date(input.expires) : monthsAhead(now(), ORDER_RENEWAL_MONTHS),
      });
      embedCache.invalidate(widget.id);
      await audit.record({
        actorId: actor.id,
        action: 'order.created',
        targetType: 'widget',
        targetId: widget.id,
        details: { userId: owner.id, subStatus: widget.subStatus, expires: widget.expires?.toISOString() ?? null },
      });
      return { widget: toWidget({ widget, type }, 0, htmlData) };
    },

    /** PUT /widget/:id as an admin: name, status and renewal date; customer, type and amount stay. */
    async update(actor: UserRow, id: string, input: AdminUpdateWidgetBody['widget']): Promise<WidgetResponse> {
      const row = isUuid(id) ? await widgets.findById(id) : undefined;
      if (!row) throw notFound(WIDGET_MESSAGES.notFound);
      if (input.widgetType !== undefined && input.widgetType !== row.type.id) {
        throw fieldErrors({ [TYPE_FIELD]: WIDGET_API_MESSAGES.widgetTypeFixed });
      }
      const expires = renewalDate(input.expires, row.widget.expires);
      if (row.widget.subscriptionId !== null) await applyAtProvider(row.widget, input.subStatus, expires);
      const updated = await orders.updateWidget(row.widget.id, {
        title: input.title,
        subStatus: input.subStatus,
        expires,
      });
      if (!updated) throw notFound(WIDGET_MESSAGES.notFound);
      embedCache.invalidate(updated.id);
      await audit.record({
        actorId: actor.id,
        action: 'order.updated',
        targetType: 'widget',
        targetId: updated.id,
        details: {
          from: {
            title: row.widget.title,
            subStatus: row.widget.subStatus,
            expires: row.widget.expires?.toISOString() ?? null,
          },
          to: { title: updated.title, subStatus: updated.subStatus, expires: updated.expires?.toISOString() ?? null },
        },
      });
      const siteCount = (await widgets.countSites([updated.id])).get(updated.id) ?? 0;
      const { htmlData } = storedHtmlData(row.type.name, updated.htmlData);
      return { widget: toWidget({ widget: updated, type: row.type }, siteCount, htmlData) };
    },

    /** DELETE /devadmin/widget/:id – any customer's widget; a live subscription ends first. */
    async remove(actor: UserRow, id: string): Promise<SuccessResponse> {
      const widget = isUuid(id) ? await orders.findWidget(id) : undefined;
      if (!widget) throw notFound(WIDGET_MESSAGES.notFound);
      await endSubscription(widget);
      if (!(await orders.deleteWidget(widget.id))) throw notFound(WIDGET_MESSAGES.notFound);
      embedCache.invalidate(widget.id);
      await audit.record({
        actorId: actor.id,
        action: 'order.deleted',
        targetType: 'widget',
        targetId: widget.id,
        details: { userId: widget.userId, title: widget.title },
      });
      return { success: true };
    },
  };
}
export type ManualOrderService = ReturnType<typeof createManualOrderService>;
