// The editor panel of a widget type, as data. Each runtime package exports one; the editor shell
// renders it with editor-kit controls, so a new field needs no editor code.

/** A dotted path inside the type's settings object, e.g. 'heading.proratedHeading'. */
export type SettingsPath = string;

/** A text input; `multiline` asks for a textarea. */
export interface TextControl {
  kind: 'text';
  path: SettingsPath;
  label: string;
  placeholder?: string;
  multiline?: boolean;
  /**
   * 'uri': the setting is stored URL-encoded (spec 002 §3, the accessibility domainUrl) while the
   * editor shows and edits the decoded address.
   */
  encoding?: 'uri';
  /**
   * The setting is the type's required source (spec 000 §5): the control shows an asterisk. The
   * check itself runs on save, as a draft may be kept without it.
   */
  required?: boolean;
}

/** A hex colour picker (stored '#rrggbb'). */
export interface ColorControl {
  kind: 'color';
  path: SettingsPath;
  label: string;
}

/** A number stored with its unit ('16px', '50%'). */
export interface UnitControl {
  kind: 'unit';
  path: SettingsPath;
  label: string;
  unit: 'px' | '%';
  min: number;
  max?: number;
  step?: number;
}

/** A plain number. */
export interface NumberControl {
  kind: 'number';
  path: SettingsPath;
  label: string;
  min: number;
  max: number;
  step?: number;
  /** Whole numbers only (the contract's bound says so, e.g. the debt-to-income ratios). */
  integer?: boolean;
  /**
   * 'settle': store the number only when the field is left or Enter is pressed, not at each
   * keystroke. For fields whose edits move other fields (the monthly payment slider ends, spec
   * 002 §5): typing 2 000 000 must not pass through 2 and drag the default down with it.
   */
  commitOn?: 'input' | 'settle';
}

/** An on/off switch, stored as 'on'/'off' (`onOff`) or true/false (`boolean`). */
export interface ToggleControl {
  kind: 'toggle';
  path: SettingsPath;
  label: string;
  values: 'onOff' | 'boolean';
}

/**
 * A choice from a fixed list; each value is one the contract accepts, stored as given (a loan
 * term is the number 30, a layout the string 'list').
 */
export interface SelectControl {
  kind: 'select';
  path: SettingsPath;
  label: string;
  options: { value: string | number; label: string }[];
}

/** A font from the contract's FONTS list. */
export interface FontControl {
  kind: 'font';
  path: SettingsPath;
  label: string;
}

/** A list of short words or phrases the owner adds and removes one by one (review curation's excluded words). */
export interface WordListControl {
  kind: 'wordList';
  path: SettingsPath;
  label: string;
}

/**
 * The source's cached reviews, paged and searchable, each with Hide and Pin (issue 31). It edits the
 * list of hidden review ids at `path` and the pinned ones at `pinnedPath`; the editor draws it with
 * the reviews the API lists for the widget.
 */
export interface ReviewListControl {
  kind: 'reviewList';
  path: SettingsPath;
  pinnedPath: SettingsPath;
  label: string;
}

export type PanelControl =
  | TextControl
  | ColorControl
  | UnitControl
  | NumberControl
  | ToggleControl
  | SelectControl
  | FontControl
  | WordListControl
  | ReviewListControl;

/** A titled group of controls (an accordion panel), possibly with nested groups. */
export interface PanelSection {
  title: string;
  controls: PanelControl[];
  sections?: PanelSection[];
  /** Shown only while the setting at `path` equals `equals`. */
  visibleWhen?: { path: SettingsPath; equals: string | number | boolean };
}

/**
 * A widget type's editor panel. The Builder tab's Widget Name is added by the editor shell, not
 * listed here; `settings` is present only for types whose editor has a Settings tab.
 */
export interface PanelDescription {
  tabs: {
    builder: PanelSection[];
    layout: PanelSection[];
    settings?: PanelSection[];
  };
  /** The "How it works?" popup. */
  info?: { title: 'How it works?'; body: string };
}
