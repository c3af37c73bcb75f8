/**
 * The markup the widget rendering call answers with (000 §7: `data.html` replaces the
 * block's content): a summary of an example collection in the platform's published shape
 * (the same markup a page's summary block holds when the server renders its items), and
 * the social gallery's posts. Also the whole summary block, for the pages (`@summary`).
 * Dates are written in English, in UTC.
 */
import { encodeBlockJson, escapeHtml } from './htmlText.mjs';
import { EXAMPLE_IMAGE_SIZES } from './exampleContent.mjs';

/** @typedef {(typeof import('./exampleContent.mjs').EXAMPLE_COLLECTIONS)[number]} Collection */
/** @typedef {Collection['items'][number]} CollectionItem */

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const EVENT_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** `width` and `height` attributes of a shared image, when its size is known. @param {string} src */
function sizeAttributes(src) {
  const size = EXAMPLE_IMAGE_SIZES[src];
  return size ? ` width="${size[0]}" height="${size[1]}"` : '';
}

/** The design a summary's settings name (`design`, else its variant id), as the published classes spell it. @param {Record<string, unknown>} settings */
export function summaryDesignOf(settings) {
  const byVariant = /** @type {Record<string, string>} */ ({ 1005: 'autocolumns', 1006: 'carousel', 1007: 'list', 1008: 'autogrid' });
  const design =
    typeof settings.design === 'string' && settings.design ? settings.design : byVariant[String(settings.blockVariantId ?? settings.variantId ?? '')];
  return design ?? 'autogrid';
}

/**
 * One item as the platform publishes it (summary v2, 7.0): the thumbnail link with a lazy
 * image (`data-src`, `data-image-dimensions`, no `src`), the title, the excerpt and the
 * date below the content.
 * @param {CollectionItem} item @param {boolean} event @param {string} design
 */
function summaryItem(item, event, design) {
  const when = new Date(item.date);
  const dateText = event ? EVENT_DATE.format(when) : DATE.format(when);
  const url = escapeHtml(item.url);
  const title = escapeHtml(item.title);
  const size = EXAMPLE_IMAGE_SIZES[item.image];
  return `<div class="summary-item summary-item-record-type-${event ? 'event' : 'text'} sqs-gallery-design-${design}-slide summary-item-has-thumbnail summary-item-has-excerpt" data-item-id="${escapeHtml(item.id)}">
  <div class="summary-thumbnail-outer-container">
    <a href="${url}" class="summary-thumbnail-container sqs-gallery-image-container" data-title="${title}" data-description="">
      <div class="summary-thumbnail img-wrapper">
        <img data-src="${escapeHtml(item.image)}" data-image="${escapeHtml(item.image)}"${size ? ` data-image-dimensions="${size[0]}x${size[1]}"` : ''} data-image-focal-point="0.5,0.5" alt="${title}" data-load="false" class="summary-thumbnail-image">
      </div>
    </a>
  </div>
  <div class="summary-content sqs-gallery-meta-container">
    <div class="summary-title"><a href="${url}" class="summary-title-link">${title}</a></div>
    <div class="summary-excerpt"><p>${escapeHtml(item.excerpt)}</p></div>
    <div class="summary-metadata-container summary-metadata-container--below-content">
      <div class="summary-metadata summary-metadata--primary"><time class="summary-metadata-item summary-metadata-item--date" datetime="${escapeHtml(item.date)}">${escapeHtml(dateText)}</time></div>
    </div>
  </div>
</div>`;
}

/**
 * A summary of a collection in the platform's published shape (summary v2): the
 * `.summary-block-wrapper` with its `summary-block-setting-*` classes, the header
 * (`headerText`) and its first `limit` items (all when fewer; none when `limit` is 0: a
 * block the server sent without its items).
 * @param {Collection} collection @param {{ blockId: string, limit: number, headerText?: string | null, design?: string }} options
 */
export function summaryHtml(collection, { blockId, limit, headerText = null, design = 'autogrid' }) {
  const event = collection.type === 'events';
  const items = collection.items.slice(0, Math.max(0, limit)).map((item) => summaryItem(item, event, design));
  return `<div class="summary-block-wrapper summary-block-collection-type-${escapeHtml(collection.type)} summary-block-setting-text-size-medium summary-block-setting-text-align-left summary-block-setting-design-${design} summary-block-setting-metadata-position-below-content summary-block-setting-primary-metadata-date summary-block-setting-show-thumbnail summary-block-setting-show-excerpt sqs-gallery-design-${design}" data-block-id="${escapeHtml(blockId)}" data-collection-id="${escapeHtml(collection.id)}">
  <div class="summary-item-list-container sqs-gallery-container">
    <header class="summary-block-header">
      <div class="summary-heading">${headerText ? `<span class="summary-header-text">${escapeHtml(headerText)}</span>` : ''}</div>
      <div class="summary-carousel-pager sqs-gallery-controls"><span class="summary-carousel-pager-next next"></span><span class="summary-carousel-pager-prev previous"></span></div>
    </header>
    <div class="summary-item-list sqs-gallery">
${items.join('\n')}
    </div>
  </div>
</div>`;
}

/**
 * A whole summary v2 block as published: `data-block-json` (entity-encoded) and in its
 * content what the server sent — its items (`items`), only its header (`header`: a block
 * whose items the widget call renders), or nothing but a `<noscript>` link (`empty`).
 * @param {string} id the block id without `block-`
 * @param {Record<string, unknown>} settings @param {Collection} collection @param {'items' | 'header' | 'empty'} sent
 */
export function summaryBlockHtml(id, settings, collection, sent) {
  const limit = typeof settings.pageSize === 'number' ? settings.pageSize : 6;
  const headerText = typeof settings.headerText === 'string' ? settings.headerText : null;
  const content =
    sent === 'empty'
      ? `<noscript><p><a href="/${escapeHtml(collection.urlId)}">${escapeHtml(collection.title)}</a></p></noscript>`
      : summaryHtml(collection, { blockId: id, limit: sent === 'items' ? limit : 0, headerText, design: summaryDesignOf(settings) });
  return `<div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-json="${encodeBlockJson(settings)}" data-block-type="55" id="block-${escapeHtml(id)}"><div class="sqs-block-content">
${content}
</div></div>`;
}

/**
 * The social gallery: the first `limit` posts as linked images (each opens the post).
 * @param {readonly (typeof import('./exampleContent.mjs').EXAMPLE_SOCIAL_POSTS)[number][]} posts
 * @param {{ blockId: string, limit: number }} options
 */
export function socialGalleryHtml(posts, { blockId, limit }) {
  const items = posts
    .slice(0, Math.max(0, limit))
    .map(
      (post) =>
        `<a class="social-gallery-item" href="${escapeHtml(post.url)}" target="_blank" rel="noopener" data-post-id="${escapeHtml(post.id)}"><img src="${escapeHtml(post.image)}" alt="${escapeHtml(post.alt)}"${sizeAttributes(post.image)} loading="lazy"></a>`,
    );
  return `<div class="sqs-social-gallery" data-block-id="${escapeHtml(blockId)}">
<div class="social-gallery-list">
${items.join('\n')}
</div>
</div>`;
}
