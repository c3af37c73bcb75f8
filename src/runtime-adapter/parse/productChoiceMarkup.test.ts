// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { pricesChosenAway, readServerProductChoice } from './productChoiceMarkup';

const item = (quantity = '1') => {
  document.body.innerHTML = `<article class="ProductItem">
    <div class="product-variants">
      <div class="variant-option"><select data-variant-option-name="Size"><option value="">Select Size</option><option value="S">S</option><option value="L">L</option></select></div>
      <div class="variant-option"><select data-variant-option-name=" Colour "><option value="">Select Colour</option><option value="Ink">Ink</option></select></div>
    </div>
    <div class="product-quantity-input"><div class="quantity-label">Quantity:</div><input type="number" value="${quantity}"></div>
    <div class="sqs-add-to-cart-button" role="button" tabindex="0"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div>
  </article>
  <a href="/cart">Cart</a>`;
  return document.querySelector('article')!;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a product page’s own controls, read at the swap', () => {
  it('reads each chosen option by its name and the quantity typed', () => {
    const article = item();
    article.querySelector<HTMLSelectElement>('select')!.value = 'L';
    article.querySelector<HTMLInputElement>('input')!.value = '3';
    expect(readServerProductChoice(article)).toEqual({ options: { Size: 'L' }, quantity: 3, focused: null });
    article.querySelectorAll<HTMLSelectElement>('select')[1]!.value = 'Ink';
    expect(readServerProductChoice(article).options).toEqual({ Size: 'L', Colour: 'Ink' });
  });

  it('an option left at its prompt is not chosen; a quantity that is not a whole number of at least 1 is none', () => {
    expect(readServerProductChoice(item()).options).toEqual({});
    for (const typed of ['0', '-2', '1.5', 'two', '', '9999999']) expect(readServerProductChoice(item(typed)).quantity).toBeNull();
    expect(readServerProductChoice(item(' 12 ')).quantity).toBe(12);
  });

  it('names the control the shopper is in: an option by its name, the quantity, the button; none outside the item', () => {
    const article = item();
    expect(readServerProductChoice(article).focused).toBeNull();
    article.querySelectorAll<HTMLSelectElement>('select')[1]!.focus();
    expect(readServerProductChoice(article).focused).toEqual({ option: 'Colour' });
    article.querySelector<HTMLInputElement>('input')!.focus();
    expect(readServerProductChoice(article).focused).toBe('quantity');
    article.querySelector<HTMLElement>('[role="button"]')!.focus();
    expect(readServerProductChoice(article).focused).toBe('add');
    document.querySelector<HTMLElement>('a')!.focus();
    expect(readServerProductChoice(article).focused).toBeNull();
  });

  it('an item without controls has chosen nothing', () => {
    document.body.innerHTML = '<article class="ProductItem"><h1 class="ProductItem-title">Print</h1></article>';
    expect(readServerProductChoice(document.querySelector('article')!)).toEqual({ options: {}, quantity: null, focused: null });
  });
});

describe('the server price a choice changes', () => {
  it('is the item’s price once an option is chosen there, none before', () => {
    document.body.innerHTML = '<article><div class="product-price">$18.00</div></article>';
    const article = document.querySelector('article')!;
    expect(pricesChosenAway(article, { options: {}, quantity: 3, focused: null })).toEqual([]);
    expect(pricesChosenAway(article, { options: { Size: 'A4' }, quantity: null, focused: null })).toEqual([article.querySelector('.product-price')]);
  });
});
