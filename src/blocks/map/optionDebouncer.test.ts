import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_OPTION_DEBOUNCE_MS, createOptionDebouncer } from './optionDebouncer';

const timers = {
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

describe('createOptionDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('spec: updates wait 60 ms after the last change; only the latest is applied', () => {
    expect(MAP_OPTION_DEBOUNCE_MS).toBe(60);
    const apply = vi.fn();
    const d = createOptionDebouncer<number>(apply, timers);
    d.push(1);
    vi.advanceTimersByTime(59);
    d.push(2);
    vi.advanceTimersByTime(59);
    expect(apply).not.toHaveBeenCalled();
    expect(d.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledExactlyOnceWith(2);
    expect(d.pending).toBe(false);
  });

  it('flush applies now; cancel drops what waits', () => {
    const apply = vi.fn();
    const d = createOptionDebouncer<string>(apply, timers);
    d.push('a');
    d.flush();
    expect(apply).toHaveBeenCalledExactlyOnceWith('a');
    d.push('b');
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(apply).toHaveBeenCalledTimes(1);
    d.flush();
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
