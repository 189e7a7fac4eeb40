import { SAVE_CONFIRMATION_MS } from '@widgetry/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** 'Settings Saved!' for 2.5 s (spec 000 §2); saving again restarts the 2.5 s. */
export function useSavedMessage(): { visible: boolean; show: () => void; hide: () => void } {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(false);
  }, []);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), SAVE_CONFIRMATION_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { visible, show, hide };
}
