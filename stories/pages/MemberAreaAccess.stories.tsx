import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MemberAreaAccess } from '../../src/blocks/memberArea/MemberAreaAccess';
import { PlanCard } from '../../src/blocks/memberArea/PlanCard';
import { PricingSwitch } from '../../src/commerce/memberPricing/PricingSwitch';
import { expectRadioGroupContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';
import { AccessPageOnSite, FINITE_PLAN, SINGLE_PLAN, TWO_PLANS } from './memberAreaFixtures';

const meta = {
  title: 'Pages/Member Area Access',
  component: MemberAreaAccess,
  subcomponents: { PlanCard, PricingSwitch },
  tags: ['autodocs', 'member-area'],
  args: { area: TWO_PLANS, currency: 'USD', onJoin: fn() },
  argTypes: {
    area: {
      control: 'object',
      description: 'The area and its plans, read by `readMemberArea` (title, description, signInUrl, plans with one or two prices each)',
    },
    currency: { control: 'select', options: ['USD', 'EUR', 'GBP', 'JPY'], description: 'The store currency' },
    onJoin: { description: 'Goes to subscription checkout with the chosen price’s cart token: the commerce actions’ `subscribe`' },
    defaultOptionId: { control: 'inline-radio', options: ['month', 'year'], description: 'The billing option shown first (default the first the plans name)' },
    text: { control: 'object', description: 'The wording (default English, `ENGLISH_MEMBER_AREA_TEXT`)' },
    formatOptions: { control: 'object', description: 'formatMoney options: locale, trimZeroFractions, separators' },
  },
  render: (args) => <AccessPageOnSite {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberAreaAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

const radio = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('radio', { name });
const priceOf = (canvasElement: HTMLElement, plan: string) => canvasElement.querySelector(`[data-plan="${plan}"] [data-plan-price]`);

/** Two plans, monthly prices: the toggle’s first position. */
export const Monthly: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(radio(canvasElement, 'Monthly')).toHaveAttribute('aria-checked', 'true');
    await expect(priceOf(canvasElement, 'regular')).toHaveTextContent('$10.00 per month');
    await expect(priceOf(canvasElement, 'patron')).toHaveTextContent('$25.00 per month');
  },
};

/**
 * Yearly, chosen from the keyboard as the APG radio group has it (the shared radio group
 * contract after Tab reaches the checked option): every plan shows its yearly price.
 */
export const Yearly: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(radio(canvasElement, 'Monthly')).toHaveFocus();
    await expectRadioGroupContract(canvasElement);
    await expect(radio(canvasElement, 'Yearly')).toHaveFocus();
    await expect(radio(canvasElement, 'Yearly')).toHaveAttribute('aria-checked', 'true');
    await expect(priceOf(canvasElement, 'regular')).toHaveTextContent('$100.00 per year');
    await expect(priceOf(canvasElement, 'patron')).toHaveTextContent('$250.00 per year');
  },
};

/** One plan, still monthly or yearly; switched by a click. */
export const SinglePlan: Story = {
  args: { area: SINGLE_PLAN },
  parameters: visualParameters({ modes: ['desktop', 'mobile'] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(radio(canvasElement, 'Yearly'));
    await expect(canvasElement.querySelectorAll('[data-plan]')).toHaveLength(1);
    await expect(priceOf(canvasElement, 'regular')).toHaveTextContent('$100.00 per year');
  },
};

/** A finite plan (12 billing cycles): its number of payments under the price; one period, so no toggle. */
export const FinitePlan: Story = {
  args: { area: FINITE_PLAN },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
    await expect(priceOf(canvasElement, 'apprentice')).toHaveTextContent('12 payments');
    await expect(priceOf(canvasElement, 'apprentice')).toHaveTextContent('$45.00 per month, 12 payments');
  },
};

/** Join on the yearly Patron plan: subscription checkout with that price’s cart token, in this window. */
export const Joined: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(radio(canvasElement, 'Yearly'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Join Patron' }));
    await expect(args.onJoin).toHaveBeenCalledWith('tok-patron-year');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-navigator-log]')).toHaveTextContent('Went to /checkout/subscribe?cartToken=tok-patron-year in this window.'),
    );
  },
};

/** Prices in yen: no fraction digits. */
export const Yen: Story = {
  args: { currency: 'JPY' },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(priceOf(canvasElement, 'regular')).toHaveTextContent('¥1,000 per month');
  },
};
