import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GiftCardButton, ProductPrice, createCommerceActions, type GiftCardButtonProps } from '../../../src/commerce';
import { formatCents } from '../../../src/services/commerce';
import { memoryCookieJar } from '../../../src/services/cookies/cookieJar';
import { visualParameters } from '../../../.storybook/visual';
import { NavigatorLog, useRecordingNavigator } from './recordingNavigator';
import { GIFT_CARD } from './sampleProducts';

/**
 * A gift card product as a page shows it: its price (the first amount), a choice of
 * amount, and the button wired to the service's goToGiftCardCheckout over a recording navigator.
 */
function GiftCardOnPage({ insideAdminFrame, onBuyGiftCard, giftCard, ...props }: GiftCardButtonProps & { insideAdminFrame: boolean }) {
  const { navigator, entries } = useRecordingNavigator(insideAdminFrame);
  const actions = useMemo(() => createCommerceActions({ navigator, cookies: memoryCookieJar() }), [navigator]);
  const [sku, setSku] = useState(giftCard.sku ?? '');
  const variants = GIFT_CARD.productType === 'GIFT_CARD' ? GIFT_CARD.variants : [];
  return (
    <section style={{ display: 'grid', gap: 12, justifyItems: 'start', maxWidth: 520, color: 'var(--color-text)' }}>
      <h3 style={{ margin: 0, fontSize: 18 }}>Harbour Coffee gift card</h3>
      <ProductPrice product={GIFT_CARD} currency="USD" />
      <label style={{ display: 'grid', gap: 4 }}>
        Amount
        <select
          value={sku}
          onChange={(e) => setSku(e.target.value)}
          style={{ padding: '6px 8px', color: 'inherit', background: 'var(--color-background)', border: '1px solid var(--color-text)', borderRadius: 4 }}
        >
          <option value="">Choose at checkout</option>
          {variants.map((v) => (
            <option key={v.sku} value={v.sku}>
              {formatCents(v.priceCents, 'USD')}
            </option>
          ))}
        </select>
      </label>
      <GiftCardButton
        {...props}
        giftCard={{ ...giftCard, sku }}
        onBuyGiftCard={(card) => {
          onBuyGiftCard(card);
          return actions.buyGiftCard(card);
        }}
      />
      <NavigatorLog entries={entries} />
    </section>
  );
}

const meta = {
  title: 'Blocks/Commerce/Gift Card Button',
  component: GiftCardButton,
  tags: ['autodocs', 'commerce'],
  args: { giftCard: { websiteId: 'site-4821', giftCardProductId: 'gc-77', sku: 'SQ1000050' }, onBuyGiftCard: fn(), label: 'Buy a gift card', look: 'primary' },
  argTypes: {
    giftCard: { control: 'object', description: 'websiteId, giftCardProductId and the chosen amount’s sku (optional)' },
    onBuyGiftCard: { description: 'Goes to gift card checkout; on a page, createCommerceActions(…).buyGiftCard' },
    label: { control: 'text', description: 'The button’s text (default “Buy a gift card”)' },
    look: { control: 'inline-radio', options: ['primary', 'secondary'], description: 'Filled or outlined' },
  },
} satisfies Meta<typeof GiftCardButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Captured on the desktop unless a story names more modes. Set per story: a story's modes merge into the meta's, so a mode the meta left out could not be added back. */
const desktop = visualParameters({ modes: ['desktop'] });

export const Idle: Story = {
  parameters: desktop,
  render: (args) => <GiftCardOnPage {...args} insideAdminFrame={false} />,
};

/** An amount chosen: gift card checkout with its SKU, in this window. */
export const Bought: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile'] }),
  render: (args) => <GiftCardOnPage {...args} insideAdminFrame={false} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buy a gift card' }));
    await expect(args.onBuyGiftCard).toHaveBeenCalledWith({ websiteId: 'site-4821', giftCardProductId: 'gc-77', sku: 'SQ1000050' });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-navigator-log]')).toHaveTextContent(
        'Went to /checkout/giftcard?websiteId=site-4821&giftCardProductId=gc-77&sku=SQ1000050 in this window.',
      ),
    );
  },
};

/** No amount chosen: the SKU is left out of the address. */
export const BoughtWithoutAmount: Story = {
  parameters: desktop,
  render: (args) => <GiftCardOnPage {...args} insideAdminFrame={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Amount' }), '');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy a gift card' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-navigator-log]')).toHaveTextContent(
        'Went to /checkout/giftcard?websiteId=site-4821&giftCardProductId=gc-77 in this window.',
      ),
    );
  },
};

/** Inside the admin preview frame: gift card checkout loads in the top window. */
export const BoughtInAdminPreview: Story = {
  parameters: desktop,
  render: (args) => <GiftCardOnPage {...args} insideAdminFrame />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buy a gift card' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-navigator-log]')).toHaveTextContent('in the top window'));
  },
};
