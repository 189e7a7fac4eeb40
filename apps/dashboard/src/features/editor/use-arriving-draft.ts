import { useState } from 'react';
import {
  clearEditorDraft,
  type DraftMatch,
  type DraftReason,
  type EditorDraft,
  isDraftFor,
  readEditorDraft,
} from '../../lib/editor-draft/editor-draft';
import type { CheckoutReturn } from './checkout-return';
import { useEditorStore } from './editor.store';

/** What the editor says when it brings a draft back from signing in, up or verifying the email. */
export const DRAFT_KEPT_MESSAGE = 'We kept your changes. Press Save to save your widget.';

/**
 * The draft kept for this widget when the editor opens, read once (StrictMode's second mount must
 * still find it after `consume` cleared it). A checkout's draft counts only when the address says
 * the browser is back from the checkout; any other comes back on the next visit to its widget.
 * Outside a checkout's return, a draft of another widget is left where it is.
 */
export function useArrivingDraft(
  match: DraftMatch,
  checkout: CheckoutReturn,
): { draft: EditorDraft | null; consume: () => void } {
  const [draft] = useState(() => {
    const kept = readEditorDraft();
    if (!isDraftFor(kept, match)) return null;
    return (kept.reason === 'checkout') === (checkout !== null) ? kept : null;
  });
  return {
    draft,
    // Back from a checkout the key is cleared whatever it held, as it was written for that trip.
    consume: () => {
      if (draft !== null || checkout !== null) clearEditorDraft();
    },
  };
}

/** Tells the user their edits are back: from a canceled checkout or the preview it goes without saying. */
export function announceKeptDraft(reason: DraftReason): void {
  if (reason === 'signIn' || reason === 'verifyEmail' || reason === 'priceChanged')
    useEditorStore.getState().showBanner('success', DRAFT_KEPT_MESSAGE);
}
