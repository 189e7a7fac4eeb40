import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isSourceId, sourceStateLine, type WidgetTypeName, widgetSourceResponseSchema } from '@widgetry/contracts';
import { useApiClient } from '../api-context';
import './source-state.css';

// A data widget's source as its owner sees it (issue 26 §5): one line on the dashboard's card and
// in the editor, e.g. "Reviews updated 3 hours ago" or "{site} has been blocking our reader since
// 26 Nov; showing reviews from 25 Nov" (contracts' sourceStateLine).

export const sourceStateKey = (widgetId: string) => ['widget-source', widgetId] as const;

/** Whether widgets of this type read a source (review and listing types): the source registry has one of its name. */
export function readsSource(type: WidgetTypeName): boolean {
  return isSourceId(type);
}

/** GET /widget/{id}/source – only for a type with a source; the answer is null for a widget without one yet. */
export function useWidgetSourceQuery(widgetId: string, type: WidgetTypeName) {
  const api = useApiClient();
  return useQuery({
    queryKey: sourceStateKey(widgetId),
    queryFn: ({ signal }) =>
      api.get(`/widget/${encodeURIComponent(widgetId)}/source`, widgetSourceResponseSchema, { signal }),
    enabled: readsSource(type),
  });
}

/** POST /widget/{id}/source/sync – "Sync now"; the answer is the source's state after the read. */
export function useSyncSourceNow(widgetId: string) {
  const api = useApiClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/widget/${encodeURIComponent(widgetId)}/source/sync`, {}, widgetSourceResponseSchema),
    onSuccess: (answer) => client.setQueryData(sourceStateKey(widgetId), answer),
  });
}

function SyncNow({ widgetId }: { widgetId: string }) {
  const sync = useSyncSourceNow(widgetId);
  return (
    <>
      <button
        type="button"
        className="link-button source-state__sync"
        disabled={sync.isPending}
        onClick={() => sync.mutate()}
      >
        {sync.isPending ? 'Syncing…' : 'Sync now'}
      </button>
      {sync.isError && (
        <span className="source-state__error" role="alert">
          {sync.error.message}
        </span>
      )}
    </>
  );
}

/**
 * The line itself; nothing for a type without a source, while loading, or when the state cannot be
 * read (the card and the editor work without it).
 */
export function SourceStateLine({
  widgetId,
  type,
  className,
  canSync = false,
}: {
  widgetId: string;
  type: WidgetTypeName;
  /** Offers "Sync now" (the editor). */
  canSync?: boolean;
  /** Where it sits (the card's, the editor's). */
  className?: string;
}) {
  const query = useWidgetSourceQuery(widgetId, type);
  const state = query.data?.source;
  if (!state) return null;
  const failing = state.outcome !== null && state.outcome !== 'ok' && state.outcome !== 'empty';
  return (
    <p className={['source-state', failing && 'source-state--failing', className].filter(Boolean).join(' ')}>
      <span role="status">{sourceStateLine(state, new Date())}</span>
      {canSync && <SyncNow widgetId={widgetId} />}
    </p>
  );
}
