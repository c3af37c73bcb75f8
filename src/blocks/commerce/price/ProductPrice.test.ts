// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product, ProductVariant } from '../../../services/commerce';
import { ProductPrice, type ProductPriceProps } from './ProductPrice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

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
  act(() => root.render(createElement(ProductPrice, { product, currency: 'USD', ...props })));

describe('ProductPrice', () => {
  it('strikes the original price through after the sale price, each announced by name', () => {
    show({ productType: 'PHYSICAL', variants: [variant(2000, 1500)] });
    expect(host.textContent).toBe('Sale price $15.00Original price $20.00');
    const struck = host.querySelector('s');
    expect(struck?.textContent).toBe('Original price $20.00');
    expect(host.querySelector('s')?.previousElementSibling?.textContent).toBe('Sale price $15.00');
  });

  it('shows "from" the lowest price when variant prices differ', () => {
    show({ productType: 'SERVICE', variants: [variant(4000), variant(2500)] });
    expect(host.textContent).toBe('from $25.00');
    expect(host.querySelector('s')).toBeNull();
  });

  it('marks a "from" price when some variant is on sale', () => {
    show({ productType: 'PHYSICAL', variants: [variant(4000), variant(3000, 2000)] }, { labels: { onSaleMark: 'Offer' } });
    expect(host.textContent).toBe('from $20.00Offer');
  });

  it('shows a gift card’s first amount', () => {
    show({ productType: 'GIFT_CARD', variants: [variant(2500), variant(5000)] });
    expect(host.textContent).toBe('$25.00');
  });

  it('formats in the store currency and locale', () => {
    show({ productType: 'DIGITAL', priceCents: 1500, salePriceCents: 0, onSale: false }, { currency: 'JPY' });
    expect(host.textContent).toBe('¥1,500');
    show({ productType: 'DIGITAL', priceCents: 123456, salePriceCents: 0, onSale: false }, { currency: 'EUR', formatOptions: { locale: 'de-DE' } });
    expect(host.textContent?.replace(/\s/g, ' ')).toBe('1.234,56 €');
  });
});
