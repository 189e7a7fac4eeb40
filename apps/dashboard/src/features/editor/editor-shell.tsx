import type { WidgetTypeName } from '@widgetry/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DRAFT_KEPT_STATE, keepEditorDraft } from '../../lib/editor-draft/editor-draft';
import { useSession } from '../../lib/session/session.query';
import type { EditorWidget } from '../../lib/widget-editor/editor-widget';
import { SamplePageLanguageSelect, useSamplePageLanguage } from '../../lib/widget-editor/sample-page-language';
import { SourcePreview } from '../../lib/widget-editor/source-preview';
import type { AnyWidgetEditor } from '../../lib/widget-editor/widget-editors';
import { SourceStateLine } from '../../lib/widgets/source-state';
import { selectSettings, useEditorStore } from './editor.store';
import { EditorBanner } from './editor-banner';
import { EditorPopups } from './editor-popups';
import { EditorSidebar } from './editor-sidebar';
import { useSaveWidget } from './use-save-widget';

/**
 * The preview follows htmlData[type] only, so a title edit never reaches it (spec 002 §4); a review
 * widget's preview also asks for its source data when the source changes (spec 001 §4). A widget
 * set to `auto` speaks the sample page's language, which the owner picks above it (issue 32).
 */
function WidgetPreview({ editor, type }: { editor: AnyWidgetEditor; type: WidgetTypeName }) {
  const settings = useEditorStore(selectSettings);
  const pageLanguage = useSamplePageLanguage();
  return (
    <>
      <SamplePageLanguageSelect className="editor__sample-language" />
      <SourcePreview type={type} editor={editor} settings={settings} pageLanguage={pageLanguage} />
    </>
  );
}

// Only a visitor who presses Preview needs it: its own chunk, out of the editor's.
const PreviewOverlay = lazy(() => import('../preview').then((module) => ({ default: module.PreviewOverlay })));

/** /preview's `widget` parameter (spec 000 §2): the unsaved widget. */
function previewParam(widget: EditorWidget) {
  return {
    ...(widget.id ? { id: widget.id } : {}),
    title: widget.title,
    widgetType: { id: widget.widgetType.id, name: widget.widgetType.name },
    htmlData: widget.htmlData,
  };
}

/** The address of /preview for the unsaved widget, as JSON in its `widget` parameter. */
export function previewPath(widget: EditorWidget): string {
  return `/preview?widget=${encodeURIComponent(JSON.stringify(previewParam(widget)))}`;
}

/**
 * The editor once a widget and its type's editor are loaded (spec 000 §2): the left bar, the
 * Save and Preview/Install buttons, the banner, the live preview and the popups.
 */
export function EditorShell({ editor }: { editor: AnyWidgetEditor }) {
  // A visitor's full-page preview: the widget as it was when Preview was pressed.
  const [visitorPreview, setVisitorPreview] = useState<ReturnType<typeof previewParam> | null>(null);
  const typeName = useEditorStore((state) => state.widget?.widgetType.displayName ?? '');
  // The type's name picks type-specific preview styles (editor.css), e.g. room for a floating toolbox.
  const type = useEditorStore((state) => state.widget?.widgetType.name);
  const widgetId = useEditorStore((state) => state.widget?.id);
  const hasId = Boolean(widgetId);
  const saving = useEditorStore((state) => state.saving);
  const openPopup = useEditorStore((state) => state.openPopup);
  const save = useSaveWidget();
  const navigate = useNavigate();
  const signedIn = useSession().isUserLoggedIn;

  // Before the first save there is nothing to install: Preview opens the full-page preview. A
  // signed-in user goes to /preview, the draft kept for the way back; /preview is for signed-in
  // users (spec 000 §2), so a visitor's preview opens over the editor, which stays as it was.
  const openPreview = () => {
    const widget = useEditorStore.getState().widget;
    if (!widget) return;
    if (!signedIn) {
      setVisitorPreview(previewParam(widget));
      return;
    }
    keepEditorDraft(widget, 'preview');
    void navigate(previewPath(widget), { state: DRAFT_KEPT_STATE });
  };
  const mainAction = hasId ? () => openPopup('install') : openPreview;

  return (
    <div className="editor">
      <aside className="editor__sidebar" aria-label="Widget settings">
        <EditorSidebar panel={editor.panel} normalise={editor.normalise} type={type} />
      </aside>
      <div className="editor__main">
        <header className="editor__toolbar">
          <h1 className="editor__title">{typeName}</h1>
          <div className="editor__actions">
            <button type="button" className="button" disabled={saving} onClick={() => void save()}>
              {saving ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="button button--secondary" onClick={mainAction}>
              {hasId ? 'Install' : 'Preview'}
            </button>
            {/* A draft has no visitors yet: its Insights page only exists once it is saved. */}
            {widgetId && (
              <Link className="button button--secondary" to={`/insights?widgetId=${encodeURIComponent(widgetId)}`}>
                Insights
              </Link>
            )}
          </div>
        </header>
        <EditorBanner panel={editor.panel} />
        {widgetId && type && <SourceStateLine widgetId={widgetId} type={type} className="editor__source" canSync />}
        <section
          className={type ? `editor__preview editor__preview--${type}` : 'editor__preview'}
          aria-label="Live preview"
        >
          {type && <WidgetPreview editor={editor} type={type} />}
        </section>
      </div>
      <EditorPopups />
      {visitorPreview && (
        <Suspense fallback={null}>
          <PreviewOverlay widget={visitorPreview} onClose={() => setVisitorPreview(null)} />
        </Suspense>
      )}
    </div>
  );
}
