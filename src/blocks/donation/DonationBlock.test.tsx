import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import { DonationBlock, type DonationBlockProps } from './DonationBlock';
import { readDonationBlock } from './donation.rules';

const BLOCK = readDonationBlock({ donatePageId: 'dp-1', title: 'Keep the harbour clean', suggestedAmounts: [1000, 2500, 5000], allowRecurring: true });
const show = (props: Partial<DonationBlockProps> = {}) => render(<DonationBlock block={BLOCK} currency="USD" onDonate={() => {}} {...props} />);

const group = (view: HTMLElement, name: string) => view.querySelector<HTMLElement>(`[data-choice="${name}"]`)!;
const radios = (view: HTMLElement, name: string) => within(group(view, name)).getAllByRole('radio');
const input = () => screen.getByRole('textbox');
const button = (view: HTMLElement) => view.querySelector<HTMLButtonElement>('[data-donate-button]')!;
const message = (view: HTMLElement) => view.querySelector('[data-amount-message]')!.textContent;

describe('DonationBlock', () => {
  it('shows the presets as a named radio group with the first checked, and the amount on the button', () => {
    const { view } = show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Keep the harbour clean');
    expect(radios(view, 'amount').map((r) => [r.textContent, r.getAttribute('aria-checked'), r.tabIndex])).toEqual([
      ['$10', 'true', 0],
      ['$25', 'false', -1],
      ['$50', 'false', -1],
    ]);
    expect(screen.getByRole('button', { name: 'Donate $10.00' })).toBe(button(view));
    expect(button(view).textContent).toBe('Donate $10.00');
  });

  it('arrow keys move through the presets and check them, wrapping', async () => {
    const { view, user } = show();
    const [first, , last] = radios(view, 'amount');
    first!.focus();
    await user.keyboard('{ArrowLeft}');
    expect(last).toHaveFocus();
    expect(last!.getAttribute('aria-checked')).toBe('true');
    expect(button(view).textContent).toBe('Donate $50.00');
  });

  it('donates a preset monthly with the donatePageId', async () => {
    const onDonate = vi.fn();
    const { view, user } = show({ onDonate });
    await user.click(radios(view, 'amount')[1]!);
    await user.click(radios(view, 'frequency')[1]!);
    await user.click(button(view));
    expect(onDonate).toHaveBeenCalledWith('dp-1', { amount: '25.00', currency: 'USD', frequency: 'monthly' });
  });

  it('typing an amount unchecks the presets and gives that amount', async () => {
    const onDonate = vi.fn();
    const { view, user } = show({ onDonate, currency: 'EUR' });
    await user.type(input(), '€40.50');
    expect(input()).toHaveValue('€40.50');
    expect(radios(view, 'amount').map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    expect(radios(view, 'amount')[0]!.tabIndex).toBe(0);
    await user.click(button(view));
    expect(onDonate).toHaveBeenCalledWith('dp-1', { amount: '40.50', currency: 'EUR', frequency: 'one-time' });
  });

  it('a refused amount shows its message, marks the field and takes the focus; nothing is donated', async () => {
    const onDonate = vi.fn();
    const { view, user } = show({ onDonate });
    await user.type(input(), '2000000');
    expect(message(view)).toBe('');
    await user.click(button(view));
    expect(onDonate).not.toHaveBeenCalled();
    expect(message(view)).toBe('Enter an amount of at most $1,000,000.00.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input()).toHaveFocus();
    await user.clear(input());
    await user.type(input(), '20');
    expect(message(view)).toBe('');
  });

  it('submitting the form (Enter in the field) donates as the button does', async () => {
    const onDonate = vi.fn();
    const { user } = show({ onDonate });
    await user.type(input(), '15{Enter}');
    expect(onDonate).toHaveBeenCalledWith('dp-1', { amount: '15.00', currency: 'USD', frequency: 'one-time' });
  });

  it('opened folded it shows the title and the block’s button only; the button unfolds the amounts and focuses the chosen one, donating nothing', async () => {
    const onDonate = vi.fn();
    const { view, user } = show({
      onDonate,
      startFolded: true,
      block: readDonationBlock({ donatePageId: 'dp-1', title: 'Keep the harbour clean', suggestedAmounts: [1000, 2500], buttonText: 'Give' }),
    });
    expect(view.querySelector('[data-choice]')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(button(view).textContent).toBe('Give');
    await user.click(button(view));
    expect(onDonate).not.toHaveBeenCalled();
    expect(radios(view, 'amount')[0]).toHaveFocus();
    expect(input()).toBeVisible();
    expect(button(view).textContent).toBe('Give $10.00');
    await user.click(button(view));
    expect(onDonate).toHaveBeenCalledWith('dp-1', { amount: '10.00', currency: 'USD', frequency: 'one-time' });
  });

  it('opened folded without presets, the button focuses the amount field', async () => {
    const { user, view } = show({ startFolded: true, block: readDonationBlock({ donatePageId: 'd' }) });
    await user.click(button(view));
    expect(input()).toHaveFocus();
  });

  it('has no frequency choice unless the block allows recurring gifts, and no field without custom amounts', () => {
    const { view } = show({ block: readDonationBlock({ donatePageId: 'd', suggestedAmounts: [500], allowCustomAmount: false }) });
    expect(view.querySelector('[data-choice="frequency"]')).toBeNull();
    expect(screen.queryByRole('textbox', { hidden: true })).toBeNull();
    expect(view.querySelector('input')).toBeNull();
  });
});
