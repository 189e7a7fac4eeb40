import { keepPreviousData, skipToken, useIsFetching, useQuery } from '@tanstack/react-query';
import {
  type PreviewResponse,
  previewResponseSchema,
  SOURCE_PREVIEW_MESSAGES,
  SOURCE_SITE_NAMES,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { widgetDefinition } from '@widgetry/widget-registry';
import type { PreviewSource } from '@widgetry/widgets-core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api-client';
import { useApiClient } from '../api-context';
import { sourceDataFailed } from './source-kind';
import { canRead, readFlags, type SourceRead, sameRead, sourceReadOf, waitsForPause } from './source-read';

// The source data a data widget's preview renders (spec 001 §4, §7): asked of POST /widget/preview/
// only when what names the source, how much of it is read, or another setting the read depends on
// changes; every other edit re-renders the same data in the page.

/** How long typing in a source field must pause before the source is asked for. */
export const SOURCE_TYPING_PAUSE_MS = 600;
/** How often the editor asks again while the API says another read of the source is running. */
export const SOURCE_READING_POLL_MS = 4000;

export const sourceDataKeys = {
  all: ['source-data'] as const,
  /** Every read of one type: what the editor's controls watch to show a read is running. */
  type: (type: WidgetTypeName) => ['source-data', type] as const,
  read: (type: WidgetTypeName, read: SourceRead) =>
    ['source-data', type, read.source, read.amount, ...read.also, read.shapedBy ?? null] as const,
};

/** A sentence for the customer about the data: `status` while it is old or on its way, `alert` when it failed. */
export interface SourceMessage {
  text: string;
  role: 'status' | 'alert';
}

export interface SourceData {
  /** What the runtime renders as `ctx.data` (ReviewsData for the review widgets); null while there is none. */
  data: unknown;
  message: SourceMessage | null;
  /** A read of the source is running. */
  isLoading: boolean;
}

const NO_SOURCE: SourceData = { data: null, message: null, isLoading: false };
const BLANK: SourceRead = { source: '', amount: null, also: [] };

/** "We are reading the reviews from …": another read of the source is running, the data follows. */
const READING = new Set(
  Object.values(SOURCE_SITE_NAMES).map((site) => SOURCE_PREVIEW_MESSAGES.reading.replaceAll('{site}', site)),
);

const isReading = (answer: PreviewResponse | undefined) => answer?.error !== undefined && READING.has(answer.error);

function messageOf(
  type: WidgetTypeName,
  error: Error | null,
  answer: PreviewResponse | undefined,
): SourceMessage | null {
  if (error) return { text: error instanceof ApiError ? error.message : sourceDataFailed(type), role: 'alert' };
  if (answer?.error === undefined) return null;
  // Old data still shows, or new data is on its way: a note beside the preview, not a failure.
  const shows = answer.data.sourceData !== undefined && answer.data.sourceData !== null;
  return { text: answer.error, role: shows || isReading(answer) ? 'status' : 'alert' };
}

/** The same read object while its values stay equal, so effects and queries see a change only on one. */
function useStableRead(read: SourceRead): SourceRead {
  const kept = useRef(read);
  if (!sameRead(kept.current, read)) kept.current = read;
  return kept.current;
}

/** The read to ask for: `wanted` at once for a choice from a list, after a pause in typing otherwise. */
function useSettledRead(preview: PreviewSource | undefined, wanted: SourceRead, pauseMs: number): SourceRead {
  const [settled, setSettled] = useState(wanted);
  const pending = !sameRead(settled, wanted);
  const waits = pending && preview !== undefined && waitsForPause(preview, settled, wanted);
  useEffect(() => {
    if (!pending) return;
    if (!waits) {
      setSettled(wanted);
      return;
    }
    // Every keystroke clears the timer: only a pause asks.
    const timer = setTimeout(() => setSettled(wanted), pauseMs);
    return () => clearTimeout(timer);
  }, [pending, waits, wanted, pauseMs]);
  return settled;
}

/**
 * The source data of a widget of `type` with these settings, for types whose definition has a
 * `previewSource` (the review widgets); other types never ask and get null. The first ask sends
 * no flag (the API reads a source it has nothing of); later ones flag what changed since the last
 * ask (isUrlChanged, isReviewCountChanged, isReloadRequired), so the API reads the source again only
 * then. Nothing is asked while the source is blank. Mount it once per opened widget.
 */
export function useSourceData(
  type: WidgetTypeName,
  settings: unknown,
  {
    typingPauseMs = SOURCE_TYPING_PAUSE_MS,
    readingPollMs = SOURCE_READING_POLL_MS,
  }: { typingPauseMs?: number; readingPollMs?: number } = {},
): SourceData {
  const api = useApiClient();
  const preview = widgetDefinition(type).previewSource;
  const wanted = useStableRead(preview ? sourceReadOf(preview, settings) : BLANK);
  const settled = useSettledRead(preview, wanted, typingPauseMs);
  // The source the widget was opened with: the first ask for it is no change.
  const [opened] = useState(wanted);
  const lastAsked = useRef<SourceRead | null>(null);
  // The ask carries the settings of its moment, but only a new read changes the query.
  const latestSettings = useRef(settings);
  latestSettings.current = settings;
  const asks = preview !== undefined && canRead(settled);

  const query = useQuery({
    queryKey: sourceDataKeys.read(type, settled),
    queryFn: asks
      ? ({ signal }) => {
          const flags = readFlags(preview, lastAsked.current ?? opened, settled);
          lastAsked.current = settled;
          const widget = { widgetType: { name: type }, htmlData: { [type]: latestSettings.current }, ...flags };
          return api.post('/widget/preview/', { widget }, previewResponseSchema, { signal });
        }
      : skipToken,
    // An answer stands until the read changes; coming back to a read asks again (with its flag).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    // More reviews of the same business (Get More Reviews) replace the shown ones without a blank.
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (isReading(current.state.data) ? readingPollMs : false),
  });

  if (!asks) return NO_SOURCE;
  return {
    data: query.data?.data.sourceData ?? null,
    // The previous read's sentence is not this one's.
    message: query.isPlaceholderData ? null : messageOf(type, query.error, query.data),
    isLoading: query.isFetching,
  };
}

/** The control that shows a spinner while a read of the type's source runs (spec 001 §2), else null. */
export function useSourceLoadingControl(type: WidgetTypeName | undefined): string | null {
  const control = type === undefined ? null : (widgetDefinition(type).previewSource?.loadingControl ?? null);
  const running =
    useIsFetching({
      queryKey: sourceDataKeys.all,
      predicate: (query) => control !== null && query.queryKey[1] === type,
    }) > 0;
  return running ? control : null;
}
