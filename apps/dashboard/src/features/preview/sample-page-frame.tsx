import type { WidgetLanguage, WidgetTypeName } from '@widgetry/contracts';
import type { RuntimeEntry } from '@widgetry/widgets-core';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { runtimeStylesheetPath, useFrameRuntime } from './frame-runtime';
import { SamplePage } from './sample-page';
import { SAMPLE_PAGE_CSS } from './sample-page.styles';

const STYLE_ID = 'sample-page-styles';
export const FRAME_FAILED = 'The preview could not be loaded. Please reload the page.';

/** Where a widget in a new page language waits, laid out at its full width but not seen. */
const INCOMING_STYLE = { position: 'absolute', insetInline: 0, top: 0, visibility: 'hidden' } as const;

/**
 * The widget's host on the sample page, mounted by the runtime registered in the frame. The runtime
 * picks the widget's language as on a customer's page (issue 32): its setting, `auto` taking the
 * page's `<html lang>`, set to `pageLanguage` just before, and for a language other than English
 * it fetches the catalogue from the host before it shows anything. An `incoming` host (the page's
 * language just changed) is mounted unseen with a reserved height, as the install snippet reserves
 * one, and calls `onShown` when the runtime releases it, that is once its content shows.
 */
function EntryHost({
  entry,
  type,
  settings,
  data,
  pageLanguage,
  incoming,
  onShown,
  onFailed,
}: {
  entry: RuntimeEntry;
  type: WidgetTypeName;
  settings: unknown;
  data: unknown;
  pageLanguage: WidgetLanguage;
  incoming: boolean;
  onShown: (language: WidgetLanguage) => void;
  onFailed: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Read when mounting only: an incoming host that became the shown one is not mounted again.
  const incomingRef = useRef(incoming);
  incomingRef.current = incoming;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.ownerDocument.documentElement.lang = pageLanguage;
    let watching: MutationObserver | undefined;
    if (incomingRef.current) {
      el.style.minHeight = '1px';
      const view = el.ownerDocument.defaultView;
      watching = view
        ? new view.MutationObserver(() => {
            if (el.style.minHeight) return;
            watching?.disconnect();
            onShown(pageLanguage);
          })
        : undefined;
      watching?.observe(el, { attributes: true, attributeFilter: ['style'] });
    }
    try {
      const mounted = entry.mount(el, { settings, data, stylesheetUrl: runtimeStylesheetPath(type) });
      return () => {
        watching?.disconnect();
        mounted.destroy();
      };
    } catch {
      watching?.disconnect();
      onFailed();
      return undefined;
    }
  }, [entry, type, settings, data, pageLanguage, onShown, onFailed]);
  return <div ref={ref} data-testid="live-preview" style={incoming ? INCOMING_STYLE : undefined} />;
}

/**
 * The widget on the sample page in the page's language. A new language mounts the widget again,
 * beside the one shown, unseen, until its catalogue has arrived and it shows; only then does it
 * take the other's place, so the page never goes blank or flashes English meanwhile.
 */
function WidgetOnPage({
  pageLanguage,
  ...host
}: Omit<Parameters<typeof EntryHost>[0], 'incoming' | 'onShown' | 'pageLanguage'> & { pageLanguage: WidgetLanguage }) {
  const [shownLanguage, setShownLanguage] = useState(pageLanguage);
  const onShown = useCallback((language: WidgetLanguage) => setShownLanguage(language), []);
  const languages = shownLanguage === pageLanguage ? [pageLanguage] : [shownLanguage, pageLanguage];
  const ref = useRef<HTMLDivElement>(null);
  // After the hosts' own (a child's effects run first): back to the language shown, the page says so too.
  useLayoutEffect(() => {
    const doc = ref.current?.ownerDocument;
    if (doc) doc.documentElement.lang = pageLanguage;
  }, [pageLanguage]);
  return (
    <div ref={ref} className="sp-widget-host" style={{ position: 'relative' }}>
      {languages.map((language) => (
        <EntryHost
          key={language}
          {...host}
          pageLanguage={language}
          incoming={language !== shownLanguage}
          onShown={onShown}
        />
      ))}
    </div>
  );
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
  pageLanguage,
}: {
  width: number;
  title: string;
  type: WidgetTypeName;
  /** htmlData[type]; compared by identity, a new object mounts the widget again. */
  settings: unknown;
  data: unknown;
  /** The sample page's `<html lang>`: what a widget set to `auto` speaks (issue 32). */
  pageLanguage: WidgetLanguage;
}) {
  const [doc, setDoc] = useState<Document | null>(null);
  const [failed, setFailed] = useState(false);
  const onFailed = useCallback(() => setFailed(true), []);
  const firstLanguage = useRef(pageLanguage);
  const attach = useCallback((frame: HTMLIFrameElement | null) => {
    const frameDoc = frame?.contentDocument ?? null;
    if (frameDoc && !frameDoc.getElementById(STYLE_ID)) {
      const style = frameDoc.createElement('style');
      style.id = STYLE_ID;
      style.textContent = SAMPLE_PAGE_CSS;
      frameDoc.head.append(style);
      // The language at set-up; a later one reaches the page through EntryHost, before it mounts.
      frameDoc.documentElement.lang = firstLanguage.current;
      // The page says it is in the chosen language; its sample text is English, and says so.
      frameDoc.body.lang = 'en';
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
              <WidgetOnPage
                entry={runtime.entry}
                type={type}
                settings={settings}
                data={data}
                pageLanguage={pageLanguage}
                onFailed={onFailed}
              />
            )}
          </SamplePage>,
          doc.body,
        )}
    </>
  );
}
