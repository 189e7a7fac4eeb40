import type { WidgetTypeName } from '@widgetry/contracts';
import { loadWidgetModule } from '@widgetry/widget-registry';
import type { PanelDescription, Translations, WidgetModule } from '@widgetry/widgets-core';

/** What the editor shell needs of a widget type: its runtime for the preview, its panel, guard and rules. */
export type WidgetEditor<S> = WidgetModule<S>;

/**
 * The editor of some widget type, its settings type hidden: `withTyped` hands the typed editor
 * to a callback, so runtime, guard and settings always belong to the same type.
 */
export interface AnyWidgetEditor {
  panel: PanelDescription;
  withTyped<R>(use: <S>(editor: WidgetEditor<S>) => R): R;
  /** Applies the type's `constrain` after an edit; settings of the wrong shape pass unchanged. */
  normalise(settings: unknown, changedPath: string): unknown;
  /**
   * The type's catalogues in every language but English (issue 32), loaded once for the preview
   * (the module's `translations()`, a chunk of its own). A failed load is forgotten, so the next
   * call asks again.
   */
  loadTranslations(): Promise<Translations>;
  /** Those catalogues once loaded, synchronously: a switch between loaded languages never waits. */
  loadedTranslations(): Translations | undefined;
}

export function anyWidgetEditor<S>(editor: WidgetEditor<S>): AnyWidgetEditor {
  let loading: Promise<Translations> | undefined;
  let loaded: Translations | undefined;
  return {
    panel: editor.panel,
    withTyped: (use) => use(editor),
    normalise: (settings, changedPath) =>
      editor.constrain && editor.isSettings(settings) ? editor.constrain(settings, changedPath) : settings,
    loadTranslations() {
      loading ??= editor.translations().then(
        (translations) => {
          loaded = translations;
          return translations;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loadedTranslations: () => loaded,
  };
}

/**
 * Loads the editor of `type` from the widget registry (each runtime its own chunk, loaded only
 * when a widget of that type is edited), or resolves to null for a type whose runtime is not built yet.
 */
export async function loadWidgetEditor(type: WidgetTypeName): Promise<AnyWidgetEditor | null> {
  const loaded = await loadWidgetModule(type);
  if (!loaded) return null;
  // The preview variant where a type has one (the accessibility menu acts on its preview only).
  return anyWidgetEditor({ ...loaded, runtime: loaded.previewRuntime ?? loaded.runtime });
}
