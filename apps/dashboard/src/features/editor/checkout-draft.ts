// The editor's draft, kept in sessionStorage while the browser is away at the payment provider's
// checkout: a canceled checkout comes back to the editor with the edits it left with, and a paid
// one can tell a first purchase from buying an existing widget again.
import { repairHtmlData, widgetTypeNameSchema } from '@widgetry/contracts';
import { z } from 'zod';
import type { EditorWidget, EditorWidgetType } from './editor.store';

const STORAGE_KEY = 'widgetry.checkoutDraft';

// Read back from storage, so checked like any input; the type itself is taken fresh from the
// catalogue or the saved widget, never from here (its price may have changed meanwhile).
const draftSchema = z.object({
  id: z.string().optional(),
  typeId: z.string(),
  typeName: widgetTypeNameSchema,
  title: z.string(),
  htmlData: z.record(z.string(), z.unknown()),
});
export type CheckoutDraft = z.infer<typeof draftSchema>;

/** Which widget a draft must belong to: a saved one by id, or a new one by its type. */
export type DraftMatch = { widgetId: string } | { typeId: string };

export function stashCheckoutDraft(widget: EditorWidget): void {
  const draft: CheckoutDraft = {
    id: widget.id,
    typeId: widget.widgetType.id,
    typeName: widget.widgetType.name,
    title: widget.title,
    htmlData: widget.htmlData,
  };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch (error) {
    // Storage full or blocked: the purchase still works, a cancel just comes back without the edits.
    console.warn('The editor draft could not be kept for the checkout', error);
  }
}

export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept then either.
  }
}

/**
 * The stashed draft, if any. Read once when the editor opens and kept in component state: the
 * stash is cleared right after, and StrictMode's second mount must still find it.
 */
export function readCheckoutDraft(): CheckoutDraft | null {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    if (text === null) return null;
    const parsed = draftSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether `draft` belongs to `match`: the saved widget with that id, or a new widget of that type. */
export function isDraftFor(draft: CheckoutDraft | null, match: DraftMatch): draft is CheckoutDraft {
  if (!draft) return false;
  return 'widgetId' in match ? draft.id === match.widgetId : draft.id === undefined && draft.typeId === match.typeId;
}

/**
 * The draft as the editor holds it, when it belongs to `match` and is of `type`; its settings are
 * read by the type's contract, as a saved widget's are.
 */
export function draftWidget(
  draft: CheckoutDraft | null,
  match: DraftMatch,
  type: EditorWidgetType,
): EditorWidget | null {
  if (!isDraftFor(draft, match) || draft.typeId !== type.id || draft.typeName !== type.name) return null;
  const { htmlData } = repairHtmlData(type.name, draft.htmlData);
  return { id: draft.id, title: draft.title, widgetType: type, htmlData };
}
