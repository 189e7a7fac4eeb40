// Where Create Account / Sign In goes back to, read without the draft's zod schema: the sign-in
// page is in the dashboard's first script, which must stay small (issue 28). Only the fields that
// make the path are checked here; the editor checks the whole draft (editor-draft.ts) when it opens,
// and starts without the edits if the rest does not hold.

export const EDITOR_DRAFT_KEY = 'widgetry.editorDraft';

/** A draft older than this is forgotten: a day matches the verification link's life. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The editor address a draft comes back to. */
export function draftEditorPath(draft: { id?: string | undefined; typeId: string }): string {
  return draft.id
    ? `/editor?widgetId=${encodeURIComponent(draft.id)}`
    : `/editor?widgetType=${encodeURIComponent(draft.typeId)}`;
}

/**
 * Where signing in or up should go: back to the editor when the visitor left it from the "Sign in
 * to save" popup with a draft kept, otherwise null (the Dashboard, as usual).
 */
export function signInReturnPath(now = Date.now()): string | null {
  try {
    const text = localStorage.getItem(EDITOR_DRAFT_KEY);
    if (text === null) return null;
    const draft: unknown = JSON.parse(text);
    if (typeof draft !== 'object' || draft === null) return null;
    const [id, typeId, reason, keptAt] = ['id', 'typeId', 'reason', 'keptAt'].map((key) => Reflect.get(draft, key));
    if (reason !== 'signIn' || typeof typeId !== 'string' || typeof keptAt !== 'number') return null;
    if (id !== undefined && typeof id !== 'string') return null;
    if (now - keptAt > DRAFT_MAX_AGE_MS) return null;
    return draftEditorPath({ id, typeId });
  } catch {
    return null;
  }
}
