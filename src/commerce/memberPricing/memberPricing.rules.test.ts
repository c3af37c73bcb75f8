import { describe, expect, it } from 'vitest';
import { checkPricingOptions, chosenIndex, pricingKeyAction, type PricingOption } from './memberPricing.rules';

const monthly: PricingOption = { id: 'monthly', label: 'Monthly', priceCents: 1200, note: 'per month' };
const yearly: PricingOption = { id: 'yearly', label: 'Yearly', priceCents: 12000, note: 'per year' };

describe('checkPricingOptions', () => {
  it('accepts two options', () => {
    expect(checkPricingOptions([monthly, yearly])).toEqual([monthly, yearly]);
  });

  it('names every problem at once', () => {
    expect(() => checkPricingOptions([monthly])).toThrow('Member pricing toggle: needs exactly two options, got 1.');
    expect(() => checkPricingOptions([monthly, { ...yearly, id: 'monthly', label: ' ', priceCents: 1.5 }])).toThrow(
      'Member pricing toggle: option 2 has no label; option 2 price must be whole minor units, 0 or more, got 1.5; both options have the id "monthly".',
    );
  });
});

describe('chosenIndex', () => {
  it('finds the chosen option and falls back to the first', () => {
    const options = checkPricingOptions([monthly, yearly]);
    expect(chosenIndex(options, 'yearly')).toBe(1);
    expect(chosenIndex(options, 'monthly')).toBe(0);
    expect(chosenIndex(options, 'weekly')).toBe(0);
    expect(chosenIndex(options, undefined)).toBe(0);
  });
});

describe('pricingKeyAction', () => {
  it('arrows choose the other option in both directions, wrapping', () => {
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      expect(pricingKeyAction(key, 0)).toEqual({ kind: 'choose', index: 1 });
      expect(pricingKeyAction(key, 1)).toEqual({ kind: 'choose', index: 0 });
    }
  });

  it('Space chooses the focused option; other keys do nothing', () => {
    expect(pricingKeyAction(' ', 1)).toEqual({ kind: 'choose', index: 1 });
    expect(pricingKeyAction('Enter', 0)).toBeNull();
    expect(pricingKeyAction('Tab', 0)).toBeNull();
  });
});
