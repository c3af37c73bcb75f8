// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import { DonationBlock, type DonationBlockProps } from './DonationBlock';
import { readDonationBlock } from './donation.rules';

const view = setUpReactTestHost();

const BLOCK = readDonationBlock({ donatePageId: 'dp-1', title: 'Keep the harbour clean', suggestedAmounts: [1000, 2500, 5000], allowRecurring: true });
const show = (props: Partial<DonationBlockProps> = {}) => view.render(createElement(DonationBlock, { block: BLOCK, currency: 'USD', onDonate: () => {}, ...props }));

const group = (name: string) => view.host.querySelector(`[data-choice="${name}"]`)!;
const radios = (name: string) => [...group(name).querySelectorAll<HTMLElement>('[role="radio"]')];
const input = () => view.host.querySelector<HTMLInputElement>('input')!;
const button = () => view.host.querySelector<HTMLButtonElement>('[data-donate-button]')!;
const message = () => view.host.querySelector('[data-amount-message]')!.textContent;
const key = (el: HTMLElement, k: string) => act(() => void el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));

/** Types into the field the way React hears it. */
function type(value: string) {
  const field = input();
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('DonationBlock', () => {
  it('shows the presets as a named radio group with the first checked, and the amount on the button', () => {
    show();
    expect(view.host.querySelector('h2')?.textContent).toBe('Keep the harbour clean');
    expect(radios('amount').map((r) => [r.textContent, r.getAttribute('aria-checked'), r.tabIndex])).toEqual([
      ['$10', 'true', 0],
      ['$25', 'false', -1],
      ['$50', 'false', -1],
    ]);
    expect(button().textContent).toBe('Donate $10.00');
  });

  it('arrow keys move through the presets and check them, wrapping', () => {
    show();
    const [first, , last] = radios('amount');
    first!.focus();
    key(first!, 'ArrowLeft');
    expect(document.activeElement).toBe(last);
    expect(last!.getAttribute('aria-checked')).toBe('true');
    expect(button().textContent).toBe('Donate $50.00');
  });

  it('donates a preset monthly with the donatePageId', () => {
    const onDonate = vi.fn();
    show({ onDonate });
    act(() => radios('amount')[1]!.click());
    act(() => radios('frequency')[1]!.click());
    act(() => button().click());
    expect(onDonate).toHaveBeenCalledWith('dp-1', { amount: '25.00', currency: 'USD', frequency: 'monthly' });
  });

  it('typing an amount unchecks the presets and gives that amount', () => {
    const onDonate = vi.fn();
    show({ onDonate, currency: 'EUR' });
    type('€40.50');
    expect(radios('amount').map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    expect(radios('amount')[0]!.tabIndex).toBe(0);
    act(() => button().click());
    expect(onDonate).toHaveBeenCalledWith('dp-1', { amount: '40.50', currency: 'EUR', frequency: 'one-time' });
  });

  it('a refused amount shows its message, marks the field and takes the focus; nothing is donated', () => {
    const onDonate = vi.fn();
    show({ onDonate });
    type('2000000');
    expect(message()).toBe('');
    act(() => button().click());
    expect(onDonate).not.toHaveBeenCalled();
    expect(message()).toBe('Enter an amount of at most $1,000,000.00.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input());
    type('20');
    expect(message()).toBe('');
  });

  it('submitting the form (Enter in the field) donates as the button does', () => {
    const onDonate = vi.fn();
    show({ onDonate });
    type('15');
    act(() => void view.host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    expect(onDonate).toHaveBeenCalledWith('dp-1', { amount: '15.00', currency: 'USD', frequency: 'one-time' });
  });

  it('has no frequency choice unless the block allows recurring gifts, and no field without custom amounts', () => {
    show({ block: readDonationBlock({ donatePageId: 'd', suggestedAmounts: [500], allowCustomAmount: false }) });
    expect(view.host.querySelector('[data-choice="frequency"]')).toBeNull();
    expect(view.host.querySelector('input')).toBeNull();
  });
});
