import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BILLING_MESSAGES,
  defaultHtmlData,
  repairHtmlData,
  WIDGET_MESSAGES,
  type Widget,
  type WidgetType,
  widgetResponseSchema,
} from '@widgetry/contracts';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import '@widgetry/editor-kit/styles.css';
import './editor.css';
import { ApiError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { isDraftFor } from '../../lib/editor-draft/editor-draft';
import { useSession } from '../../lib/session/session.query';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { EditorWidget, EditorWidgetType } from '../../lib/widget-editor/editor-widget';
import { useWidgetEditor } from '../../lib/widget-editor/use-widget-editor';
import { widgetKeys } from '../../lib/widgets/widgets.queries';
import { SessionPending } from '../../ui/session-pending/session-pending';
import { confirmRetryDelay, retryWhileConfirming, useCheckoutParam } from './checkout-return';
import { draftWidget } from './draft-widget';
import { useEditorStore } from './editor.store';
import { EditorShell } from './editor-shell';
import { LeaveEditorPrompt } from './leave-editor-prompt';
import { announceKeptDraft, useArrivingDraft } from './use-arriving-draft';

function EditorMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page editor-message">
      <h1 className="page__title">{title}</h1>
      <div className="card card--muted">{children}</div>
    </section>
  );
}

/**
 * Loads the type's editor and shows the shell once the store holds the widget `stateKey` names.
 * The shell (every control of the panel, the preview) is the page's largest render. Its readiness
 * comes from the store and the editor's query, whose updates React renders at once in one
 * uninterrupted task; through useDeferredValue the shell's first render is a transition instead,
 * which React renders in slices, yielding between them, so a phone's main thread is not blocked
 * for its whole length (Lighthouse's Total Blocking Time, issue 28). The loading status stays
 * until it commits.
 */
function LoadedEditor({ type, stateKey }: { type: EditorWidgetType; stateKey: string }) {
  const editor = useWidgetEditor(type.name);
  const ready = useEditorStore((state) => state.key === stateKey && state.widget !== null);
  // Deferred on the way in only: a store emptied for another widget hides the shell at once.
  const shown = useDeferredValue(ready && Boolean(editor.data)) && ready;
  if (editor.isError) {
    return (
      <EditorMessage title={type.displayName}>
        <p role="alert">The editor could not be loaded. Please reload the page.</p>
      </EditorMessage>
    );
  }
  if (editor.data === null) {
    return (
      <EditorMessage title={type.displayName}>
        <span className="badge">Coming soon</span>
        <p className="page__lead">This widget’s editor is coming soon.</p>
        <Link to="/catalog">Back to the Widget Library</Link>
      </EditorMessage>
    );
  }
  if (!editor.data || !shown) return <SessionPending />;
  return <EditorShell editor={editor.data} />;
}

function editorTypeOf(
  type: Pick<WidgetType, 'id' | 'name' | 'displayName' | 'price' | 'stripePriceId'>,
): EditorWidgetType {
  return {
    id: type.id,
    name: type.name,
    displayName: type.displayName || type.name,
    price: type.price,
    stripePriceId: type.stripePriceId,
  };
}

/**
 * ?widgetType=ID: a new widget from the type's defaults (DESIGN "Data flow" 2), or, back from a
 * canceled checkout (&checkout=canceled), the draft the user left for it.
 */
function NewWidgetEditor({ typeId }: { typeId: string }) {
  const { status, widgetTypes } = useSession();
  const widgetType = widgetTypes.find((type) => type.id === typeId);
  const stateKey = `type:${typeId}`;
  const [checkout, dropCheckout] = useCheckoutParam();
  const arriving = useArrivingDraft({ typeId }, checkout);

  useEffect(() => {
    if (!widgetType || useEditorStore.getState().key === stateKey) return;
    const type = editorTypeOf(widgetType);
    const draft = checkout === null || checkout === 'canceled' ? draftWidget(arriving.draft, { typeId }, type) : null;
    const widget: EditorWidget = draft ?? { title: '', widgetType: type, htmlData: defaultHtmlData(type.name) };
    useEditorStore.getState().load(stateKey, widget, null, { dirty: draft !== null });
    if (draft && arriving.draft) announceKeptDraft(arriving.draft.reason);
  }, [widgetType, stateKey, typeId, arriving.draft, checkout]);

  useEffect(() => {
    if (!widgetType) return;
    // The draft is in state now; a reload of this page must not restore it again.
    arriving.consume();
    if (checkout !== null) dropCheckout();
  });

  if (!widgetType) {
    if (status === 'checking') return <SessionPending />;
    return (
      <EditorMessage title="Widget Editor">
        <p role="alert">This widget type is not in the Widget Library.</p>
        <Link to="/catalog">Back to the Widget Library</Link>
      </EditorMessage>
    );
  }
  return <LoadedEditor type={editorTypeOf(widgetType)} stateKey={stateKey} />;
}

/**
 * The saved widget as the editor keeps it: its settings read once, here, by the type's contract
 * (fields added since the save take their defaults), so the panel and the preview work on
 * complete settings without checking them again.
 */
function editorWidgetOf(widget: Widget): EditorWidget {
  const { htmlData } = repairHtmlData(widget.widgetType.name, widget.htmlData);
  return { id: widget.id, title: widget.title, widgetType: editorTypeOf(widget.widgetType), htmlData };
}

/** GET /widget/{id}, read loosely: an answer with an error field shows 'Data Error!' rather than failing. */
const widgetLoadSchema = widgetResponseSchema.partial({ widget: true });

/** Back from a paid checkout with the widget not created yet: the editor keeps asking (checkout-return.ts). */
function CheckoutConfirming({ failed }: { failed: boolean }) {
  if (failed) {
    return (
      <EditorMessage title="Widget Editor">
        <p role="alert">
          Your payment has not been confirmed yet. Your widget appears on your Dashboard as soon as it is; this can take
          a few minutes.
        </p>
        <Link to="/home">Back to the Dashboard</Link>
      </EditorMessage>
    );
  }
  return (
    <EditorMessage title="Widget Editor">
      <p className="checkout-confirming" role="status">
        <span className="page-loading__spinner" aria-hidden="true" />
        {BILLING_MESSAGES.checkoutConfirming}
      </p>
    </EditorMessage>
  );
}

/**
 * ?widgetId=ID: a saved widget (spec 000 §8: 'Widget Not Found!', 'Data Error!'). Back from the
 * checkout, &checkout=success waits for the paid widget to exist, and &checkout=canceled brings
 * back the draft the user left with.
 */
function SavedWidgetEditor({ widgetId }: { widgetId: string }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const stateKey = `widget:${widgetId}`;
  const [checkout, dropCheckout] = useCheckoutParam();
  // Read once on arrival (see use-arriving-draft): after a checkout, a draft for this id means it was bought again.
  const arriving = useArrivingDraft({ widgetId }, checkout);
  const stashed = arriving.draft;
  const confirming = checkout === 'success';
  const query = useQuery({
    queryKey: widgetKeys.detail(widgetId),
    queryFn: ({ signal }) => api.get(`/widget/${encodeURIComponent(widgetId)}`, widgetLoadSchema, { signal }),
    // The store holds the edits; a refetch must never replace them.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: confirming ? retryWhileConfirming : false,
    retryDelay: confirmRetryDelay,
  });

  const widget = query.data?.widget;
  const dataError = query.data?.error !== undefined;
  useEffect(() => {
    if (!widget || useEditorStore.getState().key === stateKey) return;
    const editor = useEditorStore.getState();
    const type = editorTypeOf(widget.widgetType);
    const draft = checkout === 'success' ? null : draftWidget(stashed, { widgetId }, type);
    editor.load(stateKey, draft ?? editorWidgetOf(widget), widget, { dirty: draft !== null });
    if (dataError) editor.showBanner('error', WIDGET_MESSAGES.dataError);
    else if (draft && stashed) announceKeptDraft(stashed.reason);
    else if (checkout === 'success') {
      const boughtAgain = isDraftFor(stashed, { widgetId });
      editor.showBanner('success', boughtAgain ? WIDGET_MESSAGES.updated : WIDGET_MESSAGES.added);
    }
  }, [widget, dataError, stateKey, checkout, stashed, widgetId]);

  useEffect(() => {
    if (!widget) return;
    arriving.consume();
    if (checkout === null) return;
    dropCheckout();
    // The dashboard lists the new widget or its new status.
    if (checkout === 'success') void queryClient.invalidateQueries({ queryKey: widgetKeys.all });
  });

  if (confirming && !widget) {
    const stillMissing = query.isError && query.error instanceof ApiError && query.error.status === 404;
    if (!query.isError || stillMissing) return <CheckoutConfirming failed={query.isError} />;
  }
  if (query.isError || (query.data && !widget)) {
    return (
      <EditorMessage title="Widget Editor">
        <p role="alert">{query.isError ? WIDGET_MESSAGES.notFound : WIDGET_MESSAGES.dataError}</p>
        <Link to="/home">Back to the Dashboard</Link>
      </EditorMessage>
    );
  }
  if (!widget) return <SessionPending />;
  return <LoadedEditor type={editorTypeOf(widget.widgetType)} stateKey={stateKey} />;
}

/**
 * "Edit <title>" once the widget has a title, else the editor's own name. Set here, not by the
 * route table: the store it reads would otherwise pull the editor into every page's first script.
 */
function useEditorTitle(): string {
  const title = useEditorStore((state) => state.widget?.title.trim() ?? '');
  return title ? `Edit ${title}` : 'Widget Editor';
}

/** /editor: ?widgetId= loads a saved widget, ?widgetType= starts a new one (spec 000 §2). */
export function EditorPage() {
  useDocumentTitle(useEditorTitle());
  const [params] = useSearchParams();
  const widgetId = params.get('widgetId');
  const widgetType = params.get('widgetType');

  // Leaving the editor forgets the widget; the next visit starts from the address again.
  useEffect(() => () => useEditorStore.getState().reset(), []);

  // The prompt sits above both editors, so the first save's swap between them does not remount it.
  if (widgetId || widgetType) {
    return (
      <>
        {widgetId ? <SavedWidgetEditor widgetId={widgetId} /> : widgetType && <NewWidgetEditor typeId={widgetType} />}
        <LeaveEditorPrompt />
      </>
    );
  }
  return (
    <EditorMessage title="Widget Editor">
      <p>Choose a widget to edit from your Dashboard, or start a new one from the Widget Library.</p>
      <Link to="/catalog">Open the Widget Library</Link>
    </EditorMessage>
  );
}
