import {
  repairHtmlData,
  SITE_VISITOR_DAYS,
  type Site,
  type Widget,
  type WidgetHtmlData,
  type WidgetSite,
  type WidgetStatusResponse,
  type WidgetTypeName,
  type WidgetTypeRef,
} from '@widgetry/contracts';
import type { SiteRow, WidgetRow, WidgetTypeRow } from '../../db/schema';
import { centsToDollars } from '../catalog';
import type { WidgetWithTypeRow } from './widgets.repository';

/** A site's visitors per UTC day (YYYY-MM-DD → visitors), as the repository reads them. */
export type VisitorsByDay = ReadonlyMap<string, number>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The SITE_VISITOR_DAYS UTC days ending with today's, oldest first, as YYYY-MM-DD. */
export function visitorDays(now: Date): string[] {
  const today = Math.floor(now.getTime() / DAY_MS);
  return Array.from({ length: SITE_VISITOR_DAYS }, (_, i) =>
    new Date((today - SITE_VISITOR_DAYS + 1 + i) * DAY_MS).toISOString().slice(0, 10),
  );
}

export function toSite(row: SiteRow): Site {
  // The dashboard reads both _id and id (spec 000 §3); they are the same record id.
  return { _id: row.id, id: row.id, domain: row.domain, lastSeen: row.lastSeen.toISOString() };
}

/** The site as its owner sees it: with its visitors on `days` (oldest first) and their sum. */
export function toWidgetSite(row: SiteRow, days: readonly string[], visitors: VisitorsByDay = new Map()): WidgetSite {
  const visitorsByDay = days.map((day) => visitors.get(day) ?? 0);
  return { ...toSite(row), visitors: visitorsByDay.reduce((sum, n) => sum + n, 0), visitorsByDay };
}

export function toWidgetTypeRef(row: WidgetTypeRow): WidgetTypeRef {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    price: centsToDollars(row.priceCents),
    scripts: { main: row.scripts.main, lib: row.scripts.lib },
    iconImage: row.iconImage,
    stripePriceId: row.stripePriceId,
  };
}

export interface StoredHtmlData {
  htmlData: WidgetHtmlData;
  /** False when some stored value no longer satisfied the type's contract and took its default. */
  valid: boolean;
}

/**
 * The saved settings as the type's contract reads them today: fields added since the save take
 * their defaults, and a value saved under an older, looser contract (or written around the API)
 * falls back to its own default rather than reaching a page unchecked; the rest is kept.
 */
export function storedHtmlData(type: WidgetTypeName, stored: unknown): StoredHtmlData {
  const { htmlData, repaired } = repairHtmlData(type, stored);
  return { htmlData, valid: repaired.length === 0 };
}

export function toWidget({ widget, type }: WidgetWithTypeRow, siteCount: number, htmlData: WidgetHtmlData): Widget {
  return {
    id: widget.id,
    title: widget.title,
    text: widget.text,
    expires: widget.expires?.toISOString() ?? null,
    subStatus: widget.subStatus,
    cancelAt: widget.cancelAt?.toISOString() ?? null,
    siteCount,
    widgetType: toWidgetTypeRef(type),
    htmlData,
    hostedUrl: widget.hostedUrl,
    userId: widget.userId,
    createdAt: widget.createdAt.toISOString(),
    allowedSites: widget.allowedSites,
    paused: widget.paused,
  };
}

export function toWidgetStatus(widget: WidgetRow): WidgetStatusResponse {
  return { subStatus: widget.subStatus, expires: widget.expires?.toISOString() ?? null, hostedUrl: widget.hostedUrl };
}
