import { describe, expect, it, vi } from 'vitest';
import {
  chooseContrast,
  chooseSaturation,
  clearState,
  hostTokens,
  initialState,
  isNeutral,
  loadState,
  openStorage,
  parseState,
  STORAGE_KEY,
  saveState,
  serializeState,
  stepText,
  toggleTool,
} from './accessibility.state';

const start = initialState(false);

describe('accessibility state', () => {
  it('starts neutral, or with Stop animations when the system asks for reduced motion', () => {
    expect(isNeutral(start)).toBe(true);
    expect(hostTokens(start)).toEqual([]);
    expect(initialState(true).on).toEqual(['stop-motion']);
  });

  it('toggles tools, keeping a stable order', () => {
    const state = toggleTool(toggleTool(toggleTool(start, 'hide-images'), 'links'), 'line-height');
    expect(state.on).toEqual(['line-height', 'links', 'hide-images']);
    expect(toggleTool(state, 'links').on).toEqual(['line-height', 'hide-images']);
  });

  it('keeps one contrast and one saturation mode, a second press turning it off', () => {
    let state = chooseContrast(start, 'dark');
    state = chooseContrast(state, 'invert');
    state = chooseSaturation(state, 'low');
    expect(hostTokens(state)).toEqual(['contrast-invert', 'saturation-low']);
    expect(chooseContrast(state, 'invert').contrast).toBeNull();
    expect(chooseSaturation(state, 'low').saturation).toBeNull();
  });

  it('steps text size within 80 % and 200 %', () => {
    let state = start;
    for (let i = 0; i < 30; i++) state = stepText(state, 1);
    expect(state.text).toBe(200);
    for (let i = 0; i < 30; i++) state = stepText(state, -1);
    expect(state.text).toBe(80);
  });

  it('leaves the reading guide and text size off the host tokens', () => {
    const state = stepText(toggleTool(toggleTool(start, 'reading-guide'), 'readable-font'), 1);
    expect(hostTokens(state)).toEqual(['readable-font']);
    expect(isNeutral(state)).toBe(false);
  });

  it('round-trips through its saved form', () => {
    const state = chooseSaturation(chooseContrast(stepText(toggleTool(start, 'links'), 1), 'high'), 'mono');
    expect(parseState(serializeState(state))).toEqual(state);
  });

  it.each([
    ['not JSON', '{'],
    ['a string', '"links"'],
    ['null', 'null'],
  ])('reads %s as nothing saved', (_name, raw) => {
    expect(parseState(raw)).toBeNull();
  });

  it('drops every part it does not know', () => {
    expect(
      parseState(
        JSON.stringify({ text: 105, on: ['links', 'links', '"><script>', 7], contrast: 'neon', saturation: {} }),
      ),
    ).toEqual({ text: 100, on: ['links'], contrast: null, saturation: null });
    expect(parseState(JSON.stringify({ text: 1e9 }))?.text).toBe(100);
    expect(parseState('{}')).toEqual(start);
  });

  it('saves, loads and clears through the given storage', () => {
    const storage = openStorage(window);
    expect(storage).toBe(localStorage);
    const state = toggleTool(start, 'headings');
    expect(saveState(storage, state)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEY)).toBe(serializeState(state));
    expect(loadState(storage)).toEqual(state);
    clearState(storage);
    expect(loadState(storage)).toBeNull();
  });

  it('survives storage that throws or is missing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(loadState(localStorage)).toBeNull();
    expect(saveState(localStorage, start)).toBe(false);
    expect(() => clearState(localStorage)).not.toThrow();
    expect(saveState(null, start)).toBe(false);
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(openStorage(blocked)).toBeNull();
    expect(openStorage(null)).toBeNull();
  });
});
