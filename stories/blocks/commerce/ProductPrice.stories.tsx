import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductPrice, type ProductPriceProps } from '../../../src/commerce';
import { visualParameters } from '../../../.storybook/visual';
import { BEANS, BEANS_ON_SALE, BEAN_SIZES, BEAN_SIZES_SALE, BREWING_GUIDE, BREWING_GUIDE_ON_SALE, GIFT_CARD, TASTING_YEN } from './sampleProducts';

/** The price as it sits on a product card, under the product's name. */
function OnCard({ name, ...props }: ProductPriceProps & { name: string }) {
  return (
    <article style={{ maxWidth: 320, color: 'var(--color-text)' }}>
      <h3 style={{ margin: '0 0 6px', fontSize: 18 }}>{name}</h3>
      <ProductPrice {...props} />
    </article>
  );
}

const meta = {
  title: 'Blocks/Commerce/Product Price',
  component: ProductPrice,
  tags: ['autodocs', 'commerce'],
  args: { product: BEANS, currency: 'USD', size: 'regular' },
  argTypes: {
    product: {
      control: 'object',
      description: 'The product as the commerce service reads it: PHYSICAL, SERVICE or GIFT_CARD with variants, or DIGITAL with its own cents',
    },
    currency: { control: 'select', options: ['USD', 'EUR', 'GBP', 'JPY', 'CAD'], description: 'The store currency (USD when the site names none)' },
    formatOptions: { control: 'object', description: 'formatMoney options: locale, trimZeroFractions, currencyDisplay, separators' },
    labels: { control: 'object', description: 'Hidden wording before sale and original prices (“Sale price”, “Original price”) and the sale mark (“Sale”)' },
    size: { control: 'inline-radio', options: ['regular', 'large'], description: 'List item (regular) or product page (large)' },
  },
} satisfies Meta<typeof ProductPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Captured on the desktop unless a story names more modes. Set per story: a story's modes merge into the meta's, so a mode the meta left out could not be added back. */
const desktop = visualParameters({ modes: ['desktop'] });

const price = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-product-price]')!;

/** One price, shown plainly. */
export const Regular: Story = {
  parameters: desktop,
  render: (args) => <OnCard name="House blend, 250 g" {...args} />,
  play: async ({ canvasElement }) => {
    await expect(price(canvasElement)).toHaveTextContent(/^\$18\.00$/);
  },
};

/** On sale: the sale price, then the original struck through; both announced by name. */
export const Sale: Story = {
  args: { product: BEANS_ON_SALE },
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  render: (args) => <OnCard name="Harbour espresso, 250 g" {...args} />,
  play: async ({ canvasElement }) => {
    const struck = price(canvasElement).querySelector('s')!;
    await expect(struck).toHaveTextContent('Original price $20.00');
    await expect(price(canvasElement)).toHaveTextContent('Sale price $15.00Original price $20.00');
  },
};

/** Variant prices differ: “from” the lowest. */
export const From: Story = {
  parameters: desktop,
  args: { product: BEAN_SIZES },
  render: (args) => <OnCard name="Single origin, three sizes" {...args} />,
  play: async ({ canvasElement }) => {
    await expect(price(canvasElement)).toHaveTextContent(/^from \$18\.00$/);
  },
};

/** Variant prices differ and one is on sale: “from” the lowest price paid, marked. */
export const FromWithSale: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  args: { product: BEAN_SIZES_SALE },
  render: (args) => <OnCard name="Single origin, three sizes" {...args} />,
  play: async ({ canvasElement }) => {
    await expect(price(canvasElement)).toHaveTextContent('from $15.00Sale');
  },
};

/** A gift card shows its first amount, not “from”. */
export const GiftCard: Story = {
  parameters: desktop,
  args: { product: GIFT_CARD },
  render: (args) => <OnCard name="Gift card" {...args} />,
  play: async ({ canvasElement }) => {
    await expect(price(canvasElement)).toHaveTextContent(/^\$25\.00$/);
  },
};

/** A digital product, priced from its own cents. */
export const Digital: Story = {
  parameters: desktop,
  args: { product: BREWING_GUIDE },
  render: (args) => <OnCard name="Brewing guide (PDF)" {...args} />,
};

export const DigitalOnSale: Story = {
  parameters: desktop,
  args: { product: BREWING_GUIDE_ON_SALE },
  render: (args) => <OnCard name="Brewing guide (PDF)" {...args} />,
  play: async ({ canvasElement }) => {
    await expect(price(canvasElement)).toHaveTextContent('Sale price $6.00Original price $9.00');
  },
};

/** Yen has no minor unit: no fraction. */
export const Yen: Story = {
  parameters: desktop,
  args: { product: TASTING_YEN, currency: 'JPY' },
  render: (args) => <OnCard name="Tasting session" {...args} />,
  play: async ({ canvasElement }) => {
    await expect(price(canvasElement)).toHaveTextContent(/^from ¥3,800$/);
  },
};

/** A locale’s separators and symbol placement. */
export const EuroInGerman: Story = {
  parameters: desktop,
  args: { product: { productType: 'DIGITAL', priceCents: 123450, salePriceCents: 99900, onSale: true }, currency: 'EUR', formatOptions: { locale: 'de-DE' } },
  render: (args) => <OnCard name="Espresso machine" {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(price(canvasElement)).getByText(/999,00/)).toBeVisible();
  },
};

/** The product page’s larger price. */
export const LargeOnProductPage: Story = {
  parameters: desktop,
  args: { product: BEANS_ON_SALE, size: 'large' },
  render: (args) => <OnCard name="Harbour espresso, 250 g" {...args} />,
};
