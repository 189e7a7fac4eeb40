import { useEffect } from 'react';

/** Failures of the admin lists are only logged, nothing is shown (spec 003 §8); once per failure. */
export function useLogFailure(error: Error | null, what: string): void {
  useEffect(() => {
    if (error) console.error(`${what} failed`, error);
  }, [error, what]);
}
