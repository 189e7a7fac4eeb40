import type { WidgetTypeName } from '@widgetry/contracts';
import type { RuntimeEntry } from '@widgetry/widgets-core';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { runtimeStylesheetPath, useFrameRuntime } from './frame-runtime';
import { SamplePage } from './sample-page';
import { SAMPLE_PAGE_CSS } from './sample-page.styles';

const STYLE_ID = 'sample-page-styles';
export const FRAME_FAILED = 'The preview could not be loaded. Please reload the page.';

/** The widget's host on the sample page, mounted by the runtime registered in the frame. */
function EntryHost({
  entry,
  type,
  settings,
  data,
  onFailed,
}: {
  entry: RuntimeEntry;
  type: WidgetTypeName;
  settings: unknown;
  data: unknown;
  onFailed: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    try {
      const mounted = entry.mount(el, { settings, data, stylesheetUrl: runtimeStylesheetPath(type) });
      return () => mounted.destroy();
    } catch {
      onFailed();
      return undefined;
    }
  }, [entry, type, settings, data, onFailed]);
  return <div ref={ref} data-testid="live-preview" />;
}

/**
 * An iframe of `width` CSS pixels holding the sample page with the widget on it, mounted as on a
 * customer's site: by the type's own runtime script, run inside the frame. A document of its own
 * gives the widget a viewport of that width for its media queries, a corner for a floating button
 * and a page its tools may change without touching the dashboard. The frame has no src: a
 * same-origin blank document React renders the page into.
 */
export function SamplePageFrame({
  width,
  title,
  type,
  settings,
  data,
}: {
  width: number;
  title: string;
  type: WidgetTypeName;
  /** htmlData[type]; compared by identity, a new object mounts the widget again. */
  settings: unknown;
  data: unknown;
}) {
  const [doc, setDoc] = useState<Document | null>(null);
  const [failed, setFailed] = useState(false);
  const onFailed = useCallback(() => setFailed(true), []);
  const attach = useCallback((frame: HTMLIFrameElement | null) => {
    const frameDoc = frame?.contentDocument ?? null;
    if (frameDoc && !frameDoc.getElementById(STYLE_ID)) {
      const style = frameDoc.createElement('style');
      style.id = STYLE_ID;
      style.textContent = SAMPLE_PAGE_CSS;
      frameDoc.head.append(style);
      frameDoc.documentElement.lang = 'en';
      frameDoc.title = 'Sample page';
    }
    setDoc(frameDoc);
  }, []);
  const runtime = useFrameRuntime(doc, type);

  return (
    <>
      {(failed || runtime.status === 'failed') && (
        <p className="alert alert--error" role="alert">
          {FRAME_FAILED}
        </p>
      )}
      <iframe ref={attach} className="preview-frame" title={title} style={{ width: `${width}px` }} />
      {doc &&
        createPortal(
          <SamplePage>
            {runtime.status === 'ready' && (
              <EntryHost entry={runtime.entry} type={type} settings={settings} data={data} onFailed={onFailed} />
            )}
          </SamplePage>,
          doc.body,
        )}
    </>
  );
}
