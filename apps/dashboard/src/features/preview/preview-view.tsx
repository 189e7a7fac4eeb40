import { WIDGET_API_MESSAGES } from '@widgetry/contracts';
import { type ReactNode, useState } from 'react';
import { SamplePageLanguageSelect, useSamplePageLanguage } from '../../lib/widget-editor/sample-page-language';
import { SourceNotes } from '../../lib/widget-editor/source-preview';
import { usePreviewData } from '../../lib/widget-editor/use-preview-data';
import { useWidgetEditor } from '../../lib/widget-editor/use-widget-editor';
import { SessionPending } from '../../ui/session-pending/session-pending';
import { DESKTOP, PREVIEW_DEVICES, type PreviewDevice } from './preview-devices';
import type { PreviewRequest } from './preview-request';
import { SamplePageFrame } from './sample-page-frame';
import './preview.css';

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
  const { data, message, isLoading, sampleNote } = usePreviewData(request.type, request.settings);
  const pageLanguage = useSamplePageLanguage();
  return (
    <>
      <SourceNotes
        type={request.type}
        className="preview-page__notes"
        isLoading={isLoading}
        message={message}
        sampleNote={sampleNote}
      />
      <div className="preview-stage">
        <SamplePageFrame
          width={device.width}
          title={`Sample page at ${device.label.toLowerCase()} width (${device.width} px)`}
          type={request.type}
          settings={request.settings}
          data={data}
          pageLanguage={pageLanguage}
        />
      </div>
    </>
  );
}

function Problem({ children, back }: { children: string; back: ReactNode }) {
  return (
    <div className="card card--muted preview-page__message">
      <p className="alert alert--error" role="alert">
        {children}
      </p>
      {back}
    </div>
  );
}

function TypePreview({ request, device, back }: { request: PreviewRequest; device: PreviewDevice; back: ReactNode }) {
  // Whether the type has a runtime yet; the frame then loads the customer's copy of it.
  const editor = useWidgetEditor(request.type);
  if (editor.isError) return <Problem back={back}>The preview could not be loaded. Please reload the page.</Problem>;
  if (editor.data === null) return <Problem back={back}>{WIDGET_API_MESSAGES.previewUnavailable}</Problem>;
  if (!editor.data) return <SessionPending />;
  return <FramedWidget request={request} device={device} />;
}

/**
 * The full-page preview of an unsaved widget: its own bar (the way back, the title, the screen
 * widths), then the widget's real runtime on a sample page. /preview shows it for signed-in users;
 * the editor shows it over itself for a visitor (/preview is a signed-in route, spec 000 §2).
 */
export function PreviewView({
  request,
  back,
  unsaved,
  titleId,
}: {
  request: PreviewRequest;
  /** The way back: a link to the editor on /preview, a button that closes the editor's overlay. */
  back: ReactNode;
  /** Whether to say that the changes shown are not saved yet. */
  unsaved: boolean;
  titleId: string;
}) {
  const [device, setDevice] = useState<PreviewDevice>(DESKTOP);
  return (
    <>
      <header className="preview-bar">
        {back}
        <h1 className="preview-bar__title" id={titleId}>
          Preview{request.title ? `: ${request.title}` : ''}
        </h1>
        <DeviceSwitch device={device} onChange={setDevice} />
        <SamplePageLanguageSelect />
      </header>
      {unsaved && (
        <p className="preview-bar__note">
          These changes are not saved yet. Go back to the editor, where they are kept, and press Save.
        </p>
      )}
      <TypePreview request={request} device={device} back={back} />
    </>
  );
}
