import { useEffect } from 'react';

/**
 * Spec 003 §8: a failed admin list is only logged; nothing is shown to the user beyond the empty
 * list. Logged once per failure, not per render.
 */
export function useLogFailure(what: string, error: Error | null): void {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}:`, error);
  }, [what, error]);
}
