import { TITLE_MAX_LENGTH, type WidgetTypeName } from '@widgetry/contracts';
import { InfoPopup, type TabItem, Tabs, TextInput } from '@widgetry/editor-kit';
import type { PanelDescription, PanelSection } from '@widgetry/widgets-core';
import { useEffect, useId, useMemo } from 'react';
import { sourceLoadingLabel } from '../../lib/widget-editor/source-kind';
import { useSourceLoadingControl } from '../../lib/widget-editor/use-source-data';
import { useOverlay } from '../../ui/overlay/use-overlay';
import { DesignPresets } from './design-presets';
import { type EditorTab, type SettingsNormaliser, selectSettings, useEditorStore } from './editor.store';
import { useErrorDescription } from './panel-control';
import { type PanelBinding, PanelSections, sectionPaths } from './panel-sections';
import { settingsErrors, textMaxLength } from './settings-check';

type TabName = EditorTab;

const TAB_LABELS: Record<TabName, string> = { builder: 'Builder', layout: 'Layout', settings: 'Settings' };

/** The Builder tab always starts with the widget's name (spec 000 §2). */
function WidgetNameField() {
  const title = useEditorStore((state) => state.widget?.title ?? '');
  const error = useEditorStore((state) => state.titleError);
  const setTitle = useEditorStore((state) => state.setTitle);
  const id = useId();
  const errorId = error ? `${id}-error` : null;
  useErrorDescription(id, errorId);
  return (
    <div className={error ? 'editor-control editor-control--invalid' : 'editor-control'} data-field="title">
      <TextInput
        id={id}
        label="Widget Name"
        value={title}
        onValueChange={setTitle}
        maxLength={TITLE_MAX_LENGTH}
        required
      />
      {errorId && (
        <p className="editor-control__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** How many frames a refused save waits for its first field to be shown (its tab and section open). */
const FOCUS_FRAMES = 30;

/** The control that holds the editing element for the title or a settings path, if it is shown. */
function shownControl(sidebar: Element, target: { title: true } | { path: string }): HTMLElement | null {
  const holder =
    'title' in target
      ? sidebar.querySelector('[data-field="title"]')
      : [...sidebar.querySelectorAll('[data-path]')].find(
          (element) => element.getAttribute('data-path') === target.path,
        );
  if (!holder || holder.closest('[hidden]')) return null;
  return holder.querySelector<HTMLElement>('input, textarea, select, button');
}

/**
 * Each refused save (issue 29 #15) brings its first wrong field into view and focuses it, once the
 * tab and section holding it have opened: they open on the same render, so it waits a few frames.
 */
function useFocusFirstError() {
  const errorFocus = useEditorStore((state) => state.errorFocus);
  useEffect(() => {
    if (errorFocus === 0) return;
    const { titleError, fieldErrors } = useEditorStore.getState();
    const firstPath = Object.keys(fieldErrors)[0];
    const target = titleError ? { title: true as const } : firstPath === undefined ? null : { path: firstPath };
    if (!target) return;
    let frame = 0;
    let handle = 0;
    const attempt = () => {
      const sidebar = document.querySelector('.editor-sidebar');
      const control = sidebar ? shownControl(sidebar, target) : null;
      if (control) {
        // jsdom has no scrollIntoView.
        control.scrollIntoView?.({ block: 'center' });
        control.focus({ preventScroll: true });
        return;
      }
      frame += 1;
      if (frame < FOCUS_FRAMES) handle = requestAnimationFrame(attempt);
    };
    handle = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(handle);
  }, [errorFocus]);
}

/** The tab whose sections edit `path`. */
function tabOf(panel: PanelDescription, path: string): TabName | undefined {
  const holds = (sections: readonly PanelSection[] | undefined) =>
    (sections ?? []).some((section) => sectionPaths(section).includes(path));
  if (holds(panel.tabs.builder)) return 'builder';
  if (holds(panel.tabs.layout)) return 'layout';
  if (holds(panel.tabs.settings)) return 'settings';
  return undefined;
}

/** "How it works?" (spec 002 §2); it holds the page overlay on while open. */
function HowItWorks({ info }: { info: NonNullable<PanelDescription['info']> }) {
  const open = useEditorStore((state) => state.popups.info);
  const openPopup = useEditorStore((state) => state.openPopup);
  const closePopup = useEditorStore((state) => state.closePopup);
  useOverlay(open);
  return (
    <div className="editor-sidebar__info">
      <InfoPopup
        label={info.title}
        text={info.title}
        title={info.title}
        open={open}
        onOpenChange={(next) => (next ? openPopup('info') : closePopup('info'))}
      >
        {info.body.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </InfoPopup>
    </div>
  );
}

/** The left bar: Builder, Layout and (when the type has one) Settings, from the type's panel. */
export function EditorSidebar({
  panel,
  normalise,
  type,
}: {
  panel: PanelDescription;
  normalise?: SettingsNormaliser;
  /** The edited type: its control for the source's amount shows a spinner while a read runs (spec 001 §2). */
  type?: WidgetTypeName;
}) {
  // In the store, so the first save's move to ?widgetId= (a remount) keeps the tab open.
  const tab = useEditorStore((state) => state.tab);
  const setTab = useEditorStore((state) => state.setTab);
  const settings = useEditorStore(selectSettings);
  const errors = useEditorStore((state) => state.fieldErrors);
  const titleError = useEditorStore((state) => state.titleError);
  const setField = useEditorStore((state) => state.setField);
  const loadingPath = useSourceLoadingControl(type);
  // The contract's messages as values are entered (a slider minimum above its maximum), beside
  // those of the last refused save; nothing is changed for the user (issue 29 #14).
  const live = useMemo(() => (type ? settingsErrors(type, settings) : {}), [type, settings]);
  const binding: PanelBinding = {
    settings,
    errors: { ...live, ...errors },
    maxLengthOf: (path) => (type ? textMaxLength(type, path) : undefined),
    loading: loadingPath && type ? { path: loadingPath, label: sourceLoadingLabel(type) } : null,
    onChange: (path, value) => setField(path, value, normalise),
  };

  // After a refused save, show the tab holding the first message.
  const firstErrorPath = Object.keys(errors)[0];
  useEffect(() => {
    if (titleError) setTab('builder');
    else if (firstErrorPath) {
      const holder = tabOf(panel, firstErrorPath);
      if (holder) setTab(holder);
    }
  }, [titleError, firstErrorPath, panel, setTab]);
  useFocusFirstError();

  const tabs: TabItem<TabName>[] = [
    {
      value: 'builder',
      label: TAB_LABELS.builder,
      content: (
        <>
          <WidgetNameField />
          <PanelSections label="Builder" sections={panel.tabs.builder} binding={binding} />
        </>
      ),
    },
    {
      value: 'layout',
      label: TAB_LABELS.layout,
      content: (
        <>
          {type && <DesignPresets type={type} />}
          <PanelSections label="Layout" sections={panel.tabs.layout} binding={binding} />
        </>
      ),
    },
  ];
  const settingsSections = panel.tabs.settings;
  if (settingsSections) {
    tabs.push({
      value: 'settings',
      label: TAB_LABELS.settings,
      content: <PanelSections label="Settings" sections={settingsSections} binding={binding} />,
    });
  }

  return (
    <div className="editor-sidebar">
      {panel.info && <HowItWorks info={panel.info} />}
      <Tabs label="Editor" value={tab} onValueChange={setTab} tabs={tabs} />
    </div>
  );
}
