/**
 * A product's item page (000 §2 "product list and item views"; the products collection,
 * number 13, with an item open): `article.ProductItem[data-product-json]` with
 * `data-item-id`, its title in `.ProductItem-title`, its image the first `img` (src, alt,
 * `data-image-dimensions` or width×height) and its description in
 * `.ProductItem-description` (read as text). Found only on the productItem page kind; the
 * product JSON is passed as decoded and read (`parseProduct`) in the chunk.
 */
import { parseProductJson } from '../parse/commerceMarkup';
import { BOUND_ATTRIBUTE, SKIPPED } from './boundAttribute';
import type { PageViewScanner } from './scanPageViews';

export const PRODUCT_ITEM_SELECTOR = 'article.ProductItem[data-product-json]';

/** The props of the product item mount: plain values read from the markup. */
export interface ProductItemMarkup {
  /** The parsed `data-product-json`, read in the chunk. */
  product: unknown;
  itemId: string;
  title: string;
  image: { url: string; alt: string; dimensions: string | null } | null;
  description: string | null;
  /** The store currency code from the site context. */
  currency: string;
}

function imageOf(article: HTMLElement): ProductItemMarkup['image'] {
  const img = article.querySelector<HTMLImageElement>('img[src]');
  const url = img?.getAttribute('src');
  if (!img || !url) return null;
  const width = img.getAttribute('width');
  const height = img.getAttribute('height');
  const dimensions = img.getAttribute('data-image-dimensions') ?? (width && height ? `${width}x${height}` : null);
  return { url, alt: img.getAttribute('alt') ?? '', dimensions };
}

export const scanProductItem: PageViewScanner = (root, { pageKind, currency }) => {
  const found: ReturnType<PageViewScanner> = { jobs: [], messages: [] };
  if (pageKind !== 'productItem') return found;
  for (const article of Array.from(root.querySelectorAll<HTMLElement>(PRODUCT_ITEM_SELECTOR))) {
    if (article.hasAttribute(BOUND_ATTRIBUTE)) continue;
    const itemId = article.getAttribute('data-item-id') ?? article.id;
    const json = parseProductJson(article.getAttribute('data-product-json'), itemId);
    article.setAttribute(BOUND_ATTRIBUTE, json.ok ? 'productItem' : SKIPPED);
    if (!json.ok) {
      found.messages.push(json.error.replace(/^Price of/, 'The item view of'));
      continue;
    }
    const title = article.querySelector('.ProductItem-title')?.textContent?.trim() || itemId;
    const description = article.querySelector('.ProductItem-description')?.textContent?.trim() || null;
    found.jobs.push({
      kind: 'productItem',
      element: article,
      props: { product: json.value, itemId, title, image: imageOf(article), description, currency },
      label: `product item ${itemId}`,
    });
  }
  return found;
};
