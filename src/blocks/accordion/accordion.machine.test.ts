import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCORDION_ANIMATION_MS,
  accordionReducer,
  initialAccordionState,
  isAnimating,
  isItemOpen,
  reconfigureAccordion,
  type AccordionConfig,
  type AccordionState,
} from './accordion.machine';

const config = (overrides: Partial<AccordionConfig> = {}): AccordionConfig => ({
  count: 3,
  allowMultiple: false,
  firstExpanded: false,
  animationMs: ACCORDION_ANIMATION_MS,
  ...overrides,
});

const toggle = (state: AccordionState, index: number, now: number) => accordionReducer(state, { type: 'toggle', index, now });

describe('accordion machine', () => {
  it('animates for the spec’s 250 ms', () => {
    expect(ACCORDION_ANIMATION_MS).toBe(250);
  });

  it('starts with every item closed, or the first expanded when asked', () => {
    expect(initialAccordionState(config()).open).toEqual([]);
    expect(initialAccordionState(config({ firstExpanded: true })).open).toEqual([0]);
    expect(initialAccordionState(config({ count: 0, firstExpanded: true })).open).toEqual([]);
  });

  it('starts unlocked even with the first item expanded', () => {
    const state = initialAccordionState(config({ firstExpanded: true }));
    expect(isAnimating(state, 0)).toBe(false);
    expect(toggle(state, 0, 0).open).toEqual([]);
  });

  it('in single mode opens one item alone, closing the one that was open', () => {
    let state = toggle(initialAccordionState(config()), 0, 0);
    expect(state.open).toEqual([0]);
    state = toggle(state, 2, 1000);
    expect(state.open).toEqual([2]);
    expect(isItemOpen(state, 0)).toBe(false);
    state = toggle(state, 2, 2000);
    expect(state.open).toEqual([]);
  });

  it('with multiple allowed keeps several open at once', () => {
    let state = initialAccordionState(config({ allowMultiple: true, firstExpanded: true }));
    state = toggle(state, 2, 0);
    state = toggle(state, 1, 1000);
    expect(state.open).toEqual([0, 1, 2]);
    state = toggle(state, 0, 2000);
    expect(state.open).toEqual([1, 2]);
  });

  it('ignores clicks during the 250 ms animation and accepts them once it is over', () => {
    let state = toggle(initialAccordionState(config()), 0, 1000);
    expect(isAnimating(state, 1000)).toBe(true);
    expect(isAnimating(state, 1249)).toBe(true);
    expect(toggle(state, 1, 1100)).toBe(state);
    expect(toggle(state, 0, 1249)).toBe(state);
    expect(isAnimating(state, 1250)).toBe(false);
    state = toggle(state, 1, 1250);
    expect(state.open).toEqual([1]);
  });

  it('lifts the lock on settle, even if the clock has not moved', () => {
    const locked = toggle(initialAccordionState(config()), 0, 5);
    const settled = accordionReducer(locked, { type: 'settle' });
    expect(isAnimating(settled, 5)).toBe(false);
    expect(toggle(settled, 0, 5).open).toEqual([]);
    expect(accordionReducer(settled, { type: 'settle' })).toBe(settled);
  });

  it('under reduced motion (0 ms) toggles at once with no lock', () => {
    let state = initialAccordionState(config({ animationMs: 0 }));
    state = toggle(state, 0, 7);
    expect(state.lockedUntil).toBeNull();
    state = toggle(state, 1, 7);
    state = toggle(state, 1, 7);
    expect(state.open).toEqual([]);
  });

  it('ignores toggles of items that do not exist', () => {
    const state = initialAccordionState(config());
    for (const index of [-1, 3, 1.5, Number.NaN]) expect(toggle(state, index, 0)).toBe(state);
  });

  it('refuses a nonsensical configuration with a clear error', () => {
    expect(() => initialAccordionState(config({ count: -1 }))).toThrow(/item count/);
    expect(() => initialAccordionState(config({ animationMs: Number.NaN }))).toThrow(/animation time/);
  });

  it('carries state over to new settings', () => {
    const several = { ...initialAccordionState(config({ allowMultiple: true })), open: [0, 2] };
    expect(reconfigureAccordion(several, { count: 3, allowMultiple: false, animationMs: 250 }).open).toEqual([0]);
    expect(reconfigureAccordion(several, { count: 2, allowMultiple: true, animationMs: 250 }).open).toEqual([0]);
    expect(reconfigureAccordion(several, { count: 3, allowMultiple: true, animationMs: 250 })).toBe(several);
    const locked = toggle(initialAccordionState(config()), 0, 0);
    expect(reconfigureAccordion(locked, { count: 3, allowMultiple: false, animationMs: 0 }).lockedUntil).toBeNull();
  });

  it('property: single mode never has more than one item open; open items are distinct, ascending and in range', () => {
    const clicks = fc.array(fc.record({ index: fc.integer({ min: -1, max: 6 }), gap: fc.integer({ min: 0, max: 600 }) }), { maxLength: 40 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.boolean(), fc.boolean(), clicks, (count, allowMultiple, firstExpanded, events) => {
        let state = initialAccordionState(config({ count, allowMultiple, firstExpanded }));
        let now = 0;
        for (const { index, gap } of events) {
          now += gap;
          const before = state;
          state = toggle(state, index, now);
          if (isAnimating(before, now)) expect(state).toBe(before);
          if (!allowMultiple) expect(state.open.length).toBeLessThanOrEqual(1);
          expect(new Set(state.open).size).toBe(state.open.length);
          expect([...state.open].sort((a, b) => a - b)).toEqual(state.open);
          expect(state.open.every((i) => i >= 0 && i < count)).toBe(true);
        }
      }),
    );
  });

  it('property: an accepted toggle flips exactly the clicked item in multiple mode', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 30 }), (indices) => {
        let state = initialAccordionState(config({ count: 5, allowMultiple: true }));
        let now = 0;
        for (const index of indices) {
          now += ACCORDION_ANIMATION_MS;
          const next = toggle(state, index, now);
          for (let i = 0; i < 5; i += 1) expect(isItemOpen(next, i)).toBe(i === index ? !isItemOpen(state, i) : isItemOpen(state, i));
          state = next;
        }
      }),
    );
  });
});
