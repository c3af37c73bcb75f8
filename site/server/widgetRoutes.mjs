/**
 * POST /api/widget/GetWidgetRendering (000 §7): form-encoded `widgetJSON` (type, id
 * without the block- prefix, value from the block data) and, for event summaries, a
 * collectionId. Answers `{ html }`: a small summary rendering of an example collection.
 */
import { jsonField } from './httpMessages.mjs';
import { escapeHtml } from './htmlText.mjs';
import { EXAMPLE_COLLECTIONS } from './exampleContent.mjs';

/** @typedef {import('./routeTypes.mjs').Route} Route */

/** @param {unknown} value @returns {Record<string, unknown>} */
const record = (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? /** @type {Record<string, unknown>} */ (value) : {});

/**
 * The summary markup for a collection, at most `limit` items.
 * @param {(typeof EXAMPLE_COLLECTIONS)[number]} collection @param {string} blockId @param {number} limit
 */
export function summaryHtml(collection, blockId, limit) {
  const items = collection.items.slice(0, Math.max(1, limit));
  const list = items
    .map(
      (item) => `<div class="summary-item" data-item-id="${escapeHtml(item.id)}">
  <a class="summary-thumbnail-container" href="${escapeHtml(item.url)}"><img class="summary-thumbnail-image" src="${escapeHtml(item.image)}" alt="${escapeHtml(item.title)}" loading="lazy"></a>
  <div class="summary-content"><a class="summary-title-link" href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a>
  <time class="summary-metadata-item--date" datetime="${escapeHtml(item.date)}">${escapeHtml(item.date)}</time>
  <p class="summary-excerpt">${escapeHtml(item.excerpt)}</p></div>
</div>`,
    )
    .join('\n');
  return `<div class="summary-v2-block-rendering" data-block-id="${escapeHtml(blockId)}" data-collection-id="${escapeHtml(collection.id)}">
<h3 class="summary-heading">${escapeHtml(collection.title)}</h3>
<div class="summary-item-list">
${list}
</div>
</div>`;
}

/** @type {Route[]} */
export const widgetRoutes = [
  {
    method: 'POST',
    path: '/api/widget/GetWidgetRendering',
    handle(request) {
      const body = record(request.body);
      const widget = jsonField(body.widgetJSON);
      if (!widget.ok || typeof widget.value !== 'object' || widget.value === null) {
        return { status: 400, json: { error: 'widgetJSON must be a JSON object with type, id and value' } };
      }
      const w = record(widget.value);
      const value = record(w.value);
      const wanted = String(body.collectionId ?? value.collectionId ?? '');
      const collection = EXAMPLE_COLLECTIONS.find((c) => c.id === wanted) ?? EXAMPLE_COLLECTIONS[0];
      if (!collection) return { status: 500, json: { error: 'No example collection' } };
      const limit = Number(value.pageSize ?? value.limit ?? 3);
      return { status: 200, json: { html: summaryHtml(collection, String(w.id ?? ''), Number.isFinite(limit) ? limit : 3) } };
    },
  },
];
