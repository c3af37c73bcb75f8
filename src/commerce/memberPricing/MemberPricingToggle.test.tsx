import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemberPricingToggle, type MemberPricingToggleProps } from './MemberPricingToggle';
import { render } from '../../primitives/testing/themedRender';

const OPTIONS = [
  { id: 'monthly', label: 'Monthly', priceCents: 1200, note: 'per month' },
  { id: 'yearly', label: 'Yearly', priceCents: 12000, note: 'per year' },
];
const show = (props: Partial<MemberPricingToggleProps> = {}) => render(<MemberPricingToggle options={OPTIONS} currency="USD" {...props} />);
const radios = () => screen.getAllByRole('radio');
const price = (view: HTMLElement) => view.querySelector('[data-pricing-price]')?.textContent;

describe('MemberPricingToggle', () => {
  it('is a named radio group of two with the first chosen and its price shown', () => {
    const { view } = show();
    expect(screen.getByRole('radiogroup', { name: 'Billing' })).toHaveAttribute('aria-label', 'Billing');
    expect(radios().map((r) => [r.textContent, r.getAttribute('aria-checked'), r.tabIndex])).toEqual([
      ['Monthly', 'true', 0],
      ['Yearly', 'false', -1],
    ]);
    expect(price(view)).toBe('$12.00per month');
  });

  it('switches on click and tells the caller', async () => {
    const onChange = vi.fn();
    const { view, user } = show({ onChange });
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(radios().map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'true']);
    expect(price(view)).toBe('$120.00per year');
    expect(onChange).toHaveBeenCalledWith('yearly');
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('arrows move focus to the other option and choose it, wrapping', async () => {
    const { user } = show({ defaultSelectedId: 'yearly' });
    const [first, second] = radios();
    second!.focus();
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    expect(first!.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(second).toHaveFocus();
    expect(second!.getAttribute('aria-checked')).toBe('true');
    expect(second!.tabIndex).toBe(0);
  });

  it('follows the caller’s choice when it holds it', async () => {
    const { view, user } = show({ selectedId: 'yearly' });
    expect(price(view)).toBe('$120.00per year');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(price(view)).toBe('$120.00per year');
  });

  it('refuses anything but two options with a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => show({ options: OPTIONS.slice(0, 1) })).toThrow('Member pricing toggle: needs exactly two options, got 1.');
    vi.restoreAllMocks();
  });
});
