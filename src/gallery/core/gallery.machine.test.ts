import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { edgeControls, galleryReducer, initialGalleryState, wrapIndex, type GalleryEvent, type GalleryState } from './gallery.machine';

const run = (state: GalleryState, ...events: GalleryEvent[]) => {
  let s = state;
  const effects = [];
  for (const e of events) {
    const t = galleryReducer(s, e);
    s = t.state;
    effects.push(...t.effects);
  }
  return { state: s, effects };
};

describe('wrapIndex', () => {
  it('wraps to the slide count, negative indexes from the end', () => {
    expect([wrapIndex(0, 5), wrapIndex(5, 5), wrapIndex(7, 5), wrapIndex(-1, 5), wrapIndex(-6, 5), wrapIndex(3, 0)]).toEqual([0, 0, 2, 4, 4, 0]);
  });

  it('always lands in range and is periodic (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 500 }), (i, n) => {
        const w = wrapIndex(i, n);
        expect(w >= 0 && w < n).toBe(true);
        expect(wrapIndex(i + n, n)).toBe(w);
        expect(wrapIndex(w, n)).toBe(w);
      }),
    );
  });
});

describe('gallery machine', () => {
  it('starts on the wrapped index', () => {
    expect(initialGalleryState({ count: 4, index: -1 }).index).toBe(3);
  });

  it('loops at both ends when looping', () => {
    const s = initialGalleryState({ count: 3, index: 2 });
    expect(run(s, { type: 'next' }).state.index).toBe(0);
    expect(run(initialGalleryState({ count: 3 }), { type: 'previous' }).state.index).toBe(2);
  });

  it('signals the ends without looping and disables the edge controls', () => {
    const first = initialGalleryState({ count: 3, loop: false });
    expect(run(first, { type: 'previous' })).toEqual({ state: first, effects: [{ type: 'reached-beginning' }] });
    expect(edgeControls(first)).toEqual({ previousDisabled: true, nextDisabled: false });
    const last = initialGalleryState({ count: 3, index: 2, loop: false });
    expect(run(last, { type: 'next' })).toEqual({ state: last, effects: [{ type: 'reached-end' }] });
    expect(edgeControls(last)).toEqual({ previousDisabled: false, nextDisabled: true });
    expect(edgeControls(initialGalleryState({ count: 3, index: 1, loop: false }))).toEqual({ previousDisabled: false, nextDisabled: false });
  });

  it('refuses to move an empty gallery', () => {
    expect(run(initialGalleryState({ count: 0 }), { type: 'next' }).effects).toEqual([{ type: 'refused', reason: 'empty' }]);
  });

  it('keeps the index in range when slides go away', () => {
    expect(run(initialGalleryState({ count: 5, index: 4 }), { type: 'setCount', count: 2 }).state.index).toBe(1);
  });

  it('never leaves the index out of range, whatever happens (property)', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('goTo' as const), index: fc.integer({ min: -50, max: 50 }) }),
      fc.constantFrom<GalleryEvent>({ type: 'next' }, { type: 'previous' }),
      fc.record({ type: fc.constant('setCount' as const), count: fc.integer({ min: 0, max: 20 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.boolean(), fc.array(event, { maxLength: 40 }), (count, loop, events) => {
        const { state } = run(initialGalleryState({ count, loop }), ...events);
        expect(state.index >= 0 && (state.count === 0 ? state.index === 0 : state.index < state.count)).toBe(true);
      }),
    );
  });
});
