import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResizeEmitter } from './resizeEmitter';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('resize emitter', () => {
  it('emits once the size has been still for 300 ms', () => {
    const emitter = createResizeEmitter();
    const heard = vi.fn();
    emitter.subscribe(heard);
    emitter.measure({ width: 500, height: 10 });
    vi.advanceTimersByTime(200);
    emitter.measure({ width: 520, height: 10 });
    vi.advanceTimersByTime(299);
    expect(heard).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(heard).toHaveBeenCalledExactlyOnceWith(520);
  });

  it('follows its axis and ignores changes within the threshold', () => {
    const emitter = createResizeEmitter({ axis: 'y', threshold: 10, timeoutMs: 100 });
    const heard = vi.fn();
    emitter.subscribe(heard);
    emitter.measure({ width: 1, height: 300 });
    vi.advanceTimersByTime(100);
    emitter.measure({ width: 900, height: 308 });
    vi.advanceTimersByTime(100);
    emitter.measure({ width: 900, height: 320 });
    vi.advanceTimersByTime(100);
    expect(heard.mock.calls).toEqual([[300], [320]]);
  });

  it('rejects an axis other than x or y and a threshold that is not a number', () => {
    expect(() => createResizeEmitter({ axis: 'z' as never })).toThrow('Resize emitter axis must be x or y, not z');
    expect(() => createResizeEmitter({ threshold: '5' as never })).toThrow('Resize emitter threshold must be a number, not 5');
  });

  it('says nothing after it is disposed', () => {
    const emitter = createResizeEmitter();
    const heard = vi.fn();
    emitter.subscribe(heard);
    emitter.measure({ width: 10, height: 10 });
    emitter.dispose();
    vi.advanceTimersByTime(1000);
    expect(heard).not.toHaveBeenCalled();
  });
});
