import { hash } from 'node:crypto';
import { type EmbedResponse, effectiveAllowedSites, type WidgetTypeName } from '@widgetry/contracts';
import { widgetDefinition } from '@widgetry/widget-registry';
import { isUuid } from '../../lib/uuid';
import { isPaidRow, isServable, storedHtmlData } from '../widgets';
import type { EmbedCache, EmbedLoad, SerialisedEmbedAnswer, SerialisedEmbedBody } from './embed.cache';
import type { EmbedRepository } from './embed.repository';
import { type ContentCoding, encodedCopies, encodedEtag } from './embed-encoding';

/** Ids whose tags are kept for build-free revalidations; past it the oldest are forgotten. */
export const KEPT_TAGS_MAX = 100_000;

/** A library file name the loader may put into /scripts/lib/{lib}.js: no path, no scheme. */
const LIB_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** A strong validator of the exact bytes sent: equal bodies, equal tags. */
export function etagOf(body: string): string {
  return `"${hash('sha256', body, 'base64url')}"`;
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

/** What decides whether a request may see a widget (the serving rules), without its body. */
export type EmbedGate = Pick<SerialisedEmbedAnswer, 'widgetId' | 'paused' | 'allowedSites'>;

/**
 * Which body a request gets: a grouped listing widget's group snippet (data-group) the group's,
 * any other (the plain snippet) all listings.
 */
export function shownBody<B>(answer: B & { group: string; all?: B }, group: string | undefined): B {
  return answer.all && group?.trim() !== answer.group ? answer.all : answer;
}

/** A body's tags: the identity's, and whether it has compressed copies (each with its own tag). */
interface KeptBodyTags {
  etag: string;
  compressed: boolean;
}

/** The tag a request is answered with for a body: its coding's copy when the body has copies. */
export function tagFor(body: KeptBodyTags, coding: ContentCoding | undefined): string {
  return body.compressed && coding ? encodedEtag(body.etag, coding) : body.etag;
}

/** What a revalidation is answered with when nothing needs building: the gate and the tag that matched. */
export interface EmbedNotModified {
  notModified: true;
  gate: EmbedGate;
  etag: string;
  /** The body has compressed copies, so the answer varies with Accept-Encoding. */
  compressed: boolean;
}

/** What a conditional request carries. */
export interface EmbedRevalidation {
  ifNoneMatch: string;
  group: string | undefined;
  coding: ContentCoding | undefined;
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
  type EmbedRow = Awaited<ReturnType<EmbedRepository['findEmbed']>>;
  /**
   * Per id, the tags of the answer last built and a fingerprint of the row it was built from: a
   * revalidation of a widget no longer kept reads its row (the one prepared statement) and, when
   * the row is unchanged and the tag matches, answers 304 without building (issue 28). Only for
   * answers without source data: a data widget's body changes with data its row does not show.
   * Insertion-ordered, so the oldest are forgotten first.
   */
  const keptTags = new Map<
    string,
    KeptBodyTags & { fingerprint: string; gate: EmbedGate; group: string; all?: KeptBodyTags }
  >();
  /**
   * Every column the answer and its serving rules come from, the settings as the text Postgres
   * printed: a revalidation compares rows without parsing or serialising the settings.
   */
  const fingerprintOf = ({ widget, type }: NonNullable<EmbedRow>) =>
    hash(
      'sha256',
      [
        widget.id,
        widget.htmlDataText,
        widget.subStatus,
        widget.expires?.toISOString() ?? '',
        widget.subscriptionId ?? '',
        widget.paused,
        JSON.stringify(widget.allowedSites),
        type.name,
        type.priceCents,
        JSON.stringify(type.scripts),
      ].join('\u0000'),
      'base64url',
    );
  const keptBodyTags = (body: SerialisedEmbedBody): KeptBodyTags => ({
    etag: body.etag,
    compressed: body.encoded !== undefined,
  });
  /** One read per id at a time for revalidations, as the cache does for loads. */
  const reading = new Map<string, Promise<EmbedRow>>();
  function readRow(id: string): Promise<EmbedRow> {
    const inFlight = reading.get(id);
    if (inFlight) return inFlight;
    const read = embeds.findEmbed(id).finally(() => reading.delete(id));
    reading.set(id, read);
    return read;
  }

  async function load(id: string): Promise<EmbedLoad> {
    return build(id, await embeds.findEmbed(id));
  }

  async function build(id: string, row: EmbedRow): Promise<EmbedLoad> {
    if (!row || !isServable(row.type, row.widget, now())) return { answer: null, validUntil: null };
    // Only the widget's own type goes out; the stored settings are read with today's defaults.
    // A data widget carries its source data, so a visitor's page makes no second request; the
    // body (and so the ETag) changes when that data does.
    const { htmlData } = storedHtmlData(row.type.name, JSON.parse(row.widget.htmlDataText));
    const settings = htmlData[row.type.name];
    const lib = LIB_NAME.test(row.type.scripts.lib) ? row.type.scripts.lib : undefined;
    // The settings go out as stored; only the data a grouped listing widget's plain snippet gets
    // is read without the group.
    const served = { [row.type.name]: sourceData ? sourceData.servedSettings(row.type.name, settings) : settings };
    let withData = false;
    const serialise = async (readWith: typeof settings): Promise<SerialisedEmbedBody> => {
      const data = (await sourceData?.forEmbed(row.type.name, readWith)) ?? null;
      if (data !== null) withData = true;
      const answer: EmbedResponse = lib
        ? { type: row.type.name, htmlData: served, data, lib }
        : { type: row.type.name, htmlData: served, data };
      const text = JSON.stringify(answer);
      const body = Buffer.from(text, 'utf8');
      const etag = etagOf(text);
      const encoded = await encodedCopies(body, etag);
      return encoded ? { body, etag, encoded } : { body, etag };
    };
    const grouped = withoutGroup(row.type.name, settings);
    const main = await serialise(settings);
    const all = grouped ? await serialise(grouped.settings) : undefined;
    const group = grouped?.group ?? '';
    const gate: EmbedGate = {
      widgetId: row.widget.id,
      paused: row.widget.paused,
      allowedSites: effectiveAllowedSites(htmlData, row.widget.allowedSites),
    };
    keptTags.delete(id);
    if (!withData) {
      keptTags.set(id, {
        fingerprint: fingerprintOf(row),
        gate,
        group,
        ...keptBodyTags(main),
        ...(all ? { all: keptBodyTags(all) } : {}),
      });
      if (keptTags.size > KEPT_TAGS_MAX) keptTags.delete(keptTags.keys().next().value as string);
    }
    return {
      answer: {
        ...gate,
        ...main,
        group,
        ...(all ? { all } : {}),
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

    /**
     * A conditional request for a widget not kept (peek gave undefined): when this process built
     * the widget's answer from the same row and the request's tag is that answer's, a 304 from the
     * row alone, nothing built; else the answer, built from the row just read (no second read).
     */
    async revalidate(
      id: string,
      { ifNoneMatch, group, coding }: EmbedRevalidation,
    ): Promise<SerialisedEmbedAnswer | EmbedNotModified | null> {
      if (!isUuid(id)) return null;
      const key = id.toLowerCase();
      const tags = keptTags.get(key);
      if (tags === undefined) return cache.get(key, load);
      const row = await readRow(key);
      if (row && isServable(row.type, row.widget, now()) && fingerprintOf(row) === tags.fingerprint) {
        const shown = shownBody(tags, group);
        const etag = tagFor(shown, coding);
        // The same row gives the same gate: the serving rules still apply to this request.
        if (etagMatches(ifNoneMatch, etag)) {
          return { notModified: true, gate: tags.gate, etag, compressed: shown.compressed };
        }
      }
      return cache.get(key, () => build(key, row));
    },
  };
}
export type EmbedService = ReturnType<typeof createEmbedService>;
