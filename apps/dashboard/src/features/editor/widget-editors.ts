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
  /** The type's rules for fields that depend on each other (spec 002 §5 slider bounds). */
  constrain?(settings: S, changedPath: string): S;
}

/**
 * The editor of some widget type, its settings type hidden: `withTyped` hands the typed editor
 * to a callback, so runtime, guard and settings always belong to the same type.
 */
export interface AnyWidgetEditor {
  panel: PanelDescription;
  withTyped<R>(use: <S>(editor: WidgetEditor<S>) => R): R;
  /** Applies the type's `constrain` after an edit; settings of the wrong shape pass unchanged. */
  normalise(settings: unknown, changedPath: string): unknown;
}

export function anyWidgetEditor<S>(editor: WidgetEditor<S>): AnyWidgetEditor {
  return {
    panel: editor.panel,
    withTyped: (use) => use(editor),
    normalise: (settings, changedPath) =>
      editor.constrain && editor.isSettings(settings) ? editor.constrain(settings, changedPath) : settings,
  };
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
  accessibility: () =>
    import('@widgetry/widgets-accessibility').then((module) =>
      anyWidgetEditor({
        // The preview variant: its tools act on the preview only, never on the dashboard around it.
        runtime: module.accessibilityPreviewRuntime,
        panel: module.accessibilityPanel,
        isSettings: module.isAccessibilitySettings,
      }),
    ),
  affordability: () =>
    import('@widgetry/widgets-affordability').then((module) =>
      anyWidgetEditor({
        runtime: module.affordabilityRuntime,
        panel: module.affordabilityPanel,
        isSettings: module.isAffordabilitySettings,
      }),
    ),
  monthlypayment: () =>
    import('@widgetry/widgets-monthlypayment').then((module) =>
      anyWidgetEditor({
        runtime: module.monthlypaymentRuntime,
        panel: module.monthlypaymentPanel,
        isSettings: module.isMonthlypaymentSettings,
        constrain: module.constrainMonthlyPaymentSettings,
      }),
    ),
};

/** Loads the editor of `type`, or resolves to null for a type whose editor is not built yet. */
export async function loadWidgetEditor(type: WidgetTypeName): Promise<AnyWidgetEditor | null> {
  const load = LOADERS[type];
  return load ? load() : null;
}
