import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CommerceShapeError } from '../../services/commerce/serverShape';
import { MAX_ENTRY_QUANTITY, UNTITLED_ENTRY, clampQuantity, maxQuantityOf, readCartEntries, readCartEntry } from './cartEntry.rules';
import { CARD_ENTRY, PRINT_ENTRY } from './cart.fixture';

const issuesOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CommerceShapeError);
    return (error as CommerceShapeError).issues.map((i) => `${i.path} ${i.message}`);
  }
  throw new Error('expected a CommerceShapeError');
};

describe('readCartEntry', () => {
  it('reads title, image, options, prices, quantity and stock limit', () => {
    expect(readCartEntry(PRINT_ENTRY)).toEqual({
      id: 'entry-print',
      itemId: 'prod-print',
      sku: 'SQ1234567',
      title: 'Lake at dusk, print',
      image: { url: 'assets/products/lake-print.svg', alt: 'A lake at dusk', dimensions: { width: 240, height: 160 } },
      options: [{ name: 'Size', value: 'A4' }],
      unitPriceCents: 2500,
      quantity: 2,
      lineTotalCents: 5000,
      stockLimit: 10,
    });
    expect(readCartEntry(CARD_ENTRY).stockLimit).toBeNull();
  });

  it('fills what is missing: quantity 1, price 0, line total from unit × quantity, no image, no options, unlimited', () => {
    expect(readCartEntry({ id: 'e1', unitPriceCents: 300, quantity: 3 })).toEqual({
      id: 'e1',
      itemId: null,
      sku: null,
      title: UNTITLED_ENTRY,
      image: null,
      options: [],
      unitPriceCents: 300,
      quantity: 3,
      lineTotalCents: 900,
      stockLimit: null,
    });
    expect(readCartEntry({ id: 'e1' })).toMatchObject({ quantity: 1, unitPriceCents: 0, lineTotalCents: 0 });
  });

  it('titles a blank entry by its SKU, and an image without alt by the title', () => {
    const entry = readCartEntry({ id: 'e1', title: '  ', sku: 'SQ1', image: 'assets/x.jpg' });
    expect(entry.title).toBe('SQ1');
    expect(entry.image).toEqual({ url: 'assets/x.jpg', alt: 'SQ1', dimensions: null });
  });

  it('leaves out options without a value and accepts `name` for the option name', () => {
    expect(
      readCartEntry({
        id: 'e1',
        variantOptions: [
          { name: 'Colour', value: 'Blue' },
          { optionName: 'Size', value: ' ' },
        ],
      }).options,
    ).toEqual([{ name: 'Colour', value: 'Blue' }]);
  });

  it('refuses values of the wrong kind, naming each', () => {
    expect(issuesOf(() => readCartEntry({ quantity: 0, unitPriceCents: 'cheap', stockLimit: -1, variantOptions: 'A4', image: { url: 3 } }))).toEqual([
      'id must be a string, got undefined',
      'quantity must be 1 or more, got 0',
      'unitPriceCents must be a whole number, got "cheap"',
      'stockLimit must be 0 or more, got -1',
      'image.url must be a string, got number',
      'variantOptions must be an array, got string',
    ]);
    expect(issuesOf(() => readCartEntry({ id: '' }))).toEqual(['id must not be blank']);
  });
});

describe('readCartEntries', () => {
  it('names the entry of each problem and refuses repeated ids', () => {
    expect(issuesOf(() => readCartEntries([PRINT_ENTRY, { ...CARD_ENTRY, quantity: 1.5 }, { ...PRINT_ENTRY }]))).toEqual([
      'entries[1].quantity must be a whole number, got 1.5',
      'entries[2].id repeats the id "entry-print"',
    ]);
  });
});

describe('quantity bounds', () => {
  it('keeps a wanted quantity between 1 and the stock limit (999 when unlimited)', () => {
    expect(clampQuantity({ stockLimit: 10 }, 12)).toBe(10);
    expect(clampQuantity({ stockLimit: null }, 5000)).toBe(MAX_ENTRY_QUANTITY);
    expect(clampQuantity({ stockLimit: 10 }, 0)).toBe(1);
    expect(maxQuantityOf({ stockLimit: 0 })).toBe(1);
    expect(() => clampQuantity({ stockLimit: 10 }, Number.NaN)).toThrow(RangeError);
  });

  it('any number lands within the bounds', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(2000), { nil: null }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (stockLimit, wanted) => {
        const q = clampQuantity({ stockLimit }, wanted);
        expect(Number.isInteger(q)).toBe(true);
        expect(q).toBeGreaterThanOrEqual(1);
        expect(q).toBeLessThanOrEqual(maxQuantityOf({ stockLimit }));
      }),
    );
  });
});
