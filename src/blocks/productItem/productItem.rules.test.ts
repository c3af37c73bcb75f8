import { describe, expect, it } from 'vitest';
import { parseProduct } from '../../services/commerce';
import { PRINT_JSON, SALE_JSON, TEE_JSON } from './productItem.fixture';
import {
  canAdd,
  choiceFrom,
  choose,
  emptyChoice,
  isSoldOut,
  maxQuantityFor,
  missingChoiceMessage,
  optionNamesOf,
  optionsOf,
  priceProductFor,
  quantityWithin,
  stockNote,
  valueState,
  variantFor,
} from './productItem.rules';

const tee = parseProduct(TEE_JSON);
const teeOptions = optionsOf(tee, optionNamesOf(TEE_JSON, 2));

describe('product item choices', () => {
  it('one option per place in optionValues, values in first-seen order, named from the JSON', () => {
    expect(teeOptions).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Ink', 'Sand'] },
    ]);
    expect(optionNamesOf({ variants: [{ optionValues: [{ value: 'A4' }] }] }, 1)).toEqual(['Option 1']);
    expect(optionsOf(parseProduct(PRINT_JSON))).toEqual([]);
  });

  it('starts from a choice made elsewhere, by option name, keeping only what the product offers', () => {
    expect(choiceFrom(tee, teeOptions, { Size: 'L', Colour: 'Ink' })).toEqual(['L', 'Ink']);
    // a sold-out value stays chosen (the select offers it, marked); the stock note says so
    expect(choiceFrom(tee, teeOptions, { Size: 'M', Colour: 'Sand' })).toEqual(['M', 'Sand']);
    // no S in Sand: the colour is dropped, the size kept
    expect(choiceFrom(tee, teeOptions, { Size: 'S', Colour: 'Sand' })).toEqual(['S', null]);
    // a value the product does not have, a name it has no option for, nothing chosen
    expect(choiceFrom(tee, teeOptions, { Size: 'XL', Fit: 'Slim' })).toEqual([null, null]);
    expect(choiceFrom(tee, teeOptions, { Colour: 'Ink' })).toEqual([null, 'Ink']);
    expect(choiceFrom(tee, teeOptions, {})).toEqual(emptyChoice(teeOptions));
    // names are not looked up on the prototype
    expect(choiceFrom(tee, [{ name: 'constructor', values: ['S'] }], {})).toEqual([null]);
    expect(choiceFrom(parseProduct(PRINT_JSON), [], { Size: 'L' })).toEqual([]);
  });

  it('asks for the first option not chosen, then nothing', () => {
    let choice = emptyChoice(teeOptions);
    expect(missingChoiceMessage(teeOptions, choice)).toBe('Please select a Size');
    choice = choose(choice, 0, 'M');
    expect(missingChoiceMessage(teeOptions, choice)).toBe('Please select a Colour');
    choice = choose(choice, 1, 'Ink');
    expect(missingChoiceMessage(teeOptions, choice)).toBeNull();
  });

  it('a full choice names its variant; a partial one or a missing combination names none', () => {
    expect(variantFor(tee, ['M', null])).toBeUndefined();
    expect(variantFor(tee, ['L', 'Ink'])?.sku).toBe('TEE-L-INK');
    expect(variantFor(tee, ['S', 'Sand'])).toBeUndefined();
    expect(variantFor(parseProduct(PRINT_JSON), [])?.sku).toBe('SQ1234567');
  });

  it('marks values that do not exist or are sold out with the rest of the choice', () => {
    expect(valueState(tee, ['S', null], 1, 'Sand')).toBe('unavailable');
    expect(valueState(tee, ['M', null], 1, 'Sand')).toBe('soldOut');
    expect(valueState(tee, ['L', null], 1, 'Sand')).toBe('available'); // unlimited, though 0 in stock
    expect(valueState(tee, [null, 'Sand'], 0, 'M')).toBe('soldOut');
    expect(valueState(tee, [null, null], 0, 'M')).toBe('available');
  });

  it('quantity: 1 to the stock, the cart most when unlimited', () => {
    const m = variantFor(tee, ['M', 'Ink']);
    expect(maxQuantityFor(m)).toBe(3);
    expect(quantityWithin(m, 7)).toBe(3);
    expect(quantityWithin(m, 0)).toBe(1);
    expect(maxQuantityFor(variantFor(tee, ['L', 'Sand']))).toBe(999);
  });

  it('stock note, sold out and whether the choice can be added', () => {
    const soldOut = variantFor(tee, ['M', 'Sand']);
    expect(stockNote(tee, soldOut)).toBe('Sold out');
    expect(isSoldOut(tee, soldOut)).toBe(true);
    expect(canAdd(tee, soldOut)).toBe(false);
    expect(stockNote(tee, variantFor(tee, ['M', 'Ink']))).toBe('Only 3 left');
    expect(stockNote(tee, variantFor(tee, ['S', 'Ink']))).toBeNull();
    expect(canAdd(tee, undefined)).toBe(false);
    expect(isSoldOut(tee, undefined)).toBe(false);
  });

  it('the price block shows the whole product until a variant is chosen, then that variant', () => {
    expect(priceProductFor(tee, undefined)).toBe(tee);
    const sale = parseProduct(SALE_JSON);
    const a2 = variantFor(sale, ['A2']);
    expect(priceProductFor(sale, a2)).toEqual({ productType: 'PHYSICAL', variants: [a2] });
  });
});
