import { describe, expect, it, vi } from 'vitest';
import { busyAttributes, ignorePress } from './busy.rules';

describe('busyAttributes', () => {
  it('keeps the caller’s press and aria-disabled while not busy', () => {
    const onClick = vi.fn();
    expect(busyAttributes(false, undefined, onClick)).toEqual({ 'aria-disabled': undefined, 'data-busy': undefined, onClick });
    expect(busyAttributes(undefined, 'true', onClick)).toEqual({ 'aria-disabled': 'true', 'data-busy': undefined, onClick });
  });

  it('marks a busy button aria-disabled and busy, and swaps its press for one that cancels', () => {
    const onClick = vi.fn();
    const busy = busyAttributes(true, false, onClick);
    expect(busy['aria-disabled']).toBe(true);
    expect(busy['data-busy']).toBe('');
    const event = { preventDefault: vi.fn() };
    busy.onClick?.(event);
    expect(onClick).not.toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
  });

  it('cancels a press even when the caller gave none (a submit button)', () => {
    const busy = busyAttributes(true, undefined, undefined);
    expect(busy.onClick).toBe(ignorePress);
  });
});
