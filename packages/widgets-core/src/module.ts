// The heavy part of a widget type: what its package's npm entry exports for the editor and the API
// preview. Kept apart from definition.ts, which names the contracts' types: a runtime's published
// declarations include this file, and must not need zod to be read.
import type { Translations } from './i18n/catalogue-check';
import type { PanelDescription } from './panel';
import type { WidgetRuntime } from './runtime';

/** Loaded on demand (its own chunk in the dashboard). */
export interface WidgetModule<S> {
  runtime: WidgetRuntime<S>;
  /** The runtime the editor previews with, where it differs (the accessibility menu acts only on its preview). */
  previewRuntime?: WidgetRuntime<S>;
  panel: PanelDescription;
  /** Whether plain JSON has the shape the runtime renders (the preview's guard). */
  isSettings(value: unknown): value is S;
  /** The type's catalogues in every language but English, for the editor's preview (issue 32). */
  translations(): Promise<Translations>;
  /** The type's rules for fields that depend on each other (spec 002 §5 slider bounds). */
  constrain?(settings: S, changedPath: string): S;
}
