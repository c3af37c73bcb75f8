// @vitest-environment happy-dom
/** The product item page: found only on the productItem page kind; the chunk shows the item view in place of the server markup. */
import { afterEach, describe, expect, it } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { blockJson, mountJob } from '../testing/mountJob.fixture';
import { TEE_JSON } from '../../blocks/productItem/productItem.fixture';

const page = (json = blockJson(TEE_JSON)) => `<article class="ProductItem" id="item" data-item-id="prod-tee" data-product-json="${json}">
  <div class="ProductItem-server"><img src="/assets/tee.jpg" alt="The tee" width="600" height="400"><h1 class="ProductItem-title">Harbour tee</h1>
  <div class="ProductItem-description">Heavy cotton.</div></div></article>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('product item page', () => {
  it('only an item page of the products collection has its item scanned, with the markup read as plain values', () => {
    document.body.innerHTML = page();
    expect(scanPage(document, { pageKind: 'productList' }).jobs).toEqual([]);
    const [job] = scanPage(document, { pageKind: 'productItem', currency: 'EUR' }).jobs;
    expect(job).toMatchObject({
      kind: 'productItem',
      props: {
        product: TEE_JSON,
        itemId: 'prod-tee',
        title: 'Harbour tee',
        image: { url: '/assets/tee.jpg', alt: 'The tee', dimensions: '600x400' },
        description: 'Heavy cotton.',
        currency: 'EUR',
      },
      label: 'product item prod-tee',
    });
  });

  it('broken JSON is named and the item left as rendered', () => {
    document.body.innerHTML = page('{oops');
    const scan = scanPage(document, { pageKind: 'productItem' });
    expect(scan.jobs).toEqual([]);
    expect(scan.messages[0]).toMatch(/^The item view of .*prod-tee.* not valid JSON/);
  });

  it('what the shopper chose in the page’s own controls before the swap is where the view starts', async () => {
    document.body.innerHTML = page().replace(
      '<div class="ProductItem-description">',
      `<div class="product-price">$20.00</div><div class="product-variants"><select data-variant-option-name="Size"><option value="">Select Size</option><option value="L">L</option></select>
       <select data-variant-option-name="Colour"><option value="">Select Colour</option><option value="Ink">Ink</option></select></div>
       <div class="product-quantity-input"><input type="number" value="1"></div><div class="ProductItem-description">`,
    );
    const job = scanPage(document, { pageKind: 'productItem' }).jobs[0];
    // chosen after the start-up's scan, before the chunk swaps the view in
    document.querySelector<HTMLSelectElement>('[data-variant-option-name="Size"]')!.value = 'L';
    document.querySelector<HTMLSelectElement>('[data-variant-option-name="Colour"]')!.value = 'Ink';
    document.querySelector<HTMLInputElement>('.product-quantity-input input')!.value = '3';
    document.querySelector<HTMLSelectElement>('[data-variant-option-name="Colour"]')!.focus();
    const unmount = await mountJob(job);
    const view = document.querySelector('.runtime-product-item')!;
    expect(Array.from(view.querySelectorAll('select')).map((s) => s.value)).toEqual(['L', 'Ink']);
    expect(view.querySelector('[data-product-price]')?.textContent).toBe('$24.00');
    expect(view.querySelector<HTMLInputElement>('[data-quantity-stepper] input')?.value).toBe('3');
    // the shopper was in the Colour select: they are in the view's
    expect(document.activeElement).toBe(view.querySelectorAll('select')[1]);
    // swapped in although the server's "$20.00" (the product as sent) is not shown: L in Ink costs $24.00
    expect(document.querySelector<HTMLElement>('.ProductItem-server')!.hidden).toBe(true);
    unmount();
    expect(document.querySelector('.product-price')!.hasAttribute('data-runtime-placeholder')).toBe(false);
  });

  it('the chunk shows the item with its options, "from" price and the first option asked for, and gives the server markup back', async () => {
    document.body.innerHTML = page();
    const unmount = await mountJob(scanPage(document, { pageKind: 'productItem' }).jobs[0]);
    const view = document.querySelector('.runtime-product-item')!;
    expect(view.querySelector('h1')?.textContent).toBe('Harbour tee');
    expect(Array.from(view.querySelectorAll('label')).map((l) => l.textContent)).toEqual(['Size', 'Colour']);
    expect(view.querySelector('[data-product-price]')?.textContent).toBe('from $20.00');
    expect(view.querySelector('[data-item-note]')?.textContent).toBe('Please select a Size');
    expect(document.querySelector<HTMLElement>('.ProductItem-server')!.hidden).toBe(true);
    unmount();
    expect(document.querySelector('.runtime-product-item')).toBeNull();
    expect(document.querySelector<HTMLElement>('.ProductItem-server')!.hidden).toBe(false);
  });
});
