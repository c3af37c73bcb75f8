// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Product, ProductVariant } from '../../../services/commerce';
import { ProductPrice, type ProductPriceProps } from './ProductPrice';
import { setUpReactTestHost } from '../../../primitives/testing/reactTestHost';

const view = setUpReactTestHost();

const variant = (priceCents: number, sale?: number): ProductVariant => ({
  id: null,
  priceCents,
  salePriceCents: sale ?? 0,
  onSale: sale !== undefined,
  unlimited: true,
  qtyInStock: 0,
  sku: '',
  optionValues: [],
});
const show = (product: Product, props: Partial<ProductPriceProps> = {}) =>
  view.render(createElement(ProductPrice, { product, currency: 'USD', ...props }));

describe('ProductPrice', () => {
  it('strikes the original price through after the sale price, each announced by name', () => {
    show({ productType: 'PHYSICAL', variants: [variant(2000, 1500)] });
    expect(view.host.textContent).toBe('Sale price $15.00Original price $20.00');
    const struck = view.host.querySelector('s');
    expect(struck?.textContent).toBe('Original price $20.00');
    expect(view.host.querySelector('s')?.previousElementSibling?.textContent).toBe('Sale price $15.00');
  });

  it('shows "from" the lowest price when variant prices differ', () => {
    show({ productType: 'SERVICE', variants: [variant(4000), variant(2500)] });
    expect(view.host.textContent).toBe('from $25.00');
    expect(view.host.querySelector('s')).toBeNull();
  });

  it('marks a "from" price when some variant is on sale', () => {
    show({ productType: 'PHYSICAL', variants: [variant(4000), variant(3000, 2000)] }, { labels: { onSaleMark: 'Offer' } });
    expect(view.host.textContent).toBe('from $20.00Offer');
  });

  it('shows a gift card’s first amount', () => {
    show({ productType: 'GIFT_CARD', variants: [variant(2500), variant(5000)] });
    expect(view.host.textContent).toBe('$25.00');
  });

  it('formats in the store currency and locale', () => {
    show({ productType: 'DIGITAL', priceCents: 1500, salePriceCents: 0, onSale: false }, { currency: 'JPY' });
    expect(view.host.textContent).toBe('¥1,500');
    show({ productType: 'DIGITAL', priceCents: 123456, salePriceCents: 0, onSale: false }, { currency: 'EUR', formatOptions: { locale: 'de-DE' } });
    expect(view.host.textContent?.replace(/\s/g, ' ')).toBe('1.234,56 €');
  });
});
