// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MemberPricingToggle, type MemberPricingToggleProps } from './MemberPricingToggle';
import { setUpReactTestHost } from '../../../primitives/testing/reactTestHost';

const view = setUpReactTestHost();

const OPTIONS = [
  { id: 'monthly', label: 'Monthly', priceCents: 1200, note: 'per month' },
  { id: 'yearly', label: 'Yearly', priceCents: 12000, note: 'per year' },
];
const show = (props: Partial<MemberPricingToggleProps> = {}) =>
  view.render(createElement(MemberPricingToggle, { options: OPTIONS, currency: 'USD', ...props }));
const radios = () => [...view.host.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
const price = () => view.host.querySelector('[data-pricing-price]')?.textContent;
const key = (el: HTMLElement, k: string) => act(() => void el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));

describe('MemberPricingToggle', () => {
  it('is a named radio group of two with the first chosen and its price shown', () => {
    show();
    expect(view.host.querySelector('[role="radiogroup"]')?.getAttribute('aria-label')).toBe('Billing');
    expect(radios().map((r) => [r.textContent, r.getAttribute('aria-checked'), r.tabIndex])).toEqual([
      ['Monthly', 'true', 0],
      ['Yearly', 'false', -1],
    ]);
    expect(price()).toBe('$12.00per month');
  });

  it('switches on click and tells the caller', () => {
    const onChange = vi.fn();
    show({ onChange });
    act(() => radios()[1]!.click());
    expect(radios().map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'true']);
    expect(price()).toBe('$120.00per year');
    expect(onChange).toHaveBeenCalledWith('yearly');
    act(() => radios()[1]!.click());
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('arrows move focus to the other option and choose it, wrapping', () => {
    show({ defaultSelectedId: 'yearly' });
    const [first, second] = radios();
    second!.focus();
    key(second!, 'ArrowRight');
    expect(document.activeElement).toBe(first);
    expect(first!.getAttribute('aria-checked')).toBe('true');
    key(first!, 'ArrowUp');
    expect(document.activeElement).toBe(second);
    expect(second!.getAttribute('aria-checked')).toBe('true');
    expect(second!.tabIndex).toBe(0);
  });

  it('follows the caller’s choice when it holds it', () => {
    show({ selectedId: 'yearly' });
    expect(price()).toBe('$120.00per year');
    act(() => radios()[0]!.click());
    expect(price()).toBe('$120.00per year');
  });

  it('refuses anything but two options with a clear error', () => {
    expect(() => show({ options: OPTIONS.slice(0, 1) })).toThrow('Member pricing toggle: needs exactly two options, got 1.');
  });
});
