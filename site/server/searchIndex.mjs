/**
 * What the dev site's search call searches: every example page (its title and the text of its
 * assembled content), the store products (`shared/products.json`) and the items of the example
 * collections. Read from the pages folder on every call, so an edited page is found at once.
 * Matching: every word of the query (case and accents ignored) must appear in the title, the
 * excerpt or the page text; a word in the title counts more.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_FILE, pageMain, readSharedFilesSync } from '../layout/assemblePage.mjs';
import { parsePageSource } from '../layout/pageSource.mjs';
import { EXAMPLE_COLLECTIONS } from './exampleContent.mjs';
import { decodeEntities } from './htmlText.mjs';

/** Pages that are not searched: the search page itself. */
export const UNSEARCHED_PAGES = new Set(['search.html']);

/**
 * @typedef {object} SearchDocument
 * @property {string} id
 * @property {string} title
 * @property {string} excerpt shown under the title
 * @property {string} text what else is searched (a page's text)
 * @property {string} url
 * @property {string} type Page, Product, or the collection's title
 * @property {string | null} collectionId
 * @property {{ url: string, width?: number, height?: number } | null} image
 */

/** The visible text of some markup: scripts, styles and noscript dropped, tags gone, entities decoded, spaces collapsed. @param {string} html */
export function textOf(html) {
  const bare = html.replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
  return decodeEntities(bare).replace(/\s+/g, ' ').trim();
}

/** Lower case without accents, for matching. @param {string} text */
export const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** @param {string} dimensions `WxH` @returns {{ width?: number, height?: number }} */
function sized(dimensions) {
  const size = /^(\d+)x(\d+)$/.exec(dimensions ?? '');
  return size ? { width: Number(size[1]), height: Number(size[2]) } : {};
}

/** The first story image a page shows, with its size when the markup gives it. @param {string} main */
function firstImage(main) {
  const img = /<img\b[^>]*?(?:data-src|src)="(\/assets\/[^"]+)"[^>]*>/i.exec(main.replace(/<noscript>[\s\S]*?<\/noscript>/gi, ''));
  const url = img?.[1];
  if (!img || !url) return null;
  const dimensions = /data-image-dimensions="(\d+x\d+)"/.exec(img[0]);
  return { url, ...sized(dimensions?.[1] ?? '') };
}

/** @param {string} pagesDir @returns {SearchDocument[]} */
function pageDocuments(pagesDir) {
  const shared = readSharedFilesSync(pagesDir);
  return readdirSync(pagesDir)
    .filter((file) => PAGE_FILE.test(file) && !UNSEARCHED_PAGES.has(file))
    .sort()
    .map((file) => {
      const page = parsePageSource(file, readFileSync(join(pagesDir, file), 'utf8'));
      const main = pageMain(page, shared);
      const text = textOf(main);
      const name = file.replace(/\.html$/, '');
      const collectionId = page.front.context?.collectionId;
      return {
        id: `page-${name}`,
        title: page.front.title ?? name,
        excerpt: text.slice(0, 140),
        text,
        url: name === 'index' ? '/' : `/${name}`,
        type: 'Page',
        collectionId: typeof collectionId === 'string' ? collectionId : null,
        image: firstImage(main),
      };
    });
}

/** The store products, on the store page. @param {string} pagesDir @returns {SearchDocument[]} */
function productDocuments(pagesDir) {
  const products = JSON.parse(readSharedFilesSync(pagesDir).products ?? '[]');
  const store = EXAMPLE_COLLECTIONS.find((c) => c.type === 'products');
  return products.map(
    (/** @type {{ product: { id: string, title: string, productType: string }, image: string, dimensions: string, note?: string }} */ entry) => ({
      id: entry.product.id,
      title: entry.product.title,
      // the shop collection's excerpt, else the product's note, else its kind
      excerpt:
        store?.items.find((item) => item.id === entry.product.id)?.excerpt ??
        entry.note ??
        `In the store (${entry.product.productType.toLowerCase().replace(/_/g, ' ')}).`,
      text: '',
      url: `/store#product-${entry.product.id}`,
      type: 'Product',
      collectionId: store?.id ?? null,
      image: { url: entry.image, ...sized(entry.dimensions) },
    }),
  );
}

/** Every searchable document; a collection item that is also a product is listed once, as the product. @param {string} pagesDir */
export function searchDocuments(pagesDir) {
  const products = productDocuments(pagesDir);
  const items = EXAMPLE_COLLECTIONS.flatMap((collection) =>
    collection.items
      .filter((item) => !products.some((p) => p.id === item.id))
      .map((item) => ({
        id: item.id,
        title: item.title,
        excerpt: item.excerpt,
        text: '',
        url: item.url,
        type: collection.title,
        collectionId: collection.id,
        image: { url: item.image },
      })),
  );
  return [...pageDocuments(pagesDir), ...products, ...items];
}

/**
 * The documents matching every word of the query, best first (title words count 3, others 1;
 * ties by title). @param {readonly SearchDocument[]} documents @param {string} query
 */
export function matchDocuments(documents, query) {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return documents
    .map((doc) => {
      const title = fold(doc.title);
      const rest = fold(`${doc.excerpt} ${doc.text}`);
      let score = 0;
      for (const word of words) {
        if (title.includes(word)) score += 3;
        else if (rest.includes(word)) score += 1;
        else return null;
      }
      return { doc, score };
    })
    .filter((m) => m !== null)
    .sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title))
    .map((m) => m.doc);
}

/**
 * A page's excerpt near the first word found in its text, so the visitor sees why it matched.
 * @param {SearchDocument} doc @param {string} query
 */
export function excerptFor(doc, query) {
  if (!doc.text) return doc.excerpt;
  const folded = fold(doc.text);
  const at = Math.min(
    ...fold(query)
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => folded.indexOf(w))
      .filter((i) => i >= 0),
    Infinity,
  );
  if (!Number.isFinite(at) || at < 100) return doc.text.length > 140 ? `${doc.text.slice(0, 140).trimEnd()}…` : doc.text;
  const start = doc.text.lastIndexOf(' ', at - 40) + 1;
  const piece = doc.text.slice(start, start + 140).trimEnd();
  return `…${piece}${start + 140 < doc.text.length ? '…' : ''}`;
}
