// The visitor's choices: what is on, how they change, how they are saved. Pure apart from the
// storage functions, which take the Storage so tests can hand in their own.
import {
  CONTRAST_MODES,
  type ContrastMode,
  isOneOf,
  SATURATION_MODES,
  type SaturationMode,
  TEXT_SIZE,
  TOGGLE_TOOLS,
  type ToggleTool,
} from './accessibility.tools';

/** The localStorage key. Storage is per origin, so each customer site keeps its own choices. */
export const STORAGE_KEY = 'widgetry-a11y';

export interface A11yState {
  /** Text size in percent (TEXT_SIZE). */
  text: number;
  /** The toggles that are on, in TOGGLE_TOOLS order. */
  on: ToggleTool[];
  contrast: ContrastMode | null;
  saturation: SaturationMode | null;
}

/**
 * The state before the visitor chooses anything. When the operating system asks for reduced
 * motion, Stop animations starts pressed: many sites ignore that preference, and the visitor can
 * still turn it off (that choice is saved and wins; Reset all returns to this starting point).
 */
export function initialState(prefersReducedMotion: boolean): A11yState {
  return { text: TEXT_SIZE.base, on: prefersReducedMotion ? ['stop-motion'] : [], contrast: null, saturation: null };
}

/** Whether nothing is changed on the host page. */
export function isNeutral(state: A11yState): boolean {
  return state.text === TEXT_SIZE.base && state.on.length === 0 && !state.contrast && !state.saturation;
}

export function toggleTool(state: A11yState, tool: ToggleTool): A11yState {
  const on = state.on.includes(tool) ? state.on.filter((item) => item !== tool) : [...state.on, tool];
  return { ...state, on: TOGGLE_TOOLS.filter((item) => on.includes(item)) };
}

/** Chooses a contrast mode, or turns it off when it is the active one. */
export function chooseContrast(state: A11yState, mode: ContrastMode): A11yState {
  return { ...state, contrast: state.contrast === mode ? null : mode };
}

/** Chooses a saturation mode, or turns it off when it is the active one. */
export function chooseSaturation(state: A11yState, mode: SaturationMode): A11yState {
  return { ...state, saturation: state.saturation === mode ? null : mode };
}

/** One step larger (+1) or smaller (-1), within TEXT_SIZE. */
export function stepText(state: A11yState, direction: 1 | -1): A11yState {
  const text = Math.min(TEXT_SIZE.max, Math.max(TEXT_SIZE.min, state.text + direction * TEXT_SIZE.step));
  return { ...state, text };
}

/**
 * The tokens put on `<html data-wg-a11y="…">` for the host stylesheet. The reading guide and the
 * text size are left out: the guide lives in the widget and the size is applied per element.
 */
export function hostTokens(state: A11yState): string[] {
  const tokens: string[] = state.on.filter((tool) => tool !== 'reading-guide');
  if (state.contrast) tokens.push(`contrast-${state.contrast}`);
  if (state.saturation) tokens.push(`saturation-${state.saturation}`);
  return tokens;
}

/**
 * Reads saved choices. The stored JSON is visitor-controlled, so every part is checked against
 * the tool lists and anything unknown is dropped; null when nothing usable was saved.
 */
export function parseState(raw: string | null): A11yState | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const text: unknown = Reflect.get(value, 'text');
  const on: unknown = Reflect.get(value, 'on');
  const contrast: unknown = Reflect.get(value, 'contrast');
  const saturation: unknown = Reflect.get(value, 'saturation');
  const validText =
    typeof text === 'number' &&
    Number.isInteger(text) &&
    text >= TEXT_SIZE.min &&
    text <= TEXT_SIZE.max &&
    (text - TEXT_SIZE.min) % TEXT_SIZE.step === 0;
  const saved = Array.isArray(on) ? on : [];
  return {
    text: validText ? text : TEXT_SIZE.base,
    on: TOGGLE_TOOLS.filter((tool) => saved.includes(tool)),
    contrast: isOneOf(CONTRAST_MODES, contrast) ? contrast : null,
    saturation: isOneOf(SATURATION_MODES, saturation) ? saturation : null,
  };
}

export function serializeState(state: A11yState): string {
  return JSON.stringify(state);
}

/**
 * The page's localStorage, or null where it cannot be used: reading the property itself throws
 * when storage is blocked (some privacy settings), and Safari's private mode throws on write.
 */
export function openStorage(win: Pick<Window, 'localStorage'> | null): Storage | null {
  try {
    return win?.localStorage ?? null;
  } catch {
    return null;
  }
}

export function loadState(storage: Storage | null): A11yState | null {
  try {
    return parseState(storage?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Saves the choices; returns false when storage refused (the tools still work for this page view). */
export function saveState(storage: Storage | null, state: A11yState): boolean {
  try {
    storage?.setItem(STORAGE_KEY, serializeState(state));
    return storage !== null;
  } catch {
    return false;
  }
}

/** Forgets the choices, so the next visit starts from initialState again. */
export function clearState(storage: Storage | null): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored where storage cannot be used.
  }
}
