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
