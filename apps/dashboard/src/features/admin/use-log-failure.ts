import { useEffect } from 'react';

/**
 * Failures of the admin lists and figures are only logged, nothing is shown beyond the empty list
 * (spec 003 §8); once per failure, not per render. `what` names the load: 'Loading the users'.
 */
export function useLogFailure(error: Error | null, what: string): void {
  useEffect(() => {
    if (error) console.error(`${what} failed`, error);
  }, [error, what]);
}
