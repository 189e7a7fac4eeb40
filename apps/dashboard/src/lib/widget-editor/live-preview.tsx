import { LANGUAGE_LABELS, type WidgetLanguage } from '@widgetry/contracts';
import { type Catalogue, type MountedWidget, mount, type WidgetRuntime } from '@widgetry/widgets-core';
import { useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_SAMPLE_PAGE_LANGUAGE } from './sample-page-language';
import { usePreviewLanguage } from './use-preview-language';
import type { AnyWidgetEditor, WidgetEditor } from './widget-editors';

const PREVIEW_FAILED = 'The preview could not be shown for these settings.';

/** Said when a language's catalogues could not be loaded: the preview keeps the language it showed. */
export const translationsFailed = (language: WidgetLanguage) =>
  `The preview could not load its texts in ${LANGUAGE_LABELS[language]}. Please reload the page to try again.`;

/**
 * The widget's real runtime mounted in the page (in a shadow root, CSS inline), as on a
 * customer's site. It mounts once and then updates in place for every new `settings` object —
 * no network request, no remount — so an edit repaints within a frame (DESIGN "Budgets").
 * Pass the type's settings only (htmlData[type]): a title change leaves them untouched, so it
 * never reaches the runtime (spec 002 §4). New source `data` (a data widget's reviews) mounts
 * the widget again, as the runtime takes its data only when mounted, and so does a new `language`
 * (the runtime's texts come from the catalogue it was mounted with, issue 32).
 */
export function LivePreview<S>({
  runtime,
  settings,
  data,
  idPrefix = 'wg-preview-',
  language,
  translation,
  pageLanguage,
}: {
  runtime: WidgetRuntime<S>;
  settings: S;
  /** The data widgets' source data (RenderContext.data); compared by identity. */
  data?: unknown;
  /** Prefix of the ids inside the widget, so they cannot clash with the editor's own. */
  idPrefix?: string;
  /** The language the widget speaks (English when absent) and its catalogue; a change mounts it again. */
  language?: WidgetLanguage;
  translation?: Catalogue;
  /** The sample page's language, as the `lang` of the element the widget sits in. */
  pageLanguage?: WidgetLanguage;
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
      handleRef.current = mount(host, {
        runtime,
        settings: latestRef.current,
        data,
        idPrefix,
        language,
        translation,
      });
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
  }, [runtime, data, idPrefix, language, translation]);

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
      <div ref={hostRef} className="live-preview" data-testid="live-preview" lang={pageLanguage} />
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
  /** The sample page's language: what a widget set to `auto` speaks (issue 32). */
  pageLanguage?: WidgetLanguage;
}

/**
 * Mounts the runtime only for settings of the shape it renders, in the language they resolve to.
 * Until a language's catalogue has loaded, the preview keeps showing the language it showed (and
 * before its first language is ready, nothing rather than English).
 */
function CheckedPreview<S>({
  editor,
  source,
  settings,
  data,
  pageLanguage = DEFAULT_SAMPLE_PAGE_LANGUAGE,
}: PreviewProps & { editor: WidgetEditor<S>; source: AnyWidgetEditor }) {
  const { shown, failed } = usePreviewLanguage(source, settings, pageLanguage);
  if (!editor.isSettings(settings)) {
    return (
      <p className="alert alert--error" role="alert">
        This widget’s settings cannot be previewed.
      </p>
    );
  }
  return (
    <>
      {failed && (
        <p className="alert alert--warning" role="alert">
          {translationsFailed(failed)}
        </p>
      )}
      {shown ? (
        <LivePreview
          runtime={editor.runtime}
          settings={settings}
          data={data}
          language={shown.language}
          translation={shown.translation}
          pageLanguage={pageLanguage}
        />
      ) : (
        <div className="live-preview" aria-busy="true" lang={pageLanguage} />
      )}
    </>
  );
}

/** The live preview of a type's settings, with that type's own runtime. */
export function WidgetEditorPreview({ editor, ...props }: PreviewProps & { editor: AnyWidgetEditor }) {
  return editor.withTyped((typed) => <CheckedPreview editor={typed} source={editor} {...props} />);
}
