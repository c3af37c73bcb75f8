import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseTypedQuantity, quantityForKey } from './quantityStepper.rules';

const bounds = { min: 1, max: 10 };

describe('quantityForKey', () => {
  it('steps by one with the arrows, by ten with the page keys, and jumps with Home and End', () => {
    expect(quantityForKey('ArrowUp', 2, bounds)).toBe(3);
    expect(quantityForKey('ArrowDown', 2, bounds)).toBe(1);
    expect(quantityForKey('ArrowDown', 1, bounds)).toBe(1);
    expect(quantityForKey('PageUp', 2, bounds)).toBe(10);
    expect(quantityForKey('PageDown', 9, bounds)).toBe(1);
    expect(quantityForKey('Home', 7, bounds)).toBe(1);
    expect(quantityForKey('End', 2, bounds)).toBe(10);
    expect(quantityForKey('Enter', 2, bounds)).toBeNull();
    expect(quantityForKey('a', 2, bounds)).toBeNull();
  });
});

describe('parseTypedQuantity', () => {
  it('reads whole numbers, clamped; anything else is refused', () => {
    expect(parseTypedQuantity(' 4 ', bounds)).toBe(4);
    expect(parseTypedQuantity('40', bounds)).toBe(10);
    expect(parseTypedQuantity('0', bounds)).toBe(1);
    for (const text of ['', '2.5', '-1', 'two', '1e3']) expect(parseTypedQuantity(text, bounds)).toBeNull();
  });

  it('every whole number typed reads back as itself within the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (n) => {
        expect(parseTypedQuantity(String(n), bounds)).toBe(n);
      }),
    );
  });
});
