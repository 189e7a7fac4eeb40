import type { WidgetLanguage, WidgetTypeName } from '@widgetry/contracts';
import { WidgetEditorPreview } from './live-preview';
import { sourceLoadingLabel } from './source-kind';
import { usePreviewData } from './use-preview-data';
import type { SourceMessage } from './use-source-data';
import type { AnyWidgetEditor } from './widget-editors';
import './source-preview.css';

/**
 * A spinner saying a read of the source is running: with its words (`label`, from
 * sourceLoadingLabel: 'Loading reviews…' or 'Loading listings…') beside the preview, alone (words
 * for assistive technology only) beside a control.
 */
export function SourceLoading({ label, compact = false }: { label: string; compact?: boolean }) {
  return (
    <span
      className={compact ? 'source-loading source-loading--compact' : 'source-loading'}
      role="status"
      aria-label={label}
    >
      <span className="source-loading__spinner" aria-hidden="true" />
      <span className={compact ? 'source-loading__text source-loading__text--hidden' : 'source-loading__text'}>
        {label}
      </span>
    </span>
  );
}

/**
 * What the source read says beside a preview: loading, why its data is old or missing, and that
 * the preview shows sample content (`sampleNote`) when it does.
 */
export function SourceNotes({
  type,
  className,
  isLoading,
  message,
  sampleNote = null,
}: {
  /** The widget's type: its source's kind names what is loading. */
  type: WidgetTypeName;
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
      {isLoading && <SourceLoading label={sourceLoadingLabel(type)} />}
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
 * above it. Other types render their settings only, as before. A widget set to `auto` speaks
 * `pageLanguage`, the sample page's (issue 32).
 */
export function SourcePreview({
  type,
  editor,
  settings,
  pageLanguage,
}: {
  type: WidgetTypeName;
  editor: AnyWidgetEditor;
  settings: unknown;
  pageLanguage?: WidgetLanguage;
}) {
  const { data, message, isLoading, sampleNote } = usePreviewData(type, settings);
  return (
    <>
      <SourceNotes
        type={type}
        className="source-preview__notes"
        isLoading={isLoading}
        message={message}
        sampleNote={sampleNote}
      />
      <WidgetEditorPreview editor={editor} settings={settings} data={data} pageLanguage={pageLanguage} />
    </>
  );
}
