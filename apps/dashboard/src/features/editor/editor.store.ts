import type { Widget } from '@widgetry/contracts';
import { create } from 'zustand';
import type { EditorWidget } from '../../lib/widget-editor/editor-widget';
import { isJsonObject, type JsonObject, setAtPath } from '../../lib/widget-editor/settings-path';
import { type PurchaseNotice, validateWidget } from './save-sequence';

/**
 * The message banner (spec 000 §2); `seq` tells two equal messages apart so each gets its 5 s.
 * `fields`: a refused save's banner, which lists the fields still wrong (editor-banner.tsx) and
 * goes once they are all fixed rather than after 5 s (issue 29 #15).
 */
export interface Banner {
  kind: 'success' | 'error';
  text: string;
  seq: number;
  fields?: true;
}

/** The messages of a refused save: under Widget Name, and under controls by settings path. */
export interface RefusedSave {
  title: string | null;
  fields: Record<string, string>;
  /**
   * The editor's own check found them (save step 3), so each edit checks them again and drops
   * the ones fixed, wherever the fix was made (a slider maximum raised fixes its minimum). A
   * server's messages go only when their own field is edited.
   */
  recheck: boolean;
}

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
  /** Whether `fieldErrors` and `titleError` came from the editor's own check (RefusedSave.recheck). */
  recheckErrors: boolean;
  /** Counts refused saves: each one moves the focus to its first wrong field (editor-sidebar.tsx). */
  errorFocus: number;
  /** The design just chosen and the settings before it, for its Undo; gone at the next edit. */
  designUndo: { name: string; previous: JsonObject } | null;
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
  /** A refused save: its messages under their fields, the banner naming them, the focus on the first. */
  refuseSave(refused: RefusedSave): void;
  /** Lays a named design over the settings (issue 29 #29); only style settings change. */
  applyDesign(name: string, apply: (settings: JsonObject) => unknown): void;
  /** Puts back the settings from before the design just chosen. */
  undoDesign(): void;
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
  recheckErrors: false,
  errorFocus: 0,
  designUndo: null,
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

/**
 * A refused save's messages after an edit (`widget` as it is now): the edited field's goes; when
 * the editor's own check found them, so do all the fields that pass it now. No new ones are
 * added: the sidebar shows those as they come (editor-sidebar.tsx).
 */
function errorsAfterEdit(
  state: EditorState,
  widget: EditorWidget,
  editedPath: string | null,
): Pick<EditorState, 'titleError' | 'fieldErrors' | 'banner'> {
  const kept = editedPath === null ? state.fieldErrors : without(state.fieldErrors, editedPath);
  let titleError = editedPath === null ? null : state.titleError;
  let fieldErrors = kept;
  if (state.recheckErrors && (Object.keys(kept).length > 0 || titleError)) {
    const now = validateWidget(widget);
    titleError = titleError && now?.titleError ? titleError : null;
    fieldErrors = Object.fromEntries(Object.entries(kept).filter(([path]) => now?.fieldErrors[path] !== undefined));
    if (Object.keys(fieldErrors).length === Object.keys(kept).length) fieldErrors = kept;
  }
  const fixed = titleError === null && Object.keys(fieldErrors).length === 0;
  const banner = state.banner?.fields && fixed ? null : state.banner;
  return { titleError, fieldErrors, banner };
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
      const widget = { ...state.widget, title };
      return { widget, firstLoad: false, dirty: true, ...errorsAfterEdit(state, widget, null) };
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
      const next = { ...widget, htmlData: { ...widget.htmlData, [type]: settings } };
      return { widget: next, firstLoad: false, dirty: true, designUndo: null, ...errorsAfterEdit(state, next, path) };
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
  setErrors: ({ title = null, fields = {} }) => set({ titleError: title, fieldErrors: fields, recheckErrors: false }),
  refuseSave: ({ title, fields, recheck }) => {
    bannerSeq += 1;
    const first = title ?? Object.values(fields)[0] ?? '';
    set((state) => ({
      titleError: title,
      fieldErrors: fields,
      recheckErrors: recheck,
      errorFocus: state.errorFocus + 1,
      banner: { kind: 'error', text: first, seq: bannerSeq, fields: true },
    }));
  },
  setSaving: (saving) => set({ saving }),
  setHandedOff: (handedOff) => set({ handedOff }),
  openPopup: (popup) => set((state) => ({ popups: { ...state.popups, [popup]: true } })),
  showPurchase: (notice) => set((state) => ({ popups: { ...state.popups, purchase: notice } })),
  closePopup: (popup) =>
    set((state) => ({ popups: { ...state.popups, [popup]: popup === 'purchase' ? null : false } })),
  applyDesign: (name, apply) =>
    set((state) => {
      const widget = state.widget;
      if (!widget) return {};
      const type = widget.widgetType.name;
      const current = widget.htmlData[type];
      const previous = isJsonObject(current) ? current : {};
      const applied = apply(previous);
      if (!isJsonObject(applied)) return {};
      return {
        widget: { ...widget, htmlData: { ...widget.htmlData, [type]: applied } },
        firstLoad: false,
        dirty: true,
        designUndo: { name, previous },
      };
    }),
  undoDesign: () =>
    set((state) => {
      const widget = state.widget;
      if (!widget || !state.designUndo) return {};
      const type = widget.widgetType.name;
      return {
        widget: { ...widget, htmlData: { ...widget.htmlData, [type]: state.designUndo.previous } },
        designUndo: null,
      };
    }),
  setTab: (tab) => set({ tab }),
  setOpenSections: (accordion, open) =>
    set((state) => ({ openSections: { ...state.openSections, [accordion]: open } })),
}));

/** The settings of the edited type, htmlData[type]: what the preview renders and the panel edits. */
export function selectSettings(state: EditorState): unknown {
  const widget = state.widget;
  return widget ? widget.htmlData[widget.widgetType.name] : undefined;
}
