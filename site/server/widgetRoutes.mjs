/**
 * POST /api/widget/GetWidgetRendering (000 §7): form-encoded `widgetJSON` (type, id
 * without the block- prefix, value from the block data) and, for summaries of event
 * collections, `collectionId`. Answers `{ html }` (`widgetMarkup.mjs`) and stores what it
 * received in `widget_renderings`.
 *
 * - type 55 (the summary v2 block; also `"summary-v2"`): a summary of the example
 *   collection `value.collectionId`, its first `value.pageSize` items (default 6), under
 *   `value.headerText`. An events collection needs the call's own `collectionId`, naming
 *   the same collection, as the platform's runtime sends it.
 * - type `"instagram"` (the social gallery; the spec shows no number for it): the example
 *   posts, `value.pageSize` of them (default 8).
 * Anything else is a 400 saying what was expected.
 */
import { jsonField } from './httpMessages.mjs';
import { EXAMPLE_COLLECTIONS, EXAMPLE_SOCIAL_POSTS } from './exampleContent.mjs';
import { socialGalleryHtml, summaryDesignOf, summaryHtml } from './widgetMarkup.mjs';

/** @typedef {import('./routeTypes.mjs').Route} Route */

export const WIDGET_RENDERINGS_TABLE = 'widget_renderings';
export const SUMMARY_DEFAULT_PAGE_SIZE = 6;
export const SOCIAL_GALLERY_DEFAULT_PAGE_SIZE = 8;

/** @param {unknown} value @returns {Record<string, unknown>} */
const record = (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? /** @type {Record<string, unknown>} */ (value) : {});

/** @param {unknown} value */
const text = (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A positive whole number from a number or its digits, else the default. @param {unknown} value @param {number} fallback */
function pageSizeOf(value, fallback) {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** @param {unknown} type */
const isSummary = (type) => type === 55 || type === '55' || type === 'summary-v2';
/** @param {unknown} type */
const isSocialGallery = (type) => type === 'instagram';

/** @param {number} status @param {string} error */
const refuse = (status, error) => ({ status, json: { error } });

/** @type {Route[]} */
export const widgetRoutes = [
  {
    method: 'POST',
    path: '/api/widget/GetWidgetRendering',
    handle(request, site) {
      const body = record(request.body);
      const widget = jsonField(body.widgetJSON);
      if (!widget.ok || typeof widget.value !== 'object' || widget.value === null || Array.isArray(widget.value)) {
        return refuse(400, 'widgetJSON must be a JSON object with type, id and value');
      }
      const w = record(widget.value);
      const value = record(w.value);
      const blockId = typeof w.id === 'string' ? w.id : '';
      const sentCollectionId = text(body.collectionId);
      site.db.insert(WIDGET_RENDERINGS_TABLE, {
        widget_type: String(w.type ?? ''),
        block_id: blockId,
        collection_id: sentCollectionId,
        page_path: request.referrerPath,
        widget_json: w,
      });

      if (isSocialGallery(w.type)) {
        return {
          status: 200,
          json: { html: socialGalleryHtml(EXAMPLE_SOCIAL_POSTS, { blockId, limit: pageSizeOf(value.pageSize, SOCIAL_GALLERY_DEFAULT_PAGE_SIZE) }) },
        };
      }
      if (!isSummary(w.type))
        return refuse(400, `Unknown widget type ${JSON.stringify(w.type ?? null)}: the dev site renders 55 (summary v2) and "instagram" (social gallery)`);

      const wanted = text(value.collectionId);
      if (!wanted) return refuse(400, 'A summary needs value.collectionId');
      const collection = EXAMPLE_COLLECTIONS.find((c) => c.id === wanted);
      if (!collection) return refuse(404, `No collection ${wanted}`);
      if (collection.type === 'events' && sentCollectionId !== collection.id) {
        return refuse(
          400,
          `A summary of the events collection ${collection.id} sends collectionId (000 §7)${sentCollectionId ? `, not ${sentCollectionId}` : ''}`,
        );
      }
      const limit = pageSizeOf(value.pageSize, SUMMARY_DEFAULT_PAGE_SIZE);
      return { status: 200, json: { html: summaryHtml(collection, { blockId, limit, headerText: text(value.headerText), design: summaryDesignOf(value) }) } };
    },
  },
];
