import type { WidgetTypeName } from '@widgetry/contracts';
import { WidgetEditorPreview } from './live-preview';
import { usePreviewData } from './use-preview-data';
import type { SourceMessage } from './use-source-data';
import type { AnyWidgetEditor } from './widget-editors';
import './source-preview.css';

/** The accessible name of every spinner that stands for a running read of the source. */
export const SOURCE_LOADING_LABEL = 'Loading reviews…';

/**
 * A spinner saying a read of the source is running: with its words beside the preview, alone
 * (words for assistive technology only) beside a control.
 */
export function SourceLoading({ compact = false }: { compact?: boolean }) {
  return (
    <span
      className={compact ? 'source-loading source-loading--compact' : 'source-loading'}
      role="status"
      aria-label={SOURCE_LOADING_LABEL}
    >
      <span className="source-loading__spinner" aria-hidden="true" />
      <span className={compact ? 'source-loading__text source-loading__text--hidden' : 'source-loading__text'}>
        {SOURCE_LOADING_LABEL}
      </span>
    </span>
  );
}

/**
 * What the source read says beside a preview: loading, why its data is old or missing, and that
 * the preview shows sample content (`sampleNote`) when it does.
 */
export function SourceNotes({
  className,
  isLoading,
  message,
  sampleNote = null,
}: {
  className: string;
  isLoading: boolean;
  message: SourceMessage | null;
  sampleNote?: string | null;
}) {
  if (!isLoading && !message && !sampleNote) return null;
  return (
    <div className={className}>
      {sampleNote && (
        <p className="source-sample" role="note">
          <span className="source-sample__badge" aria-hidden="true">
            Sample
          </span>{' '}
          {sampleNote}
        </p>
      )}
      {isLoading && <SourceLoading />}
      {message && (
        <p className={message.role === 'alert' ? 'alert alert--error' : 'alert alert--warning'} role={message.role}>
          {message.text}
        </p>
      )}
    </div>
  );
}

/**
 * The live preview of a widget of `type`, with its source data when the type has a source (the
 * review widgets, spec 001 §4): a spinner while a read runs and the API's sentence about the data
 * above it. Other types render their settings only, as before.
 */
export function SourcePreview({
  type,
  editor,
  settings,
}: {
  type: WidgetTypeName;
  editor: AnyWidgetEditor;
  settings: unknown;
}) {
  const { data, message, isLoading, sampleNote } = usePreviewData(type, settings);
  return (
    <>
      <SourceNotes className="source-preview__notes" isLoading={isLoading} message={message} sampleNote={sampleNote} />
      <WidgetEditorPreview editor={editor} settings={settings} data={data} />
    </>
  );
}
