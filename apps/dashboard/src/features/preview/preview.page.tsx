import { WIDGET_MESSAGES } from '@widgetry/contracts';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { readPreviewParam } from './preview-request';
import { previewReturn } from './preview-return';
import { PreviewView } from './preview-view';
import './preview.css';

export { readPreviewParam } from './preview-request';

/** What /preview says when there is nothing to show (opened directly, or an old or broken link). */
export const NOTHING_TO_PREVIEW =
  'Open a widget in the editor and press Preview to see it here, full page, at desktop, tablet and phone widths.';

/**
 * /preview (spec 000 §2): the unsaved widget of the `widget` query parameter, rendered by its real
 * runtime on a sample page at desktop, tablet or phone width. The app's header is hidden here, so
 * the page has its own bar with the way back to the editor (which brings the draft back).
 */
export function PreviewPage() {
  const [params] = useSearchParams();
  const raw = params.get('widget');
  // Memoised: the frame mounts the widget again for new settings.
  const request = useMemo(() => readPreviewParam(raw), [raw]);
  // Read once: the editor clears the kept draft when it takes it back.
  const [back] = useState(() => previewReturn(request));

  if (!request) {
    return (
      <section className="page page--narrow preview-page__empty" aria-labelledby="preview-page-title">
        <h1 className="page__title" id="preview-page-title">
          Preview
        </h1>
        <div className="card card--muted">
          {/* A parameter that is there but unreadable gets the spec's validation message. */}
          {raw !== null && (
            <p className="alert alert--error" role="alert">
              {WIDGET_MESSAGES.previewValidation}
            </p>
          )}
          <p>{NOTHING_TO_PREVIEW}</p>
          <Link to={back.toEditor ? back.to : '/catalog'}>
            {back.toEditor ? back.label : 'Open the Widget Library'}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="preview-page" aria-labelledby="preview-page-title">
      <PreviewView
        request={request}
        titleId="preview-page-title"
        unsaved={back.toEditor}
        back={
          <Link className="button button--secondary preview-bar__back" to={back.to}>
            {back.label}
          </Link>
        }
      />
    </section>
  );
}
