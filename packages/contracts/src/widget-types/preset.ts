// A named design for a widget type (issue 29 #29): colours, fonts, sizes and layout choices laid
// over the widget's settings. It never holds a source, a text or a number a visitor sees, so
// choosing one changes only how the widget looks (presets.test.ts checks every preset).

/** Every key optional, all the way down: a preset names only the settings it sets. */
export type PresetSettings<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : PresetSettings<T[K]> | T[K];
};

export interface WidgetPreset<T> {
  /** Shown in the editor's list. */
  name: string;
  settings: PresetSettings<T>;
}
