import { WIDGET_API_MESSAGES, WIDGET_MESSAGES } from '@widgetry/contracts';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SourceLoading } from '../../lib/widget-editor/source-preview';
import { useSourceData } from '../../lib/widget-editor/use-source-data';
import { useWidgetEditor } from '../../lib/widget-editor/use-widget-editor';
import { SessionPending } from '../../ui/session-pending/session-pending';
import { DESKTOP, PREVIEW_DEVICES, type PreviewDevice } from './preview-devices';
import { type PreviewRequest, readPreviewParam } from './preview-request';
import { type PreviewReturn, previewReturn } from './preview-return';
import { SamplePageFrame } from './sample-page-frame';
import './preview.css';

export { readPreviewParam } from './preview-request';

/** What /preview says when there is nothing to show (opened directly, or an old or broken link). */
export const NOTHING_TO_PREVIEW =
  'Open a widget in the editor and press Preview to see it here, full page, at desktop, tablet and phone widths.';

function DeviceSwitch({ device, onChange }: { device: PreviewDevice; onChange: (device: PreviewDevice) => void }) {
  return (
    <fieldset className="preview-devices">
      <legend className="preview-devices__legend">Screen width</legend>
      {PREVIEW_DEVICES.map((option) => (
        <button
          key={option.id}
          type="button"
          className="preview-devices__button"
          aria-pressed={option.id === device.id}
          onClick={() => onChange(option)}
        >
          {option.label}
          <span className="preview-devices__width"> {option.width} px</span>
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The widget on the sample page, in a frame of the device's width. A review widget shows the
 * reviews its source already has (no flag: the API reads only when it has none); the notes about
 * that read stay outside the frame, in the dashboard's own style.
 */
function FramedWidget({ request, device }: { request: PreviewRequest; device: PreviewDevice }) {
  const { data, message, isLoading } = useSourceData(request.type, request.settings);
  return (
    <>
      {(isLoading || message) && (
        <div className="preview-page__notes">
          {isLoading && <SourceLoading />}
          {message && (
            <p className={message.role === 'alert' ? 'alert alert--error' : 'alert alert--warning'} role={message.role}>
              {message.text}
            </p>
          )}
        </div>
      )}
      <div className="preview-stage">
        <SamplePageFrame
          width={device.width}
          title={`Sample page at ${device.label.toLowerCase()} width (${device.width} px)`}
          type={request.type}
          settings={request.settings}
          data={data}
        />
      </div>
    </>
  );
}

function Problem({ children, back }: { children: string; back: PreviewReturn }) {
  return (
    <div className="card card--muted preview-page__message">
      <p className="alert alert--error" role="alert">
        {children}
      </p>
      <Link to={back.to}>{back.label}</Link>
    </div>
  );
}

function TypePreview({
  request,
  device,
  back,
}: {
  request: PreviewRequest;
  device: PreviewDevice;
  back: PreviewReturn;
}) {
  // Whether the type has a runtime yet; the frame then loads the customer's copy of it.
  const editor = useWidgetEditor(request.type);
  if (editor.isError) return <Problem back={back}>The preview could not be loaded. Please reload the page.</Problem>;
  if (editor.data === null) return <Problem back={back}>{WIDGET_API_MESSAGES.previewUnavailable}</Problem>;
  if (!editor.data) return <SessionPending />;
  return <FramedWidget request={request} device={device} />;
}

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
  const [device, setDevice] = useState<PreviewDevice>(DESKTOP);

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
      <header className="preview-bar">
        <Link className="button button--secondary preview-bar__back" to={back.to}>
          {back.label}
        </Link>
        <h1 className="preview-bar__title" id="preview-page-title">
          Preview{request.title ? `: ${request.title}` : ''}
        </h1>
        <DeviceSwitch device={device} onChange={setDevice} />
      </header>
      {back.toEditor && (
        <p className="preview-bar__note">
          These changes are not saved yet. Go back to the editor, where they are kept, and press Save.
        </p>
      )}
      <TypePreview request={request} device={device} back={back} />
    </section>
  );
}
