// Kept for features/home's "Duplicate" of a paid widget, which hands its copy to the editor the
// way a canceled checkout comes back. The draft itself lives in editor-draft.ts (one key for every
// way out of the editor).
import type { EditorWidget } from './editor.store';
import { keepEditorDraft } from './editor-draft';

/** Keeps `widget` as a checkout's draft: /editor?…&checkout=canceled brings it back. */
export function stashCheckoutDraft(widget: EditorWidget): void {
  keepEditorDraft(widget, 'checkout');
}
