import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CartPage } from '../../src/blocks/cartPage/CartPage';
import { CartEntryRow, RemovedEntryRow } from '../../src/blocks/cartPage/CartEntryRow';
import { CartSummary } from '../../src/blocks/cartPage/CartSummary';
import { QuantityStepper } from '../../src/commerce/cart/QuantityStepper';
import { readCart, type ReadCart } from '../../src/commerce/cart/cartClient';
import { DIGITAL_CART, DISCOUNTED_CART, EMPTY_CART, SERVER_CART } from '../../src/commerce/cart/cart.fixture';
import { visualParameters } from '../../.storybook/visual';
import { expectSpinButtonContract } from '../../a11y-tests/keyboard';
import { CartPageOnSite, cartHandlers, cartMsw, storyCartClient } from './cartPageStory';

const cartOf = (server: unknown): ReadCart => readCart(server)!;

const meta = {
  title: 'Pages/Cart Page',
  component: CartPage,
  subcomponents: { CartEntryRow, RemovedEntryRow, CartSummary, QuantityStepper },
  tags: ['autodocs', 'cart-page'],
  args: { cart: cartOf(SERVER_CART), currency: 'USD', client: storyCartClient, onCheckout: fn(), continueShoppingHref: '/store', heading: 'Shopping cart' },
  argTypes: {
    cart: { control: 'object', description: 'The cart the page opens with, read by `readCart` (the cart model and its entries)' },
    currency: { control: 'select', options: ['USD', 'EUR', 'GBP', 'JPY'], description: 'The store currency' },
    client: { control: false, description: 'The cart calls (`createCartClient` over the data call); the stories build it over MSW' },
    onCheckout: { description: 'Goes to checkout: the commerce actions’ `checkout` (goToCheckout: /commerce/goto-checkout)' },
    continueShoppingHref: { control: 'text', description: 'Where “Continue shopping” in the empty cart goes' },
    heading: { control: 'text', description: 'The page heading (also the entry list’s name)' },
  },
  render: (args) => <CartPageOnSite {...args} />,
  parameters: cartMsw(),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PRINT = 'Lake at dusk, print';
const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
const quantity = (canvasElement: HTMLElement) => canvasOf(canvasElement).getByRole('spinbutton', { name: `Quantity of ${PRINT}` });
const increase = (canvasElement: HTMLElement) => userEvent.click(canvasOf(canvasElement).getByRole('button', { name: `Increase quantity of ${PRINT}` }));
const summary = (canvasElement: HTMLElement, key: string) => canvasElement.querySelector(`[data-summary="${key}"]`);
const announced = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-cart-announcer]');
const messageOf = (canvasElement: HTMLElement, entryId: string) => canvasElement.querySelector(`[data-cart-entry="${entryId}"] [data-entry-message]`);
const removedMessage = (canvasElement: HTMLElement, entryId: string) => canvasElement.querySelector(`[data-removed-entry="${entryId}"] [data-entry-message]`);

/** Two entries (one with a stock limit), the server's totals, Checkout. */
export const WithItems: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(quantity(canvasElement)).toHaveAttribute('aria-valuemax', '10');
    await expect(summary(canvasElement, 'grandTotal')).toHaveTextContent('$113.00');
    await expect(summary(canvasElement, 'items')).toHaveTextContent('3');
  },
};

/** Nothing in the cart: the empty state and a way back to the store, no summary. */
export const Empty: Story = {
  args: { cart: cartOf(EMPTY_CART) },
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvasOf(canvasElement).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/store');
    await expect(canvasOf(canvasElement).queryByRole('button', { name: 'Checkout' })).toBeNull();
  },
};

/** A digital-only cart: nothing ships, so there is no shipping line. */
export const DigitalOnly: Story = {
  args: { cart: cartOf(DIGITAL_CART) },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement, 'shipping')).toBeNull();
    await expect(summary(canvasElement, 'grandTotal')).toHaveTextContent('$8.64');
  },
};

/** A coupon took $10.00 off: the discount line shows it taken off. */
export const WithDiscount: Story = {
  args: { cart: cartOf(DISCOUNTED_CART) },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement, 'discount')).toHaveTextContent('−$10.00');
    await expect(summary(canvasElement, 'grandTotal')).toHaveTextContent('$103.00');
  },
};

/** A change in flight: the asked quantity shows, the amounts wait for the server, more clicks wait their turn. */
export const Updating: Story = {
  parameters: { ...cartMsw({ update: cartHandlers.updatePending }), ...visualParameters({ modes: ['desktop'] }) },
  play: async ({ canvasElement }) => {
    await increase(canvasElement);
    await increase(canvasElement);
    await expect(quantity(canvasElement)).toHaveValue('4');
    await waitFor(() => expect(messageOf(canvasElement, 'entry-print')).toHaveTextContent('Updating…'));
    await expect(canvasElement.querySelector('[data-cart-entry="entry-print"] [data-line-total]')).toHaveTextContent('$50.00');
    await expect(summary(canvasElement, 'subtotal')).toHaveTextContent('$100.00');
  },
};

/** The server took the new quantity: the line and the totals are its, and the change is announced. */
export const QuantityUpdated: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile'] }),
  play: async ({ canvasElement }) => {
    // keyboard: the spin button takes ArrowUp
    quantity(canvasElement).focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(announced(canvasElement)).toHaveTextContent(`Quantity of ${PRINT} updated to 3`));
    await expect(quantity(canvasElement)).toHaveAttribute('aria-valuenow', '3');
    await expect(summary(canvasElement, 'subtotal')).toHaveTextContent('$125.00');
    await expect(summary(canvasElement, 'grandTotal')).toHaveTextContent('$140.00');
    await expect(messageOf(canvasElement, 'entry-print')).toHaveAttribute('data-entry-message', 'none');
  },
};

/**
 * Keyboard only (APG spin button): Home, End and the arrows on the quantity, within 1 and
 * the stock limit (10); every value is asked of the server in turn, the last one wins.
 */
export const KeyboardQuantity: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expectSpinButtonContract(quantity(canvasElement));
    // every change saved, the last one (Home: 1) too
    await waitFor(() => expect(canvasElement.querySelector('[data-cart-page]')).not.toHaveAttribute('data-busy'));
    await expect(announced(canvasElement)).toHaveTextContent(`Quantity of ${PRINT} updated to 1`);
    await expect(summary(canvasElement, 'subtotal')).toHaveTextContent('$75.00');
    await expect(canvasOf(canvasElement).getByRole('button', { name: `Decrease quantity of ${PRINT}` })).toBeDisabled();
  },
};

/** The server refused the quantity: the spec's message by the entry, and the quantity back as it was. */
export const UpdateFailed: Story = {
  parameters: { ...cartMsw({ update: cartHandlers.updateRefused }), ...visualParameters({ modes: ['desktop', 'dark'] }) },
  play: async ({ canvasElement }) => {
    await increase(canvasElement);
    await waitFor(() => expect(messageOf(canvasElement, 'entry-print')).toHaveTextContent('Unable to update quantity'));
    await expect(quantity(canvasElement)).toHaveValue('2');
    await expect(announced(canvasElement)).toHaveTextContent('Unable to update quantity');
  },
};

/** Removing failed: the entry stays, with the spec's message. */
export const RemoveFailed: Story = {
  parameters: { ...cartMsw({ remove: cartHandlers.removeRefused }), ...visualParameters({ modes: ['desktop'] }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: `Remove ${PRINT}` }));
    await waitFor(() => expect(messageOf(canvasElement, 'entry-print')).toHaveTextContent('Unable to remove item'));
    await expect(quantity(canvasElement)).toBeEnabled();
  },
};

/** Removed: a line where the entry was, with Undo; the totals are the server's without it. */
export const Removed: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile'] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: `Remove ${PRINT}` }));
    await waitFor(() => expect(announced(canvasElement)).toHaveTextContent(`${PRINT} removed from your cart`));
    await expect(canvasOf(canvasElement).getByText(`${PRINT} was removed.`)).toBeVisible();
    await expect(canvasOf(canvasElement).getByRole('button', { name: `Undo removing ${PRINT}` })).toBeEnabled();
    await expect(summary(canvasElement, 'subtotal')).toHaveTextContent('$50.00');
  },
};

/** Undo could not add the entry back: the spec's message on the removed line, Undo still there to try again. */
export const AddFailed: Story = {
  parameters: { ...cartMsw({ add: cartHandlers.addRefused }), ...visualParameters({ modes: ['desktop'] }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: `Remove ${PRINT}` }));
    const undo = await canvasOf(canvasElement).findByRole('button', { name: `Undo removing ${PRINT}` });
    await userEvent.click(undo);
    await waitFor(() => expect(removedMessage(canvasElement, 'entry-print')).toHaveTextContent('Unable to add item'));
    await expect(undo).toBeEnabled();
  },
};

/** In a narrow column the entries stack: image and title, then the stepper and the line total. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(quantity(canvasElement)).toBeVisible();
    await expect(canvasOf(canvasElement).getByRole('button', { name: 'Checkout' })).toBeVisible();
  },
};

/** Checkout goes to /commerce/goto-checkout through the commerce service (the cart cookie is there). */
export const CheckoutPressed: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-navigator-log="navigated"]')).toHaveTextContent('Went to /commerce/goto-checkout in this window.'),
    );
  },
};
