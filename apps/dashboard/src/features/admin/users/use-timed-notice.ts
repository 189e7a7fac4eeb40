import { useCallback, useEffect, useRef, useState } from 'react';

/** The verification notice's lifetimes (spec 003 §8, §9): 5 s in user details, 2 s in the list. */
export const DETAILS_NOTICE_MS = 5000;
export const LIST_NOTICE_MS = 2000;

/** A notice shown for `ms`; showing it again restarts the time. */
export function useTimedNotice(ms: number): { message: string | null; show: (message: string) => void } {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show };
}
