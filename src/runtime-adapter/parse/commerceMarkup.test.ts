import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartIndicatorMarkup, cartTotalsOf, centsFromShownMoney, fractionDigitsOf, parseProductJson, productFromShownPrice } from './commerceMarkup';

describe('parseProductJson', () => {
  it('parses the attribute as getAttribute returns it, without decoding entities again', () => {
    expect(parseProductJson('{"id":"p1"}', 'p1')).toEqual({ ok: true, value: { id: 'p1' } });
    expect(parseProductJson('{"id":"p1","name":"Fish &amp; chips &quot;XL&quot; &lt;b&gt;"}', 'p1')).toEqual({
      ok: true,
      value: { id: 'p1', name: 'Fish &amp; chips &quot;XL&quot; &lt;b&gt;' },
    });
  });

  it('names the product when the JSON is empty or broken', () => {
    expect(parseProductJson('', 'p1')).toEqual({ ok: false, error: 'Price of product p1 left as rendered: its data-product-json is empty' });
    const broken = parseProductJson('{nope', null);
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error).toMatch(/^Price of product without id left as rendered: its data-product-json is not valid JSON \(/);
  });
});

describe('centsFromShownMoney', () => {
  it('reads shown money in either separator style', () => {
    expect(centsFromShownMoney('$45.00')).toBe(4500);
    expect(centsFromShownMoney('$2,466.50')).toBe(246650);
    expect(centsFromShownMoney('1.234,56 €')).toBe(123456);
    expect(centsFromShownMoney('¥500', 0)).toBe(500);
    expect(centsFromShownMoney('free')).toBeNull();
  });

  it('gives back the cents of any amount printed the en-US way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
        return centsFromShownMoney(shown) === cents;
      }),
    );
  });
});

describe('cartIndicatorMarkup', () => {
  it('takes data attributes over the shown text, and the link for the cart page', () => {
    expect(
      cartIndicatorMarkup({ quantityAttribute: '3', subtotalCentsAttribute: '4500', quantityText: '0', subtotalText: '$0.00', href: '/cart' }, 'USD'),
    ).toEqual({
      ok: true,
      value: { count: 3, subtotalCents: 4500, currency: 'USD', href: '/cart' },
    });
  });

  it('reads the shown count and subtotal when there are no attributes; a missing link is /cart', () => {
    expect(cartIndicatorMarkup({ quantityText: ' 2 ', subtotalText: '$12.50' }, 'USD')).toEqual({
      ok: true,
      value: { count: 2, subtotalCents: 1250, currency: 'USD', href: '/cart' },
    });
  });

  it('refuses a count that is not a whole number, quoting it', () => {
    expect(cartIndicatorMarkup({ quantityText: 'many' }, 'USD')).toEqual({
      ok: false,
      error: 'Cart indicator left as rendered: its count is not a whole number ("many")',
    });
  });

  it('refuses a count too large to hold exactly (the view would throw), and a subtotal that large is not read', () => {
    expect(cartIndicatorMarkup({ quantityAttribute: '99999999999999999999' }, 'USD')).toEqual({
      ok: false,
      error: 'Cart indicator left as rendered: its count is not a whole number ("99999999999999999999")',
    });
    expect(
      cartIndicatorMarkup({ quantityText: '2', subtotalCentsAttribute: '99999999999999999999', subtotalText: '$99,999,999,999,999,999.00' }, 'USD'),
    ).toEqual({
      ok: true,
      value: { count: 2, subtotalCents: 0, currency: 'USD', href: '/cart' },
    });
    expect(centsFromShownMoney('$99,999,999,999,999,999.00')).toBeNull();
  });
});

describe('productFromShownPrice (a 7.0 product list price)', () => {
  it('one amount is a product of that price', () => {
    expect(productFromShownPrice({ amounts: ['42.00'], original: null, text: '42.00' })).toEqual({
      productType: 'DIGITAL',
      priceCents: 4200,
      salePriceCents: 0,
      onSale: false,
    });
  });

  it('an amount with an original is that sale', () => {
    expect(productFromShownPrice({ amounts: ['30.00'], original: '45.00', text: '30.00 45.00' })).toEqual({
      productType: 'DIGITAL',
      priceCents: 4500,
      salePriceCents: 3000,
      onSale: true,
    });
  });

  it('"from" an amount starts the variants at it', () => {
    expect(productFromShownPrice({ amounts: ['12.50'], original: null, text: ' from 12.50' })).toEqual({
      productType: 'PHYSICAL',
      variants: [{ price: 1250 }, { price: 1251 }],
    });
  });

  it('no amount it can read is null; yen have no fraction', () => {
    expect(productFromShownPrice({ amounts: [], original: null, text: 'sold out' })).toBeNull();
    expect(productFromShownPrice({ amounts: ['—'], original: null, text: '—' })).toBeNull();
    expect(productFromShownPrice({ amounts: ['1,200'], original: null, text: '1,200' }, fractionDigitsOf('JPY'))).toMatchObject({ priceCents: 1200 });
  });
});

describe('cartTotalsOf', () => {
  it('reads the count and subtotal of the cart’s reply, null for anything else', () => {
    expect(cartTotalsOf({ id: 'c', totalQuantity: 3, subtotalCents: 10000, entries: [] })).toEqual({ count: 3, subtotalCents: 10000 });
    expect(cartTotalsOf({ totalQuantity: -1, subtotalCents: 0 })).toBeNull();
    expect(cartTotalsOf({ totalQuantity: '3', subtotalCents: 0 })).toBeNull();
    expect(cartTotalsOf({ totalQuantity: 1 })).toBeNull();
    expect(cartTotalsOf(null)).toBeNull();
    expect(cartTotalsOf([3, 100])).toBeNull();
  });
});
