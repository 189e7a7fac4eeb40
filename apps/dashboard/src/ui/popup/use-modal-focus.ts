import { type RefObject, useEffect, useRef } from 'react';

/**
 * A modal's keyboard contract: focus moves into it when it opens (its first field, else the
 * dialog itself), Escape closes it, and focus goes back where it was when it closes.
 */
export function useModalFocus(dialogRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialogRef.current?.querySelector<HTMLElement>('input, textarea, select');
    (first ?? dialogRef.current)?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onCloseRef.current();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnFocusTo?.focus();
    };
  }, [dialogRef]);
}
