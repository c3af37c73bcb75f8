import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MemberPricingToggle, type MemberPricingToggleProps, type PricingOption } from '../../../src/commerce';
import { visualParameters } from '../../../.storybook/visual';

const OPTIONS: PricingOption[] = [
  { id: 'monthly', label: 'Monthly', priceCents: 1200, note: 'per month' },
  { id: 'yearly', label: 'Yearly', priceCents: 12000, note: 'per year, two months free' },
];

/** The toggle on the member area's access page. */
function OnAccessPage(props: MemberPricingToggleProps) {
  return (
    <section style={{ display: 'grid', gap: 16, justifyItems: 'start', maxWidth: 480, color: 'var(--color-text)' }}>
      <h3 style={{ margin: 0, fontSize: 20 }}>Roasters’ Circle membership</h3>
      <p style={{ margin: 0 }}>Early access to new lots, cupping notes and members-only brewing classes.</p>
      <MemberPricingToggle {...props} />
    </section>
  );
}

const meta = {
  title: 'Blocks/Commerce/Member Pricing Toggle',
  component: MemberPricingToggle,
  tags: ['autodocs', 'commerce'],
  args: { options: OPTIONS, currency: 'USD', label: 'Billing', onChange: fn() },
  argTypes: {
    options: { control: 'object', description: 'Exactly two options: id, label, priceCents, note' },
    currency: { control: 'select', options: ['USD', 'EUR', 'GBP', 'JPY'], description: 'The store currency' },
    label: { control: 'text', description: 'The radio group’s accessible name (default “Billing”)' },
    selectedId: { control: 'text', description: 'The chosen option, when the caller holds the choice' },
    defaultSelectedId: { control: 'text', description: 'The option chosen at first (default the first)' },
    onChange: { description: 'Told the id of the option the visitor chose' },
    formatOptions: { control: 'object', description: 'formatMoney options: locale, trimZeroFractions, separators' },
  },
  render: (args) => <OnAccessPage {...args} />,
} satisfies Meta<typeof MemberPricingToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Captured on the desktop unless a story names more modes. Set per story: a story's modes merge into the meta's, so a mode the meta left out could not be added back. */
const desktop = visualParameters({ modes: ['desktop'] });

const radio = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('radio', { name });
const price = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-pricing-price]')!;

/** The first position: monthly, with its price. */
export const Monthly: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(radio(canvasElement, 'Monthly')).toHaveAttribute('aria-checked', 'true');
    await expect(price(canvasElement)).toHaveTextContent('$12.00per month');
  },
};

/** The second position, reached by a click: yearly, with its price. */
export const Yearly: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(radio(canvasElement, 'Yearly'));
    await expect(radio(canvasElement, 'Yearly')).toHaveAttribute('aria-checked', 'true');
    await expect(radio(canvasElement, 'Monthly')).toHaveAttribute('aria-checked', 'false');
    await expect(args.onChange).toHaveBeenCalledWith('yearly');
    await waitFor(() => expect(price(canvasElement)).toHaveTextContent('$120.00per year, two months free'));
  },
};

/**
 * APG radio group, by keyboard: Tab reaches the chosen option only; arrows move to the
 * other option and choose it, wrapping both ways; Space keeps the focused one; Tab leaves.
 * Ends on Yearly, chosen from the keyboard with its focus ring.
 */
export const Keyboard: Story = {
  parameters: desktop,
  play: async ({ canvasElement }) => {
    const monthly = radio(canvasElement, 'Monthly');
    const yearly = radio(canvasElement, 'Yearly');
    await expect(monthly).toHaveAttribute('tabindex', '0');
    await expect(yearly).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(monthly).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(yearly).toHaveFocus();
    await expect(yearly).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(monthly).toHaveFocus();
    await expect(monthly).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(yearly).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    await expect(yearly).toHaveAttribute('aria-checked', 'true');
    await userEvent.tab({ shift: true });
    await expect(yearly).not.toHaveFocus();
    await userEvent.tab();
    await expect(yearly).toHaveFocus();
    await waitFor(() => expect(price(canvasElement)).toHaveTextContent('$120.00'));
  },
};

/** Prices in yen. */
export const Yen: Story = {
  parameters: desktop,
  args: {
    currency: 'JPY',
    options: [
      { id: 'monthly', label: 'Monthly', priceCents: 1500, note: 'per month' },
      { id: 'yearly', label: 'Yearly', priceCents: 15000, note: 'per year' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(price(canvasElement)).toHaveTextContent('¥1,500per month');
  },
};

/** Reduced motion: the thumb jumps instead of sliding; the choice and price are the same. */
export const ReducedMotion: Story = {
  globals: { reducedMotion: 'reduce' },
  parameters: visualParameters({ modes: ['reduced-motion'] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(radio(canvasElement, 'Yearly'));
    await expect(radio(canvasElement, 'Yearly')).toHaveAttribute('aria-checked', 'true');
    // no transition at all (not merely a zero duration, which the farms force on every story)
    const thumb = canvasElement.querySelector<HTMLElement>('[data-member-pricing] [aria-hidden="true"]')!;
    await expect(getComputedStyle(thumb).transitionProperty).toBe('none');
  },
};
