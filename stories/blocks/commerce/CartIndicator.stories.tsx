import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartIndicator, type CartIndicatorProps } from '../../../src/commerce';
import { visualParameters } from '../../../.storybook/visual';

/** The indicator where it lives: the right of a site header. */
function InHeader(props: CartIndicatorProps) {
  return (
    <header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        maxWidth: 640,
        padding: '8px 16px',
        borderBottom: '1px solid var(--color-border)',
        color: 'var(--color-text)',
      }}
    >
      <span style={{ fontWeight: 600 }}>Harbour Coffee Roasters</span>
      <CartIndicator {...props} />
    </header>
  );
}

const meta = {
  title: 'Blocks/Commerce/Cart Indicator',
  component: CartIndicator,
  tags: ['autodocs', 'commerce'],
  args: { count: 3, subtotalCents: 4500, currency: 'USD', href: '#cart' },
  argTypes: {
    count: { control: { type: 'number', min: 0, step: 1 }, description: 'Items in the cart (its totalQuantity)' },
    subtotalCents: { control: { type: 'number', min: 0, step: 1 }, description: 'The subtotal in minor units (cents; whole yen)' },
    currency: { control: 'select', options: ['USD', 'EUR', 'GBP', 'JPY'], description: 'The store currency' },
    href: { control: 'text', description: 'The cart page’s address (not named by the spec; the site passes it)' },
    formatOptions: { control: 'object', description: 'formatMoney options: locale, trimZeroFractions, separators' },
    labelText: { control: 'object', description: 'Hidden words of the accessible name around the shown count and subtotal: before, oneItem, items' },
  },
  render: (args) => <InHeader {...args} />,
} satisfies Meta<typeof CartIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Captured on the desktop unless a story names more modes. Set per story: a story's modes merge into the meta's, so a mode the meta left out could not be added back. */
const desktop = visualParameters({ modes: ['desktop'] });

const link = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('link', { name });

/** Nothing in the cart: the count in its empty style. */
export const Empty: Story = {
  args: { count: 0, subtotalCents: 0 },
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement, 'Cart, 0 items, $0.00')).toHaveAttribute('data-empty');
  },
};

export const OneItem: Story = {
  parameters: desktop,
  args: { count: 1, subtotalCents: 1200 },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement, 'Cart, 1 item, $12.00')).toBeVisible();
  },
};

/** Some items: the count filled in the accent colour, and the subtotal. */
export const SomeItems: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement, 'Cart, 3 items, $45.00')).toHaveAttribute('href', '#cart');
  },
};

/** Exactly 100 still shows the number. */
export const Hundred: Story = {
  parameters: desktop,
  args: { count: 100, subtotalCents: 180000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-cart-count]')).toHaveTextContent(/^100$/);
  },
};

/** Above 100 the count reads '100+'. */
export const OverHundred: Story = {
  parameters: desktop,
  args: { count: 137, subtotalCents: 246600 },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector<HTMLElement>('[data-cart-count]')!;
    await expect(badge).toHaveTextContent(/^100\+$/);
    await expect(link(canvasElement, 'Cart, 100+ items, $2,466.00')).toBeVisible();
    // '100+' fits the room kept for it: it stays inside its box and leaves most of the bag uncovered
    const box = badge.parentElement!.getBoundingClientRect();
    const bag = badge.parentElement!.querySelector('svg')!.getBoundingClientRect();
    const b = badge.getBoundingClientRect();
    await expect(b.right).toBeLessThanOrEqual(box.right + 0.5);
    await expect(b.left).toBeGreaterThan(bag.left + bag.width / 2);
  },
};

/** The subtotal in yen. */
export const Yen: Story = {
  parameters: desktop,
  args: { count: 2, subtotalCents: 9000, currency: 'JPY' },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement, 'Cart, 2 items, ¥9,000')).toBeVisible();
  },
};
