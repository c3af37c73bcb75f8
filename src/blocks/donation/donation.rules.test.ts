import { describe, expect, it } from 'vitest';
import { getCurrency } from '../../services/commerce';
import { donateButtonLabel, donationOutcome, initialAmountChoice, readDonationBlock } from './donation.rules';

const usd = getCurrency('USD');
const BLOCK = readDonationBlock({ donatePageId: 'dp-1', title: 'Give', suggestedAmounts: [1000, 2500, 5000], allowRecurring: true });

describe('readDonationBlock', () => {
  it('reads the settings with the defaults for absent keys', () => {
    expect(readDonationBlock({ donatePageId: ' dp-2 ', suggestedAmounts: null })).toEqual({
      donatePageId: 'dp-2',
      title: '',
      description: '',
      suggestedAmounts: [],
      allowCustomAmount: true,
      allowRecurring: false,
      buttonText: 'Donate',
    });
    expect(BLOCK.suggestedAmounts).toEqual([1000, 2500, 5000]);
  });

  it('names every problem at once', () => {
    expect(() => readDonationBlock({ suggestedAmounts: [0, 2500, 100_000_001, 2.5], allowRecurring: 'yes' })).toThrow(
      'donation block: donatePageId is missing, got nothing; suggestedAmounts[0] must be whole cents from 1 to 100000000, got 0; suggestedAmounts[2] must be whole cents from 1 to 100000000, got 100000001; suggestedAmounts[3] must be whole cents from 1 to 100000000, got 2.5; allowRecurring must be true or false, got "yes".',
    );
    expect(() => readDonationBlock({ donatePageId: 'd', suggestedAmounts: [100, 100] })).toThrow('suggestedAmounts lists an amount twice');
    expect(() => readDonationBlock({ donatePageId: 'd', allowCustomAmount: false })).toThrow('there is nothing to give');
    expect(() => readDonationBlock([])).toThrow('donation block: settings must be an object');
  });
});

describe('donationOutcome', () => {
  it('starts on the first preset, or on the custom field without presets', () => {
    expect(initialAmountChoice(BLOCK)).toEqual({ kind: 'preset', index: 0 });
    expect(initialAmountChoice(readDonationBlock({ donatePageId: 'd' }))).toEqual({ kind: 'custom', typed: '' });
  });

  it('gives a preset as a decimal in the store currency', () => {
    expect(donationOutcome(BLOCK, { kind: 'preset', index: 1 }, 'one-time', usd)).toEqual({
      ok: true,
      value: { cents: 2500, choice: { amount: '25.00', currency: 'USD', frequency: 'one-time' } },
    });
  });

  it('gives a typed amount, or its message', () => {
    expect(donationOutcome(BLOCK, { kind: 'custom', typed: '$40' }, 'monthly', usd)).toEqual({
      ok: true,
      value: { cents: 4000, choice: { amount: '40.00', currency: 'USD', frequency: 'monthly' } },
    });
    expect(donationOutcome(BLOCK, { kind: 'custom', typed: '0' }, 'one-time', usd)).toEqual({ ok: false, error: 'Enter an amount greater than zero.' });
  });

  it('is always one-time when the block does not allow recurring gifts', () => {
    const once = readDonationBlock({ donatePageId: 'd', suggestedAmounts: [500] });
    expect(donationOutcome(once, { kind: 'preset', index: 0 }, 'monthly', usd)).toMatchObject({ value: { choice: { frequency: 'one-time' } } });
  });
});

describe('donateButtonLabel', () => {
  it('names the amount and a monthly gift', () => {
    expect(donateButtonLabel(BLOCK, donationOutcome(BLOCK, { kind: 'preset', index: 0 }, 'one-time', usd), usd)).toBe('Donate $10.00');
    expect(donateButtonLabel(BLOCK, donationOutcome(BLOCK, { kind: 'preset', index: 2 }, 'monthly', usd), usd)).toBe('Donate $50.00 monthly');
    expect(donateButtonLabel(BLOCK, donationOutcome(BLOCK, { kind: 'custom', typed: '' }, 'monthly', usd), usd)).toBe('Donate');
  });
});
