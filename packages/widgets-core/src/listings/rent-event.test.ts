import { describe, expect, it, vi } from 'vitest';
import {
  dispatchRent,
  listenForRent,
  RENT_EVENT,
  RENT_READY_EVENT,
  readRentDetail,
  rentListenerPresent,
} from './rent-event';

const detail = { rent: 1500, rentMax: 1700, source: 'appfolio', listingId: 'a', title: 'A' };

describe('the rent hand-off', () => {
  it('finds no listener until a calculator listens, which announces itself', () => {
    expect(rentListenerPresent(document)).toBe(false);
    const ready = vi.fn();
    document.addEventListener(RENT_READY_EVENT, ready);
    const onRent = vi.fn();
    const stop = listenForRent(document, onRent);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(rentListenerPresent(document)).toBe(true);
    expect(dispatchRent(document, detail)).toBe(true);
    expect(onRent).toHaveBeenCalledWith(detail);
    stop();
    expect(rentListenerPresent(document)).toBe(false);
    expect(dispatchRent(document, detail)).toBe(false);
    expect(onRent).toHaveBeenCalledTimes(1);
    document.removeEventListener(RENT_READY_EVENT, ready);
  });

  it('ignores a malformed detail any script could dispatch', () => {
    const read = (value: unknown) => readRentDetail(new CustomEvent(RENT_EVENT, { detail: value }));
    expect(read({ rent: -1 })).toBeNull();
    expect(read({ rent: '1500' })).toBeNull();
    expect(read(null)).toBeNull();
    expect(readRentDetail(new Event(RENT_EVENT))).toBeNull();
    expect(read({ rent: 1500, rentMax: 10 })).toEqual({
      rent: 1500,
      rentMax: 1500,
      source: '',
      listingId: '',
      title: '',
    });
  });
});
