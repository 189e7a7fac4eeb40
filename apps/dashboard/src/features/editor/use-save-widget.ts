import { useQueryClient } from '@tanstack/react-query';
import { API_MESSAGES, WIDGET_ERROR_CODES, WIDGET_MESSAGES, type WidgetResponse } from '@widgetry/contracts';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { clearEditorDraft, isDraftFor, keepEditorDraft, readEditorDraft } from '../../lib/editor-draft/editor-draft';
import { getSession, setSessionUser } from '../../lib/session/session.query';
import { widgetKeys } from '../../lib/widgets/widgets.queries';
import { useEditorStore } from './editor.store';
import { runSaveSequence } from './save-sequence';

const TITLE_KEY = 'widget.title';

/**
 * A 400's fieldErrors by where the editor shows them (spec 000 §5): 'widget.title' under Widget
 * Name, 'widget.htmlData.<type>.<path>' under the control for <path>. Keys matching neither are
 * returned as `other`.
 */
export function placeFieldErrors(
  fieldErrors: Record<string, string>,
  type: string,
): { title: string | null; fields: Record<string, string>; other: string[] } {
  const settingsPrefix = `widget.htmlData.${type}.`;
  let title: string | null = null;
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors)) {
    if (key === TITLE_KEY) title = message;
    else if (key.startsWith(settingsPrefix)) fields[key.slice(settingsPrefix.length)] = message;
    else other.push(message);
  }
  return { title, fields, other };
}

/** The Save button's action: runs the save sequence and shows its outcome. */
export function useSaveWidget(): () => Promise<void> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return async function save() {
    const editor = useEditorStore.getState();
    const widget = editor.widget;
    if (!widget || editor.saving) return;
    editor.setSaving(true);
    editor.setErrors({});
    try {
      const outcome = await runSaveSequence(widget, {
        api,
        isLoggedIn: getSession(queryClient).isUserLoggedIn,
        onProfile: (user) => setSessionUser(queryClient, user),
      });
      switch (outcome.kind) {
        case 'signIn':
          editor.openPopup('signIn');
          return;
        case 'invalid':
          editor.refuseSave({ title: outcome.titleError, fields: outcome.fieldErrors, recheck: true });
          return;
        case 'verifyEmail':
          // The verification link is often opened in this tab or another: the draft waits for it.
          keepEditorDraft(widget, 'verifyEmail');
          editor.openPopup('verifyEmail');
          return;
        case 'purchase':
          editor.showPurchase(outcome.notice);
          return;
        case 'saved': {
          const saved = outcome.widget;
          editor.markSaved(saved);
          // A draft kept for this widget (while the email was being verified) is saved now.
          if (isDraftFor(readEditorDraft(), widget.id ? { widgetId: widget.id } : { typeId: widget.widgetType.id })) {
            clearEditorDraft();
          }
          // The editor reads ?widgetId= from this cache entry, so the move below loads nothing.
          const cached: WidgetResponse = { widget: saved };
          queryClient.setQueryData(widgetKeys.detail(saved.id), cached);
          void queryClient.invalidateQueries({ queryKey: widgetKeys.all });
          if (outcome.warning) editor.showBanner('error', outcome.warning);
          else editor.showBanner('success', outcome.created ? WIDGET_MESSAGES.added : WIDGET_MESSAGES.updated);
          if (outcome.created) navigate(`/editor?widgetId=${encodeURIComponent(saved.id)}`, { replace: true });
          return;
        }
      }
    } catch (error) {
      showFailure(error, widget.widgetType.name, widget.widgetType.price);
    } finally {
      useEditorStore.getState().setSaving(false);
    }
  };
}

function showFailure(error: unknown, type: string, price: number): void {
  const editor = useEditorStore.getState();
  if (!(error instanceof ApiError)) {
    editor.showBanner('error', API_MESSAGES.serverError);
    return;
  }
  if (error.status === 403 && error.code === WIDGET_ERROR_CODES.emailNotVerified) {
    if (editor.widget) keepEditorDraft(editor.widget, 'verifyEmail');
    editor.openPopup('verifyEmail');
    return;
  }
  if (error.status === 402 || error.code === WIDGET_ERROR_CODES.paymentRequired) {
    editor.showPurchase({ kind: 'purchase', price });
    return;
  }
  if (error.fieldErrors) {
    const placed = placeFieldErrors(error.fieldErrors, type);
    // The banner names each field, as their controls may sit in a closed section or tab.
    if (placed.title !== null || Object.keys(placed.fields).length > 0) {
      editor.refuseSave({ title: placed.title, fields: placed.fields, recheck: false });
    } else {
      editor.showBanner('error', placed.other[0] ?? error.message);
    }
    return;
  }
  editor.showBanner('error', error.message);
}
