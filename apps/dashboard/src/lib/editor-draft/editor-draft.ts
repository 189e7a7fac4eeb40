// The editor's draft, kept in localStorage (one key) while the browser is away from the editor:
// at the payment provider's checkout, on Create Account / Sign In, at the email verification link
// (often opened in another tab) or on the full-page Preview. Coming back restores it once, then
// the key is cleared. It outlives the tab so a verification link opened elsewhere still finds it.
// In lib/, not the editor feature: Sign In, email verification, the Preview and the Dashboard's
// Duplicate read or keep it too, and the preview importing the editor (which opens the preview)
// made the two features import each other (issue 27).
import { widgetTypeNameSchema } from '@widgetry/contracts';
import { z } from 'zod';
import type { EditorWidget } from '../widget-editor/editor-widget';
import { DRAFT_MAX_AGE_MS, EDITOR_DRAFT_KEY } from './sign-in-return';

export { draftEditorPath, EDITOR_DRAFT_KEY, signInReturnPath } from './sign-in-return';

/**
 * Why the editor was left with the draft kept, which decides when and how it comes back.
 * 'priceChanged': Buy was refused because the type's price changed, and the page is reloaded to
 * show the new one.
 */
export const draftReasonSchema = z.enum(['checkout', 'signIn', 'verifyEmail', 'preview', 'priceChanged']);
export type DraftReason = z.infer<typeof draftReasonSchema>;

// Read back from storage, so checked like any input; the type itself is taken fresh from the
// catalogue or the saved widget, never from here (its price may have changed meanwhile).
const draftSchema = z.object({
  id: z.string().optional(),
  typeId: z.string(),
  typeName: widgetTypeNameSchema,
  title: z.string(),
  htmlData: z.record(z.string(), z.unknown()),
  reason: draftReasonSchema,
  keptAt: z.number(),
});
export type EditorDraft = z.infer<typeof draftSchema>;

/** Which widget a draft must belong to: a saved one by id, or a new one by its type. */
export type DraftMatch = { widgetId: string } | { typeId: string };

export function keepEditorDraft(widget: EditorWidget, reason: DraftReason, now = Date.now()): void {
  const draft: EditorDraft = {
    id: widget.id,
    typeId: widget.widgetType.id,
    typeName: widget.widgetType.name,
    title: widget.title,
    htmlData: widget.htmlData,
    reason,
    keptAt: now,
  };
  try {
    localStorage.setItem(EDITOR_DRAFT_KEY, JSON.stringify(draft));
  } catch (error) {
    // Storage full or blocked: the way on still works, coming back just starts without the edits.
    console.warn('The editor draft could not be kept', error);
  }
}

export function clearEditorDraft(): void {
  try {
    localStorage.removeItem(EDITOR_DRAFT_KEY);
  } catch {
    // Nothing was kept then either.
  }
}

/**
 * The kept draft, if any and not expired. Read once when the editor opens and kept in component
 * state: the key is cleared right after, and StrictMode's second mount must still find it.
 */
export function readEditorDraft(now = Date.now()): EditorDraft | null {
  try {
    const text = localStorage.getItem(EDITOR_DRAFT_KEY);
    if (text === null) return null;
    const parsed = draftSchema.safeParse(JSON.parse(text));
    if (!parsed.success || now - parsed.data.keptAt > DRAFT_MAX_AGE_MS) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** Whether `draft` belongs to `match`: the saved widget with that id, or a new widget of that type. */
export function isDraftFor(draft: EditorDraft | null, match: DraftMatch): draft is EditorDraft {
  if (!draft) return false;
  return 'widgetId' in match ? draft.id === match.widgetId : draft.id === undefined && draft.typeId === match.typeId;
}

/** Location state of a navigation that leaves the editor with the draft kept: no "unsaved changes" question. */
export const DRAFT_KEPT_STATE: { draftKept: true } = { draftKept: true };

export function isDraftKeptState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'draftKept' in state && state.draftKept === true;
}
