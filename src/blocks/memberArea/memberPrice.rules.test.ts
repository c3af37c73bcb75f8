import { describe, expect, it } from 'vitest';
import { billingOptionLabel, otherPricesLine, periodText, priceLine } from './memberPrice.rules';
import type { SubscriptionPlan } from '../../services/commerce';

const monthly: SubscriptionPlan = { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 };

describe('price line', () => {
  it('shows the amount through the money code and the billing period', () => {
    expect(priceLine(1000, monthly, 'USD')).toEqual({ amount: '$10.00', period: '/ month', payments: null, spoken: '$10.00 per month' });
    expect(priceLine(120000, { billingPeriod: { value: 1, unit: 'year' }, numBillingCycles: 0 }, 'USD').amount).toBe('$1,200.00');
  });

  it('names several units in the plural', () => {
    const line = priceLine(2500, { billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 0 }, 'EUR');
    expect(line.period).toBe('/ 2 weeks');
    expect(line.spoken).toBe('€25.00 per 2 weeks');
  });

  it('gives a finite plan its number of payments', () => {
    expect(priceLine(1000, { ...monthly, numBillingCycles: 12 }, 'USD')).toEqual({
      amount: '$10.00',
      period: '/ month',
      payments: '12 payments',
      spoken: '$10.00 per month, 12 payments',
    });
    expect(priceLine(9900, { billingPeriod: { value: 1, unit: 'year' }, numBillingCycles: 1 }, 'USD').payments).toBe('1 payment');
  });

  it('shows yen without a fraction', () => {
    expect(priceLine(1500, monthly, 'JPY').amount).toBe('¥1,500');
  });
});

describe('billing option labels', () => {
  it('are Weekly, Monthly, Yearly for one unit and "Every n units" otherwise', () => {
    expect(billingOptionLabel({ value: 1, unit: 'week' })).toBe('Weekly');
    expect(billingOptionLabel({ value: 1, unit: 'month' })).toBe('Monthly');
    expect(billingOptionLabel({ value: 1, unit: 'year' })).toBe('Yearly');
    expect(billingOptionLabel({ value: 3, unit: 'month' })).toBe('Every 3 months');
    expect(periodText({ value: 1, unit: 'year' })).toBe('year');
  });
});

describe('other prices line', () => {
  const price = (optionId: string, unit: 'month' | 'year', priceCents: number, numBillingCycles = 0) => ({
    optionId,
    plan: { billingPeriod: { value: 1, unit }, numBillingCycles },
    priceCents,
    cartToken: `tok-${optionId}`,
  });
  it('names the prices of the options not chosen, so the plan’s whole cost stays in sight', () => {
    const prices = [price('month-1', 'month', 1000), price('year-1', 'year', 10000)];
    expect(otherPricesLine(prices, 'month-1', 'USD')).toBe('or $100.00 / year');
    expect(otherPricesLine(prices, 'year-1', 'USD')).toBe('or $10.00 / month');
  });
  it('gives a finite price its payments, and is null for a plan of one price', () => {
    expect(otherPricesLine([price('month-1', 'month', 1000), price('year-1', 'year', 9000, 2)], 'month-1', 'EUR')).toBe('or €90.00 / year, 2 payments');
    expect(otherPricesLine([price('month-1', 'month', 1000)], 'month-1', 'USD')).toBeNull();
  });
});
