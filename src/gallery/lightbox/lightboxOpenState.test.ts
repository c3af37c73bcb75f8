import { describe, expect, it } from 'vitest';
import { lightboxOpenState } from './lightboxOpenState';

describe('lightboxOpenState', () => {
  it('starts closed, tells its listeners of each change, and stops telling one that left', () => {
    const state = lightboxOpenState();
    expect(state.get()).toBeNull();
    const seen: (number | null)[] = [];
    const leave = state.subscribe(() => seen.push(state.get()?.index ?? null));
    state.set({ index: 2, opener: null });
    state.set(null);
    leave();
    state.set({ index: 4, opener: null });
    expect(seen).toEqual([2, null]);
    expect(state.get()).toEqual({ index: 4, opener: null });
  });
});
