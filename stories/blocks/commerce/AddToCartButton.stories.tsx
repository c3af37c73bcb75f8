import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddToCartButton, ProductPrice, type AddToCartButtonProps } from '../../../src/commerce';
import { visualParameters } from '../../../.storybook/visual';
import { BEANS } from './sampleProducts';

/** The button on a product, under its price. */
function OnProduct(props: AddToCartButtonProps) {
  return (
    <article style={{ display: 'grid', gap: 12, justifyItems: 'start', color: 'var(--color-text)' }}>
      <h3 style={{ margin: 0, fontSize: 18 }}>House blend, 250 g</h3>
      <ProductPrice product={BEANS} currency="USD" />
      <AddToCartButton {...props} />
    </article>
  );
}

const meta = {
  title: 'Blocks/Commerce/Add To Cart Button',
  component: AddToCartButton,
  tags: ['autodocs', 'commerce'],
  args: { onAddToCart: fn(async () => undefined), soldOut: false, look: 'primary' },
  argTypes: {
    onAddToCart: { description: 'Adds the item (the cart service’s call): resolve when it is in the cart, reject when not' },
    soldOut: { control: 'boolean', description: 'Nothing left to sell: the button is disabled and says so' },
    labels: { control: 'object', description: 'Wording: add, adding, added, soldOut, failed' },
    look: { control: 'inline-radio', options: ['primary', 'secondary'], description: 'Filled or outlined' },
  },
  render: (args) => <OnProduct {...args} />,
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Captured on the desktop unless a story names more modes. Set per story: a story's modes merge into the meta's, so a mode the meta left out could not be added back. */
const desktop = visualParameters({ modes: ['desktop'] });

const button = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button');

export const Idle: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).toHaveAccessibleName('Add to cart');
  },
};

/** The call is under way: “Adding…”, and further presses are ignored. */
export const Adding: Story = {
  parameters: desktop,
  args: { onAddToCart: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const before = button(canvasElement).getBoundingClientRect();
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(button(canvasElement)).toHaveAccessibleName('Adding…'));
    // the label changed, the button's size did not
    const after = button(canvasElement).getBoundingClientRect();
    await expect([after.width, after.height]).toEqual([before.width, before.height]);
    await expect(button(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button(canvasElement));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
  },
};

/** In the cart: announced in the status line. */
export const Added: Story = {
  parameters: desktop,
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Added to cart'));
  },
};

/** The cart refused or the call failed: announced, and the visitor can press again. */
export const Failed: Story = {
  parameters: desktop,
  args: { onAddToCart: fn(() => Promise.reject(new Error('The cart call failed'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('The item could not be added to your cart. Please try again.'));
    await expect(button(canvasElement)).not.toHaveAttribute('aria-disabled');
  },
};

export const SoldOut: Story = {
  parameters: desktop,
  args: { soldOut: true },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).toBeDisabled();
    await expect(button(canvasElement)).toHaveAccessibleName('Sold out');
  },
};
