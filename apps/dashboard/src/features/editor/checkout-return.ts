import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';

/**
 * ?checkout= as the payment provider sends the browser back to the editor: 'success' with the
 * widget's id, 'canceled' with the widget's id or (a new widget) its type id.
 */
export type CheckoutReturn = 'success' | 'canceled' | null;

/** The checkout param, and a way to drop it from the address once handled (replace, not a new entry). */
export function useCheckoutParam(): [CheckoutReturn, () => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('checkout');
  const checkout: CheckoutReturn = value === 'success' || value === 'canceled' ? value : null;
  const drop = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  return [checkout, drop];
}

/**
 * After a payment the widget is created by the server when the provider's event arrives, so
 * GET /widget/{id} may answer 404 for a moment. It is asked again with a growing pause (0.5 s
 * doubling to 5 s), for about a minute in all, before the editor gives up.
 */
const CONFIRM_RETRIES = 15;
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 5_000;

export function retryWhileConfirming(failureCount: number, error: Error): boolean {
  return error instanceof ApiError && error.status === 404 && failureCount < CONFIRM_RETRIES;
}

export function confirmRetryDelay(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
}
