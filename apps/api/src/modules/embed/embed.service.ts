import { createHash } from 'node:crypto';
import { type EmbedResponse, effectiveAllowedSites, type WidgetTypeName } from '@widgetry/contracts';
import { widgetDefinition } from '@widgetry/widget-registry';
import { isUuid } from '../../lib/uuid';
import { isPaidRow, isServable, storedHtmlData } from '../widgets';
import type { EmbedCache, EmbedLoad, SerialisedEmbedAnswer } from './embed.cache';
import type { EmbedRepository } from './embed.repository';

/** A library file name the loader may put into /scripts/lib/{lib}.js: no path, no scheme. */
const LIB_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** A strong validator of the exact bytes sent: equal bodies, equal tags. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/**
 * If-None-Match holds `*` or a list of tags; it compares weakly (RFC 9110 §13.1.2), so a tag the
 * browser kept as W/"…" still matches.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** The data widgets' source data (the sources module): what the runtime renders, from our cache. */
export interface EmbedSourceData {
  forEmbed(type: WidgetTypeName, settings: unknown): Promise<unknown>;
  /** The settings as served: stored ones plus operator defaults (the default maps key of a listing widget). */
  servedSettings<S>(type: WidgetTypeName, settings: S): S;
}

/**
 * A listing widget's settings without its group, and the group, when it has one (the type's
 * definition names where: groupPath); null for every other widget. The plain install snippet of
 * such a widget shows all listings (spec 000 §2, Display All Listings).
 */
export function withoutGroup<S>(type: WidgetTypeName, settings: S): { group: string; settings: S } | null {
  const { groupPath } = widgetDefinition(type);
  if (groupPath === undefined || typeof settings !== 'object' || settings === null) return null;
  const group: unknown = Reflect.get(settings, groupPath);
  if (typeof group !== 'string' || group.trim() === '') return null;
  return { group: group.trim(), settings: { ...settings, [groupPath]: '' } };
}

export function createEmbedService({
  embeds,
  cache,
  sourceData,
  now,
}: {
  embeds: Pick<EmbedRepository, 'findEmbed'>;
  cache: Pick<EmbedCache, 'get' | 'peek'>;
  /** Absent: every answer carries `data: null` (no data widgets wired). */
  sourceData?: EmbedSourceData;
  now: () => Date;
}) {
  async function load(id: string): Promise<EmbedLoad> {
    const row = await embeds.findEmbed(id);
    if (!row || !isServable(row.type, row.widget, now())) return { answer: null, validUntil: null };
    // Only the widget's own type goes out; the stored settings are read with today's defaults.
    // A data widget carries its source data, so a visitor's page makes no second request; the
    // body (and so the ETag) changes when that data does.
    const { htmlData } = storedHtmlData(row.type.name, row.widget.htmlData);
    const settings = htmlData[row.type.name];
    const lib = LIB_NAME.test(row.type.scripts.lib) ? row.type.scripts.lib : undefined;
    // The settings go out as stored; only the data a grouped listing widget's plain snippet gets
    // is read without the group.
    const served = { [row.type.name]: sourceData ? sourceData.servedSettings(row.type.name, settings) : settings };
    const serialise = async (readWith: typeof settings) => {
      const data = (await sourceData?.forEmbed(row.type.name, readWith)) ?? null;
      const answer: EmbedResponse = lib
        ? { type: row.type.name, htmlData: served, data, lib }
        : { type: row.type.name, htmlData: served, data };
      const body = JSON.stringify(answer);
      return { body: Buffer.from(body, 'utf8'), etag: etagOf(body) };
    };
    const grouped = withoutGroup(row.type.name, settings);
    const main = await serialise(settings);
    return {
      answer: {
        widgetId: row.widget.id,
        ...main,
        paused: row.widget.paused,
        allowedSites: effectiveAllowedSites(htmlData, row.widget.allowedSites),
        group: grouped?.group ?? '',
        ...(grouped ? { all: await serialise(grouped.settings) } : {}),
      },
      validUntil: isPaidRow(row.type) ? row.widget.expires : null,
    };
  }

  return {
    /**
     * The answer kept in memory for `id` (null: known not to be served), or undefined when it must
     * be read: a hit is answered without a promise.
     */
    peek(id: string): SerialisedEmbedAnswer | null | undefined {
      if (!isUuid(id)) return null;
      return cache.peek(id.toLowerCase());
    },

    /** The answer for a servable widget, or null for an unknown id or a widget not to be shown. */
    async find(id: string): Promise<SerialisedEmbedAnswer | null> {
      if (!isUuid(id)) return null;
      return cache.get(id.toLowerCase(), load);
    },
  };
}
export type EmbedService = ReturnType<typeof createEmbedService>;
