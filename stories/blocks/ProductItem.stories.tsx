import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProductItem } from '../../src/blocks/productItem/ProductItem';
import { PRINT_JSON, SALE_JSON, TEE_JSON } from '../../src/blocks/productItem/productItem.fixture';
import { optionNamesOf } from '../../src/blocks/productItem/productItem.rules';
import { addItemWith } from '../../src/blocks/productItem/productItemCart';
import { CART_URLS } from '../../src/commerce/cart/cartClient';
import { SERVER_CART } from '../../src/commerce/cart/cart.fixture';
import { parseProduct } from '../../src/services/commerce';
import { visualParameters } from '../../.storybook/visual';
import { expectSpinButtonContract } from '../../a11y-tests/keyboard';
import { storyCartClient } from '../pages/cartPageStory';

const tee = parseProduct(TEE_JSON);
const addCall = fn(addItemWith(storyCartClient));

const addAnswered = http.post(`*${CART_URLS.entries}`, () => HttpResponse.json(SERVER_CART));
const addRefused = http.post(`*${CART_URLS.entries}`, () => HttpResponse.json({ error: 'Sold out' }, { status: 400 }));

const meta = {
  title: 'Blocks/Commerce/Product Item',
  component: ProductItem,
  tags: ['autodocs', 'product-item'],
  args: {
    itemId: 'prod-tee',
    title: 'Harbour tee',
    product: tee,
    optionNames: optionNamesOf(TEE_JSON, 2),
    currency: 'USD',
    image: { url: '/assets/products/mug.svg', alt: 'The Harbour tee, folded', dimensions: '240x240' },
    description: 'Heavy cotton, printed in the harbour.\nWash cold.',
    onAddToCart: addCall,
  },
  argTypes: {
    itemId: { control: 'text', description: 'The product id (the cart entry’s itemId)' },
    title: { control: 'text', description: 'The product title (the page heading)' },
    product: { control: 'object', description: 'The product as `parseProduct` reads it (variants with prices in cents, stock, optionValues)' },
    optionNames: { control: 'object', description: 'Option names by place (“Size”, “Colour”); “Option 1”… where absent' },
    currency: { control: 'select', options: ['USD', 'EUR', 'GBP', 'JPY'], description: 'The store currency' },
    image: { control: 'object', description: 'The product image: url, alt, dimensions “WxH” (its box is reserved)' },
    description: { control: 'text', description: 'The description, plain text (line breaks kept)' },
    onAddToCart: { description: 'Adds `{ itemId, sku, quantity }` to the cart (the cart client’s add); rejecting shows “Unable to add item”' },
    initialChoice: {
      control: 'object',
      description:
        'What the shopper chose in the page’s own controls before the view came: `{ options: { Size: "L" }, quantity: 2 }` (kept where the product offers it)',
    },
  },
  parameters: { msw: { handlers: { add: addAnswered } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvas = (element: HTMLElement) => within(element);
const note = (element: HTMLElement) => element.querySelector('[data-item-note]');
const price = (element: HTMLElement) => element.querySelector('[data-product-price]');
const pick = async (element: HTMLElement, option: string, value: string) => userEvent.selectOptions(canvas(element).getByLabelText(option), value);

/** Nothing chosen: "from $20.00" and the first option asked for. */
export const NoChoiceYet: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(price(canvasElement)).toHaveTextContent('from $20.00');
    await expect(note(canvasElement)).toHaveTextContent('Please select a Size');
  },
};

/** Size L and Ink chosen: its price, the quantity limited to its stock (spin button keys checked); S has no Sand. */
export const VariantChosen: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Size', 'S');
    await expect(canvas(canvasElement).getByRole('option', { name: 'Sand (unavailable)' })).toBeDisabled();
    await pick(canvasElement, 'Size', 'L');
    await expect(note(canvasElement)).toHaveTextContent('Please select a Colour');
    await pick(canvasElement, 'Colour', 'Ink');
    await expect(price(canvasElement)).toHaveTextContent('$24.00');
    await expect(price(canvasElement)).not.toHaveTextContent('from');
    await expect(note(canvasElement)).toHaveTextContent('Only 8 left');
    const quantity = canvas(canvasElement).getByRole('spinbutton', { name: 'Quantity of Harbour tee' });
    await expect(quantity).toHaveAttribute('aria-valuemax', '8');
    // the APG spin button keys, bounded by the chosen variant's stock
    await expectSpinButtonContract(quantity);
    quantity.blur();
  },
};

/**
 * The shopper chose L, Ink and 2 in the page's own controls before the view came (the runtime reads them at the
 * swap): the view starts there, with L in Ink's price and stock note; nothing chosen is lost.
 */
export const ChosenBeforeTheViewCame: Story = {
  args: { initialChoice: { options: { Size: 'L', Colour: 'Ink' }, quantity: 2 } },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(canvas(canvasElement).getByLabelText('Size')).toHaveValue('L');
    await expect(canvas(canvasElement).getByLabelText('Colour')).toHaveValue('Ink');
    await expect(price(canvasElement)).toHaveTextContent('$24.00');
    await expect(note(canvasElement)).toHaveTextContent('Only 8 left');
    await expect(canvas(canvasElement).getByRole('spinbutton', { name: 'Quantity of Harbour tee' })).toHaveValue('2');
  },
};

/** M in Sand is sold out: marked in the list, the button reads Sold out and cannot be pressed. */
export const SoldOutVariant: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Size', 'M');
    await expect(canvas(canvasElement).getByRole('option', { name: 'Sand (sold out)' })).toBeEnabled();
    await pick(canvasElement, 'Colour', 'Sand (sold out)');
    await expect(note(canvasElement)).toHaveTextContent('Sold out');
    await expect(canvas(canvasElement).getByRole('button', { name: 'Sold out' })).toBeDisabled();
  },
};

/** A product on sale: from the lowest sale price; chosen, the sale price and the original struck through. */
export const OnSale: Story = {
  args: {
    itemId: 'prod-sale',
    title: 'Harbour, framed',
    product: parseProduct(SALE_JSON),
    optionNames: optionNamesOf(SALE_JSON, 1),
    image: { url: '/assets/products/beans.svg', alt: 'Harbour, framed', dimensions: '240x240' },
    description: 'Framed in oak, ready to hang.',
  },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(price(canvasElement)).toHaveTextContent('from $72.00');
    await pick(canvasElement, 'Size', 'A2');
    await expect(price(canvasElement)).toHaveTextContent('Sale price $96.00');
    await expect(price(canvasElement)).toHaveTextContent('Original price $120.00');
  },
};

/** One variant, no options: nothing to choose, its price at once. */
export const SingleVariant: Story = {
  args: {
    itemId: 'prod-print',
    title: 'Lake at dusk, print',
    product: parseProduct(PRINT_JSON),
    optionNames: [],
    image: { url: '/assets/products/grinder.svg', alt: 'Lake at dusk, print', dimensions: '240x240' },
    description: 'Giclée print on cotton paper.',
  },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(price(canvasElement)).toHaveTextContent('$25.00');
    await expect(canvas(canvasElement).queryByRole('combobox')).toBeNull();
    await expect(canvas(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

/** Chosen, two of them, added: the cart was asked for that SKU and quantity, and says so. */
export const AddedToCart: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, 'Size', 'S');
    await pick(canvasElement, 'Colour', 'Ink');
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Increase quantity of Harbour tee' }));
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(canvas(canvasElement).getByRole('status')).toHaveTextContent('Added to cart'));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith({ itemId: 'prod-tee', sku: 'TEE-S-INK', quantity: 2 });
  },
};

/** The cart refuses: 'Unable to add item', and the button can be pressed again. */
export const AddFailed: Story = {
  parameters: { ...visualParameters({ modes: ['desktop'] }), msw: { handlers: { add: addRefused } } },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Size', 'L');
    await pick(canvasElement, 'Colour', 'Ink');
    await userEvent.click(canvas(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(canvas(canvasElement).getByRole('status')).toHaveTextContent('Unable to add item'));
    await expect(canvas(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

/** A narrow column: the image above the details. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: visualParameters({ modes: ['mobile'] }),
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    const title = canvas(canvasElement).getByRole('heading', { name: 'Harbour tee' });
    await expect(image.getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
  },
};
