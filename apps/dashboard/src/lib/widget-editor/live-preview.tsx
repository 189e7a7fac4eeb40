import { type MountedWidget, mount, type WidgetRuntime } from '@widgetry/widgets-core';
import { useLayoutEffect, useRef, useState } from 'react';
import type { AnyWidgetEditor, WidgetEditor } from './widget-editors';

const PREVIEW_FAILED = 'The preview could not be shown for these settings.';

/**
 * The widget's real runtime mounted in the page (in a shadow root, CSS inline), as on a
 * customer's site. It mounts once and then updates in place for every new `settings` object —
 * no network request, no remount — so an edit repaints within a frame (DESIGN "Budgets").
 * Pass the type's settings only (htmlData[type]): a title change leaves them untouched, so it
 * never reaches the runtime (spec 002 §4). New source `data` (a data widget's reviews) mounts
 * the widget again, as the runtime takes its data only when mounted.
 */
export function LivePreview<S>({
  runtime,
  settings,
  data,
  idPrefix = 'wg-preview-',
}: {
  runtime: WidgetRuntime<S>;
  settings: S;
  /** The data widgets' source data (RenderContext.data); compared by identity. */
  data?: unknown;
  /** Prefix of the ids inside the widget, so they cannot clash with the editor's own. */
  idPrefix?: string;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<MountedWidget<S> | null>(null);
  // What the mounted widget shows now; an update is needed only when `settings` differs.
  const paintedRef = useRef<S | null>(null);
  const latestRef = useRef(settings);
  latestRef.current = settings;
  const [failed, setFailed] = useState(false);

  // Layout effects: the mount and each update land before the browser paints the edit.
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    try {
      handleRef.current = mount(host, { runtime, settings: latestRef.current, data, idPrefix });
      paintedRef.current = latestRef.current;
      setFailed(false);
    } catch {
      setFailed(true);
    }
    return () => {
      handleRef.current?.destroy();
      handleRef.current = null;
      paintedRef.current = null;
    };
  }, [runtime, data, idPrefix]);

  useLayoutEffect(() => {
    const handle = handleRef.current;
    if (!handle || paintedRef.current === settings) return;
    try {
      handle.update(settings);
      paintedRef.current = settings;
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [settings]);

  return (
    <>
      <div ref={hostRef} className="live-preview" data-testid="live-preview" />
      {failed && (
        <p className="alert alert--error" role="alert">
          {PREVIEW_FAILED}
        </p>
      )}
    </>
  );
}

interface PreviewProps {
  settings: unknown;
  /** Source data for a data widget (see LivePreview). */
  data?: unknown;
}

/** Mounts the runtime only for settings of the shape it renders. */
function CheckedPreview<S>({ editor, settings, data }: PreviewProps & { editor: WidgetEditor<S> }) {
  if (!editor.isSettings(settings)) {
    return (
      <p className="alert alert--error" role="alert">
        This widget’s settings cannot be previewed.
      </p>
    );
  }
  return <LivePreview runtime={editor.runtime} settings={settings} data={data} />;
}

/** The live preview of a type's settings, with that type's own runtime. */
export function WidgetEditorPreview({ editor, settings, data }: PreviewProps & { editor: AnyWidgetEditor }) {
  return editor.withTyped((typed) => <CheckedPreview editor={typed} settings={settings} data={data} />);
}
