import { WIDGET_MESSAGES } from '@widgetry/contracts';
import { useEffect, useId, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../../ui/popup/use-modal-focus';
import { toPreviewRequest } from './preview-request';
import { PreviewView } from './preview-view';
import './preview.css';

/**
 * The full-page preview over the editor, for a visitor who is not signed in (/preview is a
 * signed-in route, spec 000 §2): the same view as /preview, covering the whole window, the editor
 * and its unsaved changes kept beneath it. "Back to the editor" or Escape closes it.
 */
export function PreviewOverlay({ widget, onClose }: { widget: unknown; onClose: () => void }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const request = useMemo(() => toPreviewRequest(widget), [widget]);
  useModalFocus(dialogRef, onClose);

  // The editor beneath must not scroll along with the preview.
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const back = (
    <button type="button" className="button button--secondary preview-bar__back" onClick={onClose}>
      Back to the editor
    </button>
  );
  return createPortal(
    <div
      className="preview-page preview-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      ref={dialogRef}
      tabIndex={-1}
    >
      {request ? (
        <PreviewView request={request} back={back} unsaved titleId={titleId} />
      ) : (
        <div className="card card--muted preview-page__message">
          <h1 className="page__title" id={titleId}>
            Preview
          </h1>
          <p className="alert alert--error" role="alert">
            {WIDGET_MESSAGES.previewValidation}
          </p>
          {back}
        </div>
      )}
    </div>,
    document.body,
  );
}
