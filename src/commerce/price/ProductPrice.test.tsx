import { describe, expect, it } from 'vitest';
import { physical, variant } from '../../services/commerce/product/productVariant.fixture';
import { ProductPrice } from './ProductPrice';
import { render } from '../../primitives/testing/themedRender';

describe('ProductPrice', () => {
  it('strikes the original price through after the sale price, each announced by name', () => {
    const { view } = render(<ProductPrice product={physical(variant(2000, 1500))} currency="USD" />);
    expect(view.textContent).toBe('Sale price $15.00Original price $20.00');
    const struck = view.querySelector('s')!;
    expect(struck.textContent).toBe('Original price $20.00');
    expect(struck.previousElementSibling?.textContent).toBe('Sale price $15.00');
  });

  it('shows "from" the lowest price when variant prices differ', () => {
    const { view } = render(<ProductPrice product={{ productType: 'SERVICE', variants: [variant(4000), variant(2500)] }} currency="USD" />);
    expect(view.textContent).toBe('from $25.00');
    expect(view.querySelector('s')).toBeNull();
  });

  it('marks a "from" price when some variant is on sale', () => {
    const { view } = render(<ProductPrice product={physical(variant(4000), variant(3000, 2000))} currency="USD" labels={{ onSaleMark: 'Offer' }} />);
    expect(view.textContent).toBe('from $20.00Offer');
  });

  it('shows a gift card’s first amount', () => {
    const { view } = render(<ProductPrice product={{ productType: 'GIFT_CARD', variants: [variant(2500), variant(5000)] }} currency="USD" />);
    expect(view.textContent).toBe('$25.00');
  });

  it('formats in the store currency and locale', () => {
    const { view, rerender } = render(<ProductPrice product={{ productType: 'DIGITAL', priceCents: 1500, salePriceCents: 0, onSale: false }} currency="JPY" />);
    expect(view.textContent).toBe('¥1,500');
    rerender(
      <ProductPrice
        product={{ productType: 'DIGITAL', priceCents: 123456, salePriceCents: 0, onSale: false }}
        currency="EUR"
        formatOptions={{ locale: 'de-DE' }}
      />,
    );
    expect(view.textContent?.replace(/\s/g, ' ')).toBe('1.234,56 €');
  });
});
