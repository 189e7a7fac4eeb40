import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useControllable } from '../internal/use-controllable';

export interface InfoPopupProps {
  /** Accessible name of the info icon button ("About the maps API key"). */
  label: string;
  /** Dialog title; also its accessible name. */
  title: string;
  /** Dialog body: the help text. */
  children: ReactNode;
  /** Open state when the parent owns it; else the popup keeps its own. */
  open?: boolean;
  /** Open at first, when the popup keeps its own state. */
  defaultOpen?: boolean;
  /**
   * Called with true when the popup opens and false when it closes (also when it is removed while
   * open), so the app can keep its page-overlay state in step (spec 001 §2, 002 §2).
   */
  onOpenChange?: (open: boolean) => void;
  /** Text of the button that closes the dialog. Defaults to 'Close'. */
  closeLabel?: string;
  /** id of the icon button; the dialog's ids derive from it. Generated when absent. */
  id?: string;
  /** Disables the icon button. */
  disabled?: boolean;
  /**
   * Visible text shown before the icon ("How it works?"). It is the icon button's <label>, so a
   * click on the words opens the popup as the icon does; keep `label` containing it, since the
   * button's accessible name is `label`.
   */
  text?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * An info icon that opens a modal help dialog over a page overlay. Focus moves into the dialog,
 * stays there while it is open (Tab wraps) and returns to the icon when it closes; Escape, the
 * Close button and a click on the overlay close it.
 */
export function InfoPopup({
  label,
  title,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  closeLabel = 'Close',
  id,
  disabled = false,
  text,
}: InfoPopupProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const dialogId = `${triggerId}-dialog`;
  const titleId = `${triggerId}-title`;
  const bodyId = `${triggerId}-body`;
  const [isOpen, setOpen] = useControllable(open, defaultOpen, onOpenChange);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    dialogRef.current?.focus();
    const trigger = triggerRef.current;
    return () => trigger?.focus();
  }, [isOpen]);

  // The app counts open overlays, so every overlay shown is reported on and every one reported is
  // reported off: one open from the start (defaultOpen) on mount, one removed while open (its
  // editor tab left) on unmount. Pairing them also keeps the count right under StrictMode's
  // mount-unmount-mount. A parent that passes `open` already knows, so it is not told on mount.
  const openRef = useRef(isOpen);
  const onOpenChangeRef = useRef(onOpenChange);
  const controlledAtMount = useRef(open !== undefined);
  useLayoutEffect(() => {
    openRef.current = isOpen;
    onOpenChangeRef.current = onOpenChange;
  });
  useEffect(() => {
    if (openRef.current && !controlledAtMount.current) onOpenChangeRef.current?.(true);
    return () => {
      if (openRef.current) onOpenChangeRef.current?.(false);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      {text !== undefined && (
        // A label's click activates the control it names, so the words act as the icon does,
        // with no second tab stop; a disabled button ignores it.
        <label htmlFor={triggerId} className="ek-info-text" style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}>
          {text}
        </label>
      )}
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className="ek-info-button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? dialogId : undefined}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <rect x="7.25" y="7" width="1.5" height="5" rx="0.75" fill="currentColor" />
          <circle cx="8" cy="4.75" r="1" fill="currentColor" />
        </svg>
      </button>
      {isOpen
        ? createPortal(
            <>
              <div className="ek-overlay" data-ek-overlay="" aria-hidden="true" onClick={() => setOpen(false)} />
              <div
                ref={dialogRef}
                id={dialogId}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                aria-describedby={bodyId}
                className="ek-dialog"
                tabIndex={-1}
                onKeyDown={onKeyDown}
              >
                <h2 id={titleId} className="ek-dialog__title">
                  {title}
                </h2>
                <div id={bodyId} className="ek-dialog__body">
                  {children}
                </div>
                <div className="ek-dialog__actions">
                  <button type="button" className="ek-button" onClick={() => setOpen(false)}>
                    {closeLabel}
                  </button>
                </div>
              </div>
            </>,
            document.body,
          )
        : null}
    </>
  );
}
