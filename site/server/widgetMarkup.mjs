/**
 * The markup the widget rendering call answers with (000 §7: `data.html` replaces the
 * block's content): a summary of an example collection and the social gallery's posts,
 * in the classes the runtime's summary and social gallery views lay out
 * (`src/blocks/summary/README.md`). Dates are written in English, in UTC.
 */
import { escapeHtml } from './htmlText.mjs';
import { EXAMPLE_IMAGE_SIZES } from './exampleContent.mjs';

/** @typedef {(typeof import('./exampleContent.mjs').EXAMPLE_COLLECTIONS)[number]} Collection */
/** @typedef {Collection['items'][number]} CollectionItem */

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const EVENT_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** `width` and `height` attributes of a shared image, when its size is known. @param {string} src */
function sizeAttributes(src) {
  const size = EXAMPLE_IMAGE_SIZES[src];
  return size ? ` width="${size[0]}" height="${size[1]}"` : '';
}

/** @param {CollectionItem} item @param {boolean} event */
function summaryItem(item, event) {
  const when = new Date(item.date);
  const dateText = event ? EVENT_DATE.format(when) : DATE.format(when);
  const url = escapeHtml(item.url);
  return `<div class="summary-item${event ? ' summary-item-record-type-event' : ''}" data-item-id="${escapeHtml(item.id)}">
  <a class="summary-thumbnail-container" href="${url}" tabindex="-1" aria-hidden="true"><img class="summary-thumbnail-image" src="${escapeHtml(item.image)}" alt=""${sizeAttributes(item.image)} loading="lazy"></a>
  <div class="summary-content">
    <a class="summary-title-link" href="${url}">${escapeHtml(item.title)}</a>
    <div class="summary-metadata"><time class="summary-metadata-item summary-metadata-item--date" datetime="${escapeHtml(item.date)}">${escapeHtml(dateText)}</time></div>
    <p class="summary-excerpt">${escapeHtml(item.excerpt)}</p>
  </div>
</div>`;
}

/**
 * A summary of a collection: its first `limit` items (all when fewer), under the block's
 * `headerText` when it has one.
 * @param {Collection} collection @param {{ blockId: string, limit: number, headerText?: string | null }} options
 */
export function summaryHtml(collection, { blockId, limit, headerText = null }) {
  const event = collection.type === 'events';
  const items = collection.items.slice(0, Math.max(0, limit)).map((item) => summaryItem(item, event));
  return `<div class="summary-v2-block-rendering" data-block-id="${escapeHtml(blockId)}" data-collection-id="${escapeHtml(collection.id)}" data-collection-type="${escapeHtml(collection.type)}">
${headerText ? `<h3 class="summary-heading">${escapeHtml(headerText)}</h3>\n` : ''}<div class="summary-item-list">
${items.join('\n')}
</div>
</div>`;
}

/**
 * The social gallery: the first `limit` posts as linked images (each opens the post).
 * @param {readonly (typeof import('./exampleContent.mjs').EXAMPLE_SOCIAL_POSTS)[number][]} posts
 * @param {{ blockId: string, limit: number }} options
 */
export function socialGalleryHtml(posts, { blockId, limit }) {
  const items = posts.slice(0, Math.max(0, limit)).map(
    (post) =>
      `<a class="social-gallery-item" href="${escapeHtml(post.url)}" target="_blank" rel="noopener" data-post-id="${escapeHtml(post.id)}"><img src="${escapeHtml(post.image)}" alt="${escapeHtml(post.alt)}"${sizeAttributes(post.image)} loading="lazy"></a>`,
  );
  return `<div class="sqs-social-gallery" data-block-id="${escapeHtml(blockId)}">
<div class="social-gallery-list">
${items.join('\n')}
</div>
</div>`;
}
