/**
 * The store's product item pages: `/store/<product id>` (where the store page's product
 * titles link) is the Store collection (type 13) with that product open (`itemId` in the
 * context, so the runtime sees the productItem page kind). The page is assembled like any
 * page file, from a page source made here: the item in the platform's markup
 * (`article.ProductItem[data-product-json]`, see the runtime adapter's README), the cart
 * indicator above it. An unknown id is a 404.
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
  const id = escapeHtml(product.id);
  const title = escapeHtml(product.title);
  const note = entry.note === undefined ? '' : `\n              <div class="ProductItem-description"><p>${escapeHtml(entry.note)}</p></div>`;
  return {
    file: `store/${product.id}`,
    front: {
      title: product.title,
      styles: ['.ProductItem-image { display: block; max-width: 100%; height: auto; }'],
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
              <h1 class="ProductItem-title">${title}</h1>
              <div class="product-price">${serverPrice(product.variants, currency)}</div>${note}
            </div>
          </article>
    </page-section>
`,
  };
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
