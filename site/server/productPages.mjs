/**
 * The store's product item pages: `/store/<product id>` (where the store page's product
 * titles link) is the Store collection (type 13) with that product open (`itemId` in the
 * context, so the runtime sees the productItem page kind). The page is assembled like any
 * page file, from a page source made here: the item in the platform's markup
 * (`article.ProductItem[data-product-json]`, see the runtime adapter's README), the cart
 * indicator above it. An unknown id is a 404.
 *
 * Like a 7.0 product page, the item is sent with its purchase controls (one select per option,
 * the quantity, the add-to-cart button: `purchaseControls`), laid out by the page's styles in the
 * box the item view takes (image beside the details, above them under 560 px), so the view swaps
 * in without moving the page; what the visitor chose there before it came is carried into it.
 */
import { readSharedFiles, renderPage } from '../layout/assemblePage.mjs';
import { serverPrice, sizeAttributes } from '../layout/blockTemplates.mjs';
import { readProducts } from './cartStore.mjs';
import { CRUMB_COOKIE, pageCrumb } from './crumb.mjs';
import { devPage } from './devPageHtml.mjs';
import { encodeBlockJson, escapeHtml } from './htmlText.mjs';
import { serializeCookie } from './httpMessages.mjs';

/** @typedef {import('./routeTypes.mjs').Route} Route */

export const PRODUCT_PAGE_PREFIX = '/store/';
/** The store page's collection (site/pages/store.html). */
export const STORE_COLLECTION = { id: '64a1f0c2e4b0a1b2c3d4e5f7', title: 'Shop', type: 13, permissionType: 1 };

/**
 * The page source of one product's item page.
 * @param {{ product: { id: string, title: string, variants: import('../layout/blockTemplates.mjs').ProductVariant[] }, image: string, dimensions: string, note?: string }} entry
 * @param {string} currency
 * @returns {import('../layout/pageSource.mjs').PageSource}
 */
export function productPageSource(entry, currency) {
  const { product } = entry;
  const controls = purchaseControls(product);
  const id = escapeHtml(product.id);
  const title = escapeHtml(product.title);
  const note = entry.note === undefined ? '' : `\n                <div class="ProductItem-description"><p>${escapeHtml(entry.note)}</p></div>`;
  return {
    file: `store/${product.id}`,
    front: {
      title: product.title,
      styles: [...PRODUCT_ITEM_STYLES],
      // the store's pages are 7.0 pages, as the store list is: one page grid, no sections
      context: { templateVersion: '7', collectionId: STORE_COLLECTION.id, collection: STORE_COLLECTION, pageType: 1, itemId: product.id },
    },
    body: `
    <page-section>
        <p><a href="/store">Store</a></p>
    </page-section>
    <page-section>
          <article class="ProductItem" id="product-item-${id}" data-item-id="${id}" data-product-json="${encodeBlockJson(product)}">
            <div class="ProductItem-server">
              <img class="ProductItem-image" src="${escapeHtml(entry.image)}" data-image-dimensions="${escapeHtml(entry.dimensions)}"${sizeAttributes(entry.dimensions)} alt="${title}">
              <div class="ProductItem-details">
                <h1 class="ProductItem-title">${title}</h1>
                <div class="product-price">${serverPrice(product.variants, currency)}</div>${controls}${note}
              </div>
            </div>
          </article>
    </page-section>
`,
  };
}

/**
 * The options a shopper picks from, as the item view reads them: one per place in the variants'
 * `optionValues`, named by the first `optionName` there, its values in the variants' order. A
 * digital product has none.
 * @param {{ productType?: string, variants: { optionValues?: { optionName?: string, value: string }[] }[] }} product
 */
export function productOptions(product) {
  const variants = product.productType === 'DIGITAL' ? [] : product.variants;
  const count = Math.max(0, ...variants.map((v) => v.optionValues?.length ?? 0));
  return Array.from({ length: count }, (_, i) => {
    const values = [...new Set(variants.flatMap((v) => (v.optionValues?.[i] ? [v.optionValues[i].value] : [])))];
    const name = variants.map((v) => v.optionValues?.[i]?.optionName).find((n) => typeof n === 'string' && n.trim()) ?? `Option ${i + 1}`;
    return { name, values };
  });
}

/**
 * The page styles that lay a product item out as its view does (`src/blocks/productItem/ProductItem.styles.ts`:
 * two columns 32 px apart, one under 560 px with 16 px gaps; the details a column 16 px apart; each control in the
 * room of the view's, the note line under the quantity kept as the view keeps it).
 */
export const PRODUCT_ITEM_STYLES = Object.freeze([
  '.ProductItem { container-type: inline-size; line-height: 1.6; }',
  '.ProductItem-server { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 32px; align-items: start; }',
  '@container (max-width: 560px) { .ProductItem-server { grid-template-columns: minmax(0, 1fr); gap: 16px; } }',
  '.ProductItem-image { display: block; width: 100%; height: auto; }',
  '.ProductItem-details { display: flex; flex-direction: column; gap: 16px; }',
  '.ProductItem-details > * { margin: 0; }',
  '.ProductItem-title { font-size: 1.35em; line-height: 1.2; }',
  '.variant-option, .product-quantity-input { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; }',
  '.product-variants { display: flex; flex-direction: column; gap: 16px; }',
  '.variant-option-title, .quantity-label { font-weight: 600; }',
  '.variant-select-wrapper, .variant-select-wrapper select { width: 100%; max-width: 320px; }',
  '.variant-select-wrapper select, .product-quantity-input input { box-sizing: border-box; padding: 0 12px; font: inherit; }',
  '.variant-select-wrapper select { height: 41px; }',
  '.product-quantity-input input { height: 44px; }',
  // the view's stock note, one line under the quantity, and the status line under its button
  '.product-quantity-input { padding-bottom: calc(1.5em + 16px); }',
  '.sqs-add-to-cart-button-wrapper { padding-bottom: 1.75em; }',
  '.sqs-add-to-cart-button { display: inline-flex; align-items: center; min-height: 44px; padding: 0 24px; border: 1px solid currentColor; border-radius: 4px; font-weight: 600; cursor: pointer; }',
]);

/**
 * A 7.0 product page's purchase controls: `.product-variants` with a select per option,
 * `.product-quantity-input`, the `div[role=button]` add-to-cart the platform's script wires.
 * @param {Parameters<typeof productOptions>[0] & { id: string }} product
 */
export function purchaseControls(product) {
  const id = escapeHtml(product.id);
  const selects = productOptions(product)
    .map(({ name, values }) => {
      const label = escapeHtml(name);
      const choices = values.map((value) => `<option value="${escapeHtml(value)}">${escapeHtml(value)}</option>`).join('');
      return `
                  <div class="variant-option">
                    <div class="variant-option-title">${label}: </div>
                    <div class="variant-select-wrapper"><select aria-label="Select ${label}" data-variant-option-name="${label}"><option value="">Select ${label}</option>${choices}</select></div>
                  </div>`;
    })
    .join('');
  const variants = selects
    ? `
                <div class="product-variants" data-item-id="${id}">${selects}
                </div>`
    : '';
  return `${variants}
                <div class="product-quantity-input" data-item-id="${id}">
                  <div class="quantity-label">Quantity:</div>
                  <input size="4" max="9999" min="1" value="1" type="number" step="1" aria-label="Quantity">
                </div>
                <div class="sqs-add-to-cart-button-wrapper">
                  <div class="sqs-add-to-cart-button sqs-editable-button" role="button" tabindex="0" data-item-id="${id}" data-original-label="Add To Cart"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div>
                </div>`;
}

/** @param {{ pagesDir: string }} dirs @returns {Route[]} */
export function productPageRoutes(dirs) {
  return [
    {
      method: 'GET',
      path: `${PRODUCT_PAGE_PREFIX}*`,
      async handle(request) {
        const id = decodeURIComponent(request.path.slice(PRODUCT_PAGE_PREFIX.length)).replace(/\/$/, '');
        const entry = (await readProducts(dirs.pagesDir)).find((p) => p.product.id === id);
        if (!entry) return { status: 404, html: devPage('Product not found', `<p>No product <code>${escapeHtml(id)}</code>. <a href="/store">Store</a></p>`) };
        const shared = await readSharedFiles(dirs.pagesDir);
        const html = renderPage(productPageSource(entry, 'USD'), shared);
        return { status: 200, html, cookies: [serializeCookie(CRUMB_COOKIE, pageCrumb(request.cookies))] };
      },
    },
  ];
}
