/**
 * The dev site's pages, at the addresses it serves them, read from what serves them: every
 * page file of `site/pages/` (`index.html` at `/`), every store product's item page
 * (`/store/<product id>`, from the shared products), and the reviews request page with the
 * first example request's token (the page shows nothing to review without one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE_REVIEW_REQUESTS } from '../site/server/reviewRequests.mjs';
import { PRODUCT_PAGE_PREFIX } from '../site/server/productPages.mjs';

const ROOT = join(import.meta.dirname, '..');
const PAGES_DIR = join(ROOT, 'site', 'pages');
const PRODUCTS_FILE = join(PAGES_DIR, 'shared', 'products.json');

/** The address of every page file: `/`, `/about`, `/cart`, … in file order. */
export function pageFileAddresses(): string[] {
  return readdirSync(PAGES_DIR)
    .filter((file) => /^[a-z0-9][a-z0-9-]*\.html$/.test(file))
    .sort()
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`));
}

/** Every product's item page: `/store/prod-print`, … in the products' order. */
export function productPageAddresses(): string[] {
  const products = JSON.parse(readFileSync(PRODUCTS_FILE, 'utf8')) as { product: { id: string } }[];
  return products.map(({ product }) => `${PRODUCT_PAGE_PREFIX}${product.id}`);
}

/** The reviews request page with a request to review (the first example request's token). */
export function reviewsPageAddress(): string {
  const [first] = EXAMPLE_REVIEW_REQUESTS;
  if (!first) throw new Error('The dev site has no example review request');
  return `/reviews?token=${first.token}`;
}

/** Every page the dev site serves: the page files (the reviews page with its token), then the product pages. */
export function sitePageAddresses(): string[] {
  return [...pageFileAddresses().map((path) => (path === '/reviews' ? reviewsPageAddress() : path)), ...productPageAddresses()];
}
