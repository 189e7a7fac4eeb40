import { Accordion } from '@widgetry/editor-kit';
import type { PanelSection } from '@widgetry/widgets-core';
import { useEffect } from 'react';
import { getAtPath } from '../../lib/widget-editor/settings-path';
import { useEditorStore } from './editor.store';
import { PanelControlField } from './panel-control';

export interface PanelBinding {
  /** The type's settings, htmlData[type]. */
  settings: unknown;
  /** Errors by settings path. */
  errors: Record<string, string>;
  /** The control that shows a read of the source running, if one is, and what its spinner says. */
  loading?: { path: string; label: string } | null;
  /** The contract's most characters for a text setting, by path. */
  maxLengthOf?: (path: string) => number | undefined;
  onChange: (path: string, value: unknown) => void;
}

/** Whether a section's `visibleWhen` holds for these settings. */
export function isSectionVisible(section: PanelSection, settings: unknown): boolean {
  const rule = section.visibleWhen;
  return !rule || getAtPath(settings, rule.path) === rule.equals;
}

/** Every settings path a section (with its nested sections) edits. */
export function sectionPaths(section: PanelSection): string[] {
  return [...section.controls.map((control) => control.path), ...(section.sections ?? []).flatMap(sectionPaths)];
}

function SectionBody({ section, binding, viewKey }: { section: PanelSection; binding: PanelBinding; viewKey: string }) {
  return (
    <div className="editor-section">
      {section.controls.map((control) => (
        <PanelControlField
          key={control.path}
          control={control}
          value={getAtPath(binding.settings, control.path)}
          error={binding.errors[control.path]}
          loadingLabel={binding.loading?.path === control.path ? binding.loading.label : undefined}
          maxLength={control.kind === 'text' ? binding.maxLengthOf?.(control.path) : undefined}
          onChange={binding.onChange}
        />
      ))}
      {section.sections && (
        <PanelSections
          label={section.title}
          sections={section.sections}
          binding={binding}
          viewKey={`${viewKey}/${section.title}`}
        />
      )}
    </div>
  );
}

const NONE_OPEN: readonly string[] = [];

/**
 * A panel's sections as accordion groups. The first is open at first; a section holding a
 * control the API refused opens by itself, so the message under it can be seen. Which are open
 * lives in the editor store under `viewKey`, so it survives the remount after a first save.
 */
export function PanelSections({
  label,
  sections,
  binding,
  viewKey = label,
}: {
  label: string;
  sections: readonly PanelSection[];
  binding: PanelBinding;
  /** Names this accordion among all of the panel's (nested ones included); the label by default. */
  viewKey?: string;
}) {
  const visible = sections.filter((section) => isSectionVisible(section, binding.settings));
  const stored = useEditorStore((state) => state.openSections[viewKey]);
  const setOpenSections = useEditorStore((state) => state.setOpenSections);
  const firstTitle = visible[0]?.title;
  const open = stored ?? (firstTitle === undefined ? NONE_OPEN : [firstTitle]);
  const setOpen = (next: readonly string[]) => setOpenSections(viewKey, next);

  const withErrors = visible
    .filter((section) => sectionPaths(section).some((path) => binding.errors[path] !== undefined))
    .map((section) => section.title)
    .join('\n');
  useEffect(() => {
    if (withErrors === '') return;
    const current = useEditorStore.getState().openSections[viewKey] ?? (firstTitle === undefined ? [] : [firstTitle]);
    setOpenSections(viewKey, [...new Set([...current, ...withErrors.split('\n')])]);
  }, [withErrors, viewKey, firstTitle, setOpenSections]);

  if (visible.length === 0) return null;
  return (
    <Accordion
      label={label}
      multiple
      value={open}
      onValueChange={setOpen}
      items={visible.map((section) => ({
        value: section.title,
        title: section.title,
        content: <SectionBody section={section} binding={binding} viewKey={viewKey} />,
      }))}
    />
  );
}
