import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TITLE_MAX_LENGTH,
  type Widget,
  type WidgetBody,
  type WidgetPausedBody,
  widgetResponseSchema,
} from '@widgetry/contracts';
import { useApiClient } from '../api-context';
import { widgetKeys } from './widgets.queries';

const widgetPath = (id: string) => `/widget/${encodeURIComponent(id)}`;

/** The body PUT and POST take for `widget` with this title: its own type and settings, unchanged. */
export function widgetBodyOf(widget: Widget, title: string): WidgetBody {
  return { widget: { title, widgetType: widget.widgetType.id, htmlData: widget.htmlData } };
}

const COPY_SUFFIX = ' (copy)';

/** "<title> (copy)", shortened first when the copy would pass the contract's longest title. */
export function copyTitle(title: string): string {
  return `${title.slice(0, TITLE_MAX_LENGTH - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/** Puts the API's answer for one widget into the dashboard list, in place. */
function useReplaceInList() {
  const queryClient = useQueryClient();
  return (widget: Widget) => {
    queryClient.setQueryData<Widget[]>(widgetKeys.all, (widgets) =>
      widgets?.map((candidate) => (candidate.id === widget.id ? widget : candidate)),
    );
    // The editor keeps its own copy of a single widget; let it reload rather than guess at its shape.
    void queryClient.invalidateQueries({ queryKey: widgetKeys.detail(widget.id) });
  };
}

export interface RenameWidgetVariables {
  widget: Widget;
  title: string;
}

/** PUT /widget/{id} with a new title and the widget's own type and settings; a 400 carries fieldErrors. */
export function useRenameWidgetMutation() {
  const api = useApiClient();
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: async ({ widget, title }: RenameWidgetVariables) =>
      (await api.put(widgetPath(widget.id), widgetBodyOf(widget, title), widgetResponseSchema)).widget,
    onSuccess: replace,
  });
}

/** POST /widget/ with a copy of a free widget titled "<title> (copy)"; the copy joins the list first (newest first). */
export function useDuplicateWidgetMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (widget: Widget) => {
      const { widget: copy } = widgetBodyOf(widget, copyTitle(widget.title));
      // The copy is limited to the same sites as the original; it starts running (not paused).
      const body: WidgetBody = { widget: { ...copy, allowedSites: widget.allowedSites } };
      return (await api.post('/widget/', body, widgetResponseSchema)).widget;
    },
    onSuccess: (copy) => {
      queryClient.setQueryData<Widget[]>(widgetKeys.all, (widgets) => widgets && [copy, ...widgets]);
    },
  });
}

export interface PauseWidgetVariables {
  widgetId: string;
  paused: boolean;
}

/** PUT /widget/{id}/paused – a paused widget shows nothing on customers' pages until resumed. */
export function usePauseWidgetMutation() {
  const api = useApiClient();
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: async ({ widgetId, paused }: PauseWidgetVariables) => {
      const body: WidgetPausedBody = { paused };
      return (await api.put(`${widgetPath(widgetId)}/paused`, body, widgetResponseSchema)).widget;
    },
    onSuccess: replace,
  });
}
