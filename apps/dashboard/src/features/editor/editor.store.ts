import type { Widget, WidgetTypeName } from '@widgetry/contracts';
import { create } from 'zustand';
import { isJsonObject, type JsonObject, setAtPath } from '../../lib/widget-editor/settings-path';

/** The widget type as the editor needs it: the id to save with, the name for settings, the price for the save table. */
export interface EditorWidgetType {
  id: string;
  name: WidgetTypeName;
  displayName: string;
  /** Dollars per month; 0 is free. */
  price: number;
  /** The payment provider's price the checkout buys (spec 000 §7 create-checkout-session). */
  stripePriceId: string;
}

/** The widget being edited (spec 000 §3): `id` only once it has been saved. */
export interface EditorWidget {
  id?: string;
  title: string;
  widgetType: EditorWidgetType;
  /** `{ [type]: settings }`, edited path by path as plain JSON. */
  htmlData: JsonObject;
}

/** The message banner (spec 000 §2); `seq` tells two equal messages apart so each gets its 5 s. */
export interface Banner {
  kind: 'success' | 'error';
  text: string;
  seq: number;
}

/** What the purchase popup says, from the save table of spec 000 §4. */
export type PurchaseNotice =
  | { kind: 'purchase'; price: number }
  | { kind: 'incomplete'; hostedUrl: string | null }
  | { kind: 'pastDue'; hostedUrl: string | null };

export interface EditorPopups {
  verifyEmail: boolean;
  purchase: PurchaseNotice | null;
  install: boolean;
  /** A visitor pressed Save: saving needs an account. */
  signIn: boolean;
  /** The panel's "How it works?". */
  info: boolean;
}

/** The left bar's tabs. */
export type EditorTab = 'builder' | 'layout' | 'settings';

type BooleanPopup = { [K in keyof EditorPopups]: EditorPopups[K] extends boolean ? K : never }[keyof EditorPopups];

export interface EditorState {
  /** Which widget the state belongs to ('type:ID' or 'widget:ID'); another one resets it. */
  key: string | null;
  widget: EditorWidget | null;
  /** The widget as the API last answered for it (what the install popup shows). */
  saved: Widget | null;
  /** True when opened, false after the first edit (spec 002 §4). */
  firstLoad: boolean;
  /** Edited since it was opened or last saved. */
  dirty: boolean;
  /**
   * The browser is on its way to a page that keeps the draft (the provider's checkout): the page
   * unloading then is not the user leaving, so nothing is asked.
   */
  handedOff: boolean;
  saving: boolean;
  banner: Banner | null;
  /** Messages under the Widget Name field and under panel controls (by their settings path). */
  titleError: string | null;
  fieldErrors: Record<string, string>;
  popups: EditorPopups;
  /**
   * The open tab and, by accordion, its open sections. Kept here rather than in the components so
   * they survive the remount after a first save (the editor moves to ?widgetId=).
   */
  tab: EditorTab;
  openSections: Record<string, readonly string[]>;

  /**
   * Starts editing a widget: a new one from the type's defaults, or one the API sent. `dirty`
   * says it already holds unsaved changes (a kept draft brought back).
   */
  load(key: string, widget: EditorWidget, saved?: Widget | null, options?: { dirty?: boolean }): void;
  reset(): void;
  setTitle(title: string): void;
  /**
   * Sets the value at a dotted path inside `htmlData[type]`, copying only what lies on the path,
   * then lets the type's own rules adjust related fields (`normalise`, e.g. the slider bounds).
   */
  setField(path: string, value: unknown, normalise?: SettingsNormaliser): void;
  /** After a save: the widget now has its id, and the state belongs to it (new widgets move to ?widgetId=). */
  markSaved(saved: Widget): void;
  showBanner(kind: Banner['kind'], text: string): void;
  hideBanner(): void;
  setErrors(errors: { title?: string | null; fields?: Record<string, string> }): void;
  setSaving(saving: boolean): void;
  setHandedOff(handedOff: boolean): void;
  openPopup(popup: BooleanPopup): void;
  showPurchase(notice: PurchaseNotice): void;
  closePopup(popup: keyof EditorPopups): void;
  setTab(tab: EditorTab): void;
  setOpenSections(accordion: string, open: readonly string[]): void;
}

const NO_POPUPS: EditorPopups = { verifyEmail: false, purchase: null, install: false, signIn: false, info: false };

const INITIAL = {
  key: null,
  widget: null,
  saved: null,
  firstLoad: true,
  dirty: false,
  handedOff: false,
  saving: false,
  banner: null,
  titleError: null,
  fieldErrors: {},
  popups: NO_POPUPS,
  tab: 'builder',
  openSections: {},
} satisfies Partial<EditorState>;

let bannerSeq = 0;

function without(errors: Record<string, string>, path: string): Record<string, string> {
  if (!(path in errors)) return errors;
  const { [path]: _removed, ...rest } = errors;
  return rest;
}

/** A type's rule for the fields that depend on the one just edited; returns the settings to keep. */
export type SettingsNormaliser = (settings: JsonObject, changedPath: string) => unknown;

export const useEditorStore = create<EditorState>()((set) => ({
  ...INITIAL,

  load: (key, widget, saved = null, { dirty = false } = {}) => set({ ...INITIAL, key, widget, saved, dirty }),
  reset: () => set(INITIAL),
  setTitle: (title) =>
    set((state) => {
      if (!state.widget || state.widget.title === title) return {};
      // Only the wrapper changes: htmlData keeps its identity, so the preview is not touched.
      return { widget: { ...state.widget, title }, firstLoad: false, dirty: true, titleError: null };
    }),
  setField: (path, value, normalise) =>
    set((state) => {
      const widget = state.widget;
      if (!widget) return {};
      const type = widget.widgetType.name;
      const current = widget.htmlData[type];
      const edited = setAtPath(isJsonObject(current) ? current : {}, path, value);
      const normalised = normalise?.(edited, path) ?? edited;
      const settings = isJsonObject(normalised) ? normalised : edited;
      if (settings === current) return {};
      return {
        widget: { ...widget, htmlData: { ...widget.htmlData, [type]: settings } },
        firstLoad: false,
        dirty: true,
        fieldErrors: without(state.fieldErrors, path),
      };
    }),
  markSaved: (saved) =>
    set((state) => ({
      key: `widget:${saved.id}`,
      // What the user sees stays as it is (edits made while the save was on its way included);
      // only the id is new.
      widget: state.widget ? { ...state.widget, id: saved.id } : state.widget,
      saved,
      dirty: false,
    })),
  showBanner: (kind, text) => {
    bannerSeq += 1;
    set({ banner: { kind, text, seq: bannerSeq } });
  },
  hideBanner: () => set({ banner: null }),
  setErrors: ({ title = null, fields = {} }) => set({ titleError: title, fieldErrors: fields }),
  setSaving: (saving) => set({ saving }),
  setHandedOff: (handedOff) => set({ handedOff }),
  openPopup: (popup) => set((state) => ({ popups: { ...state.popups, [popup]: true } })),
  showPurchase: (notice) => set((state) => ({ popups: { ...state.popups, purchase: notice } })),
  closePopup: (popup) =>
    set((state) => ({ popups: { ...state.popups, [popup]: popup === 'purchase' ? null : false } })),
  setTab: (tab) => set({ tab }),
  setOpenSections: (accordion, open) =>
    set((state) => ({ openSections: { ...state.openSections, [accordion]: open } })),
}));

/** The settings of the edited type, htmlData[type]: what the preview renders and the panel edits. */
export function selectSettings(state: EditorState): unknown {
  const widget = state.widget;
  return widget ? widget.htmlData[widget.widgetType.name] : undefined;
}
