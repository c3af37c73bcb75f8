import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { radioGroupKeyAction, tabStopIndex } from './radioGroup.rules';

describe('radioGroupKeyAction', () => {
  it('Right and Down check the next radio, wrapping from the last to the first', () => {
    expect(radioGroupKeyAction('ArrowRight', 0, 4)).toEqual({ kind: 'choose', index: 1 });
    expect(radioGroupKeyAction('ArrowDown', 3, 4)).toEqual({ kind: 'choose', index: 0 });
  });

  it('Left and Up check the previous radio, wrapping from the first to the last', () => {
    expect(radioGroupKeyAction('ArrowLeft', 2, 4)).toEqual({ kind: 'choose', index: 1 });
    expect(radioGroupKeyAction('ArrowUp', 0, 4)).toEqual({ kind: 'choose', index: 3 });
  });

  it('Space checks the focused radio; Enter, Home, End and Tab are not the group’s', () => {
    expect(radioGroupKeyAction(' ', 2, 4)).toEqual({ kind: 'choose', index: 2 });
    for (const key of ['Enter', 'Home', 'End', 'Tab', 'a']) expect(radioGroupKeyAction(key, 1, 4)).toBeNull();
  });

  it('with two radios every arrow goes to the other one', () => {
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      expect(radioGroupKeyAction(key, 0, 2)).toEqual({ kind: 'choose', index: 1 });
      expect(radioGroupKeyAction(key, 1, 2)).toEqual({ kind: 'choose', index: 0 });
    }
  });

  it('an index outside the group does nothing', () => {
    expect(radioGroupKeyAction('ArrowRight', 4, 4)).toBeNull();
    expect(radioGroupKeyAction('ArrowRight', 0, 0)).toBeNull();
  });

  it('next then previous comes back to the same radio, for any size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 }))),
        ([count, index]) => {
          const next = radioGroupKeyAction('ArrowRight', index, count)!;
          expect(radioGroupKeyAction('ArrowLeft', next.index, count)).toEqual({ kind: 'choose', index });
        },
      ),
    );
  });
});

describe('tabStopIndex', () => {
  it('is the checked radio, else the first', () => {
    expect(tabStopIndex(2, 4)).toBe(2);
    expect(tabStopIndex(null, 4)).toBe(0);
    expect(tabStopIndex(7, 4)).toBe(0);
  });
});
