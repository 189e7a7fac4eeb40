import type { WidgetTypeName } from '@widgetry/contracts';
import type { PanelDescription, WidgetRuntime } from '@widgetry/widgets-core';

/** What the editor shell needs of a widget type: its runtime for the preview and its panel. */
export interface WidgetEditor<S> {
  runtime: WidgetRuntime<S>;
  panel: PanelDescription;
  /**
   * Whether the editor's settings (plain JSON, edited path by path) have the shape the runtime
   * renders; the preview checks this instead of trusting the type of a loosely typed object.
   */
  isSettings(value: unknown): value is S;
}

/**
 * The editor of some widget type, its settings type hidden: `withTyped` hands the typed editor
 * to a callback, so runtime, guard and settings always belong to the same type.
 */
export interface AnyWidgetEditor {
  panel: PanelDescription;
  withTyped<R>(use: <S>(editor: WidgetEditor<S>) => R): R;
}

export function anyWidgetEditor<S>(editor: WidgetEditor<S>): AnyWidgetEditor {
  return { panel: editor.panel, withTyped: (use) => use(editor) };
}

/**
 * The types whose runtime exists so far. Each is a dynamic import, so a runtime is its own chunk,
 * loaded only when a widget of that type is edited (DESIGN "Budgets": the editor a lazy chunk).
 */
const LOADERS: Partial<Record<WidgetTypeName, () => Promise<AnyWidgetEditor>>> = {
  prorated: () =>
    import('@widgetry/widgets-prorated').then((module) =>
      anyWidgetEditor({
        runtime: module.proratedRuntime,
        panel: module.proratedPanel,
        isSettings: module.isProratedSettings,
      }),
    ),
};

/** Loads the editor of `type`, or resolves to null for a type whose editor is not built yet. */
export async function loadWidgetEditor(type: WidgetTypeName): Promise<AnyWidgetEditor | null> {
  const load = LOADERS[type];
  return load ? load() : null;
}
