import { useMutation } from '@tanstack/react-query';
import { checkoutSessionResponseSchema } from '@widgetry/contracts';
import { ApiError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { browserLocation } from '../../lib/browser-location';
import { clearEditorDraft, keepEditorDraft } from '../../lib/editor-draft/editor-draft';
import { useSession } from '../../lib/session/session.query';
import type { EditorWidget } from '../../lib/widget-editor/editor-widget';
import { useEditorStore } from './editor.store';

/**
 * Buy: POST /create-checkout-session for the widget as edited (spec 000 §7), then the browser goes
 * to the provider's checkout. The draft is stashed first so a canceled checkout comes back to it;
 * the server creates or updates the widget itself once the payment is confirmed. The mutation
 * stays successful while the page is leaving, so the button cannot start a second checkout.
 */
/** The checkout's refusal because the type's price changed since the editor loaded it (a 400 on priceId). */
export function isPriceChange(error: unknown): boolean {
  return error instanceof ApiError && error.fieldErrors?.priceId !== undefined;
}

export function useStartCheckoutMutation() {
  const api = useApiClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: async (widget: EditorWidget) => {
      const body = {
        // The server checks it against the type's current price (a 400 says when it changed).
        priceId: widget.widgetType.stripePriceId,
        customerEmail: email,
        widgetData: {
          ...(widget.id ? { id: widget.id } : {}),
          title: widget.title,
          widgetType: widget.widgetType.id,
          htmlData: widget.htmlData,
        },
      };
      keepEditorDraft(widget, 'checkout');
      try {
        const { url } = await api.post('/create-checkout-session', body, checkoutSessionResponseSchema);
        // Set before the page starts unloading, so the leave guard lets it go without asking.
        useEditorStore.getState().setHandedOff(true);
        browserLocation.assign(url);
      } catch (error) {
        useEditorStore.getState().setHandedOff(false);
        // A changed price is shown by reloading the page (BuyBody's Reload): the edits wait for it.
        if (isPriceChange(error)) keepEditorDraft(widget, 'priceChanged');
        else clearEditorDraft();
        throw error;
      }
    },
    // Spec 000 §8 logs a failed checkout; the popup shows it too, so Buy never fails silently.
    onError: (error) => console.error('The checkout could not be started', error),
  });
}
