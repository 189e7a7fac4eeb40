import { describe, expect, it, vi } from 'vitest';
import { createOpenPickerStore } from './open-picker-store';

describe('open picker store', () => {
  it('holds at most one open id: opening another replaces it', () => {
    const store = createOpenPickerStore();
    store.open('a');
    expect(store.getOpenId()).toBe('a');
    store.open('b');
    expect(store.getOpenId()).toBe('b');
  });

  it('closes only the picker that asks, so a late close does not shut the newly opened one', () => {
    const store = createOpenPickerStore();
    store.open('a');
    store.open('b');
    store.close('a');
    expect(store.getOpenId()).toBe('b');
    store.close('b');
    expect(store.getOpenId()).toBeNull();
  });

  it('notifies subscribers on changes only, until they unsubscribe', () => {
    const store = createOpenPickerStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.open('a');
    store.open('a');
    store.close('x');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.close('a');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps separate stores apart', () => {
    const one = createOpenPickerStore();
    const two = createOpenPickerStore();
    one.open('a');
    two.open('b');
    expect([one.getOpenId(), two.getOpenId()]).toEqual(['a', 'b']);
  });
});
