// Builders for the Storybook stories of the widgets (the real runtime of each type, mounted as in
// the editor's live preview) and of each type's full editor panel. Stories are plain CSF objects,
// so the dashboard needs no Storybook package: packages/editor-kit's Storybook builds them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { WidgetTypeName } from '@widgetry/contracts';
import { type ReactElement, useState } from 'react';
import { selectSettings, useEditorStore } from '../features/editor/editor.store';
import { EditorSidebar } from '../features/editor/editor-sidebar';
import { WidgetEditorPreview } from '../lib/widget-editor/live-preview';
import { type AnyWidgetEditor, loadWidgetEditor } from '../lib/widget-editor/widget-editors';
import { displayNameOf, storyDataFor, storySettings } from './story-data';
import '@widgetry/editor-kit/styles.css';
import '../app/global.css';
import '../features/editor/editor.css';

/** A CSF story: data loaded before it renders (its type's runtime chunk), then rendered. */
export interface WidgetStory {
  name: string;
  loaders: (() => Promise<Record<string, never>>)[];
  render: () => ReactElement;
  parameters?: Record<string, unknown>;
}

function NoRuntime({ type }: { type: WidgetTypeName }) {
  return <p role="alert">{displayNameOf(type)} has no runtime yet.</p>;
}

/**
 * The type's real runtime (its package's `mount`, through the registry as the editor loads it)
 * rendering the defaults with `changes` applied, with the type's fixture data.
 */
export function runtimeStory(name: string, type: WidgetTypeName, changes: Record<string, unknown> = {}): WidgetStory {
  let editor: AnyWidgetEditor | null = null;
  let data: unknown;
  return {
    name,
    // The runtime is loaded before the story renders, so the accessibility check sees the widget.
    loaders: [
      async () => {
        editor = await loadWidgetEditor(type);
        data = storyDataFor(type);
        return {};
      },
    ],
    render: () =>
      editor ? (
        <div style={{ maxWidth: 960 }}>
          <WidgetEditorPreview editor={editor} settings={storySettings(type, changes)} data={data} />
        </div>
      ) : (
        <NoRuntime type={type} />
      ),
  };
}

function PanelWithPreview({ editor, type }: { editor: AnyWidgetEditor; type: WidgetTypeName }) {
  // The sidebar shows a spinner while a source read runs, which it asks of TanStack Query.
  const [queryClient] = useState(() => new QueryClient());
  // Made once: new data (by identity) would mount the widget again instead of updating it in place.
  const [data] = useState(() => storyDataFor(type));
  const settings = useEditorStore(selectSettings);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="editor">
        <aside className="editor__sidebar" aria-label="Widget settings">
          <EditorSidebar panel={editor.panel} normalise={editor.normalise} type={type} />
        </aside>
        <div className="editor__main">
          <section className={`editor__preview editor__preview--${type}`} aria-label="Live preview">
            <WidgetEditorPreview editor={editor} settings={settings} data={data} />
          </section>
        </div>
      </div>
    </QueryClientProvider>
  );
}

/**
 * The type's full editor panel (Builder, Layout and Settings tabs from its panel description) as
 * the editor shows it, beside the live preview it drives: every edit re-renders the widget.
 */
export function panelStory(type: WidgetTypeName): WidgetStory {
  let editor: AnyWidgetEditor | null = null;
  return {
    name: displayNameOf(type),
    parameters: { layout: 'fullscreen' },
    loaders: [
      async () => {
        editor = await loadWidgetEditor(type);
        // A new widget of the type, as /editor?widgetType= starts one.
        useEditorStore.getState().load(`story-${type}`, {
          title: `My ${displayNameOf(type)}`,
          widgetType: { id: `wt-${type}`, name: type, displayName: displayNameOf(type), price: 0, stripePriceId: '' },
          htmlData: { [type]: storySettings(type) },
        });
        return {};
      },
    ],
    render: () => (editor ? <PanelWithPreview editor={editor} type={type} /> : <NoRuntime type={type} />),
  };
}
