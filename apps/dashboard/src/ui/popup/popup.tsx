import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ErrorAlert } from '../alert/alert';
import { useOverlay } from '../overlay/use-overlay';
import { useModalFocus } from './use-modal-focus';
import '../icon-button/icon-button.css';
import './popup.css';

/**
 * A modal popup. It turns the page overlay on while open (spec 000 §2) and renders into <body>, so
 * a transformed ancestor (the sliding auth panel) cannot trap its fixed position. Escape, the close
 * button or a click beside it closes it; focus moves in on open and back out on close.
 */
export function Popup({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  useOverlay(open);
  if (!open) return null;
  return createPortal(
    <PopupDialog title={title} onClose={onClose}>
      {children}
    </PopupDialog>,
    document.body,
  );
}

/**
 * A popup that asks before something that cannot be undone (delete a widget, delete the account):
 * the question, the error area for a failed attempt (spec 000 §8), Cancel, and a danger button that
 * says it is working while `pending`. Closing and what confirming does stay with the caller.
 */
export function ConfirmPopup({
  open,
  title,
  question,
  subject,
  note,
  error,
  pending,
  confirmLabel,
  pendingLabel,
  dismissLabel = 'Cancel',
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  question: string;
  /** What the question is about (e.g. the widget's name), shown under it so the user knows what goes. */
  subject?: string;
  /** What else confirming does (ends a subscription, say), under the subject. */
  note?: string | undefined;
  /** The last attempt's failure; its message is shown above the buttons. */
  error: Error | null;
  pending: boolean;
  confirmLabel: string;
  pendingLabel: string;
  /** The button that closes without doing anything; 'Cancel' unless that would be ambiguous. */
  dismissLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Popup open={open} title={title} onClose={onClose}>
      <p>{question}</p>
      {subject && <p className="popup__subject">{subject}</p>}
      {note && <p className="popup__note">{note}</p>}
      <ErrorAlert message={error?.message} />
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {dismissLabel}
        </button>
        <button type="button" className="button button--danger" disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Popup>
  );
}

function PopupDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalFocus(dialogRef, onClose);

  return (
    <div
      className="popup"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className="popup__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={dialogRef}
        tabIndex={-1}
      >
        <div className="popup__header">
          <h2 className="popup__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="icon-button popup__close" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
