import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogFailure } from './use-log-failure';

describe('useLogFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a failure once, naming the load, however often the section renders', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('503');
    const { rerender } = renderHook(({ error }) => useLogFailure(error, 'Loading the orders'), {
      initialProps: { error: null as Error | null },
    });
    expect(log).not.toHaveBeenCalled();
    rerender({ error: failure });
    rerender({ error: failure });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Loading the orders failed', failure);
  });
});
