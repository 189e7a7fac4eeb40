import { SOURCE_REGISTRY, type WidgetTypeName } from '@widgetry/contracts';
import { type OutcomeMessages, outcomeMessage } from '../preview-message';
import { asksForRead, type PreviewReadFlags } from '../preview-read';
import type { Cached, CacheRef } from './source-data.service';

// What a data widget's runtime gets as its data, for both kinds of source: on a customer's page the
// cache as it is (embed), in the editor the cache after a read when the editor's flags ask for one
// (preview), with a sentence for the customer when the data is old or missing (issue 26 §4).

/** A widget's source as its settings name it: the parsed widget, and the source or why there is none yet. */
export type WidgetSource<W, Ref> = { widget: W; ref: Ref; why?: never } | { widget: W; ref: null; why: string };

export interface WidgetDataOptions<W, Ref extends CacheRef, Data> {
  /** The widget's source; null for a type of another kind or settings its contract refuses. */
  sourceOf(type: WidgetTypeName, settings: unknown): WidgetSource<W, Ref> | null;
  service: { cachedFor(ref: Ref): Promise<Cached<Data>>; readNow(ref: Ref): Promise<Cached<Data>> };
  /** The kind's sentences for each outcome. */
  messages: OutcomeMessages;
  /** Whether the editor's reload flag alone asks for a read (listings: yes; reviews read on their own flags). */
  readsOnReload: boolean;
  /**
   * What the widget shows of its source's data: the one step both the embed and the preview go
   * through, so a widget's settings that narrow the data apply the same on a page and in the editor.
   */
  shown(widget: W, data: Data): Data;
}

/** The customer's sentence for a cache that is not fresh; undefined when all is well. */
export function cachedMessage(messages: OutcomeMessages, ref: CacheRef, cached: Cached<unknown>): string | undefined {
  return outcomeMessage(messages, SOURCE_REGISTRY[ref.source].displayName, cached);
}

export function createWidgetData<W, Ref extends CacheRef, Data>(options: WidgetDataOptions<W, Ref, Data>) {
  const { sourceOf, service, messages, readsOnReload, shown } = options;
  const shownOf = (widget: W, cached: Cached<Data>) => (cached.data === null ? null : shown(widget, cached.data));
  return {
    /** The embed's `data`: the widget's cached data, or null (no source yet, never read, another kind). */
    async forEmbed(type: WidgetTypeName, settings: unknown): Promise<Data | null> {
      const found = sourceOf(type, settings);
      if (!found || found.why !== undefined) return null;
      return shownOf(found.widget, await service.cachedFor(found.ref));
    },

    /**
     * The preview's data: read now when the flags the type's definition names ask for it (spec 001
     * §4), or nothing was ever read; else what is cached (the runtime sorts and filters it on the
     * page). `error` says why data is old or missing. null for a type of another kind.
     */
    async forPreview(
      type: WidgetTypeName,
      settings: unknown,
      flags: PreviewReadFlags,
    ): Promise<{ data: Data | null; error?: string } | null> {
      const found = sourceOf(type, settings);
      if (found === null) return null;
      if (found.why !== undefined) return { data: null, error: found.why };
      let cached = await service.cachedFor(found.ref);
      if (asksForRead(type, flags) || (readsOnReload && flags.isReloadRequired) || cached.data === null) {
        cached = await service.readNow(found.ref);
      }
      const data = shownOf(found.widget, cached);
      const error = cachedMessage(messages, found.ref, cached);
      return error === undefined ? { data } : { data, error };
    },
  };
}
