/**
 * Block markup generated from data, in the platform's published form (see the runtime
 * adapter's README): gallery blocks from a list of slides, store products from a list of
 * products, and the section wrapper pages put their blocks in.
 */
import { encodeBlockJson, escapeHtml } from '../server/htmlText.mjs';

/**
 * @typedef {object} Slide one image of a gallery
 * @property {string} id the slide's id (24 hex digits on the platform)
 * @property {string} url the slide's url slug
 * @property {string} title
 * @property {string} description HTML
 * @property {string} image the image's address
 * @property {string} dimensions `WxH`
 * @property {string} focalPoint `x,y`
 * @property {string} [clickThroughUrl]
 *
 * @typedef {object} Product one product of the store page
 * @property {{ id: string, title: string, productType: string, variants: ProductVariant[] }} product
 *   what `data-product-json` holds (prices in cents)
 * @property {string} image @property {string} dimensions `WxH`
 * @property {string} [note] a line of text under the price
 *
 * @typedef {{ sku: string, price: number, salePrice: number, onSale: boolean }} ProductVariant
 */

/**
 * The wrapper a published page puts blocks in, at `indent` (the content at its own indentation).
 * @param {string} content @param {string} [indent]
 */
export function pageSection(content, indent = '    ') {
  return `${indent}<section class="page-section">\n${indent}  <div class="content-wrapper">\n${content}\n${indent}  </div>\n${indent}</section>`;
}

/** @param {Slide} slide */
function slideMarkup(slide) {
  const title = escapeHtml(slide.title);
  const image = escapeHtml(slide.image);
  return `      <div class="slide" data-type="image" data-slide-id="${escapeHtml(slide.id)}" data-slide-url="${escapeHtml(slide.url)}"
           data-title="${title}" data-description="${escapeHtml(slide.description)}" data-click-through-url="${escapeHtml(slide.clickThroughUrl ?? '')}">
        <noscript><img src="${image}" alt="${title}"></noscript>
        <img class="thumb-image" data-src="${image}" data-image="${image}"
             data-image-dimensions="${escapeHtml(slide.dimensions)}" data-image-focal-point="${escapeHtml(slide.focalPoint)}" data-load="false" alt="${title}">
      </div>`;
}

/**
 * A gallery block: its settings in `data-block-json`, the design and thumbnails per row (4 unless
 * the settings say otherwise) as container classes, one `.slide` per slide with its `<noscript>` image.
 * @param {string} id the block id without `block-`, e.g. `gallery-002`
 * @param {Record<string, unknown>} settings the block JSON; `design` is required
 * @param {readonly Slide[]} slides
 */
export function galleryBlock(id, settings, slides) {
  const design = settings.design;
  if (typeof design !== 'string' || !/^[a-z-]+$/.test(design)) throw new Error(`gallery block ${id}: settings need a design (grid, slideshow, …), not ${JSON.stringify(design)}`);
  const perRow = Number(settings['thumbnails-per-row'] ?? 4);
  return `<div class="sqs-block gallery-block sqs-block-gallery" id="block-${escapeHtml(id)}" data-block-type="8" data-sqsp-block="gallery"
     data-block-json="${encodeBlockJson(settings)}">
  <div class="sqs-block-content">
    <div class="sqs-gallery-container sqs-gallery-block-${design} sqs-gallery-thumbnails-per-row-${perRow}">
      <div class="sqs-gallery">
${slides.map(slideMarkup).join('\n')}
      </div>
    </div>
  </div>
</div>`;
}

/**
 * @typedef {object} ImageBlockText what an image block shows beside its image
 * @property {string} [title] @property {string} [text]
 * @property {{ label: string, href: string }} [button]
 */

/**
 * An image block with a layout (block variant 1012 inline … 1017 stack): the variant id in
 * `data-block-json`, the image as a shared slide's (with its `<noscript>` fallback), and its title,
 * text and button in the markup (`.image-title`, `.image-subtitle`, `.image-button a`), which the
 * server renders for visitors without JavaScript.
 * @param {string} id the block id without `block-` @param {number} variantId 1012 to 1017
 * @param {Slide} slide @param {ImageBlockText} parts
 */
export function imageBlock(id, variantId, slide, parts) {
  if (!Number.isInteger(variantId) || variantId < 1012 || variantId > 1017) throw new Error(`image block ${id}: variantId must be 1012 to 1017, not ${JSON.stringify(variantId)}`);
  const image = escapeHtml(slide.image);
  const alt = escapeHtml(slide.title);
  const lines = [
    parts.title ? `      <h3 class="image-title">${escapeHtml(parts.title)}</h3>` : '',
    parts.text ? `      <p class="image-subtitle">${escapeHtml(parts.text)}</p>` : '',
    parts.button ? `      <div class="image-button"><a href="${escapeHtml(parts.button.href)}">${escapeHtml(parts.button.label)}</a></div>` : '',
  ].filter(Boolean);
  return `<div class="sqs-block image-block sqs-block-image" id="block-${escapeHtml(id)}" data-block-type="5" data-sqsp-block="image"
     data-block-json="${encodeBlockJson({ blockVariantId: variantId })}">
  <div class="sqs-block-content">
    <noscript><img src="${image}" alt="${alt}"></noscript>
    <img data-src="${image}" data-image="${image}" data-image-dimensions="${escapeHtml(slide.dimensions)}"
         data-image-focal-point="${escapeHtml(slide.focalPoint)}" data-load="false" alt="${alt}">
    <div class="image-card">
${lines.join('\n')}
    </div>
  </div>
</div>`;
}

/**
 * What a price looks like before the runtime mounts: the first variant's price, or its sale price
 * with the original struck through.
 * @param {readonly ProductVariant[]} variants @param {string} currency ISO 4217, e.g. USD
 */
export function serverPrice(variants, currency) {
  const first = variants[0];
  if (!first) throw new Error('a product needs at least one variant');
  const money = (/** @type {number} */ cents) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  return first.onSale
    ? `<span class="sale-price">${money(first.salePrice)}</span> <del class="original-price">${money(first.price)}</del>`
    : `<span class="product-price-value">${money(first.price)}</span>`;
}

/**
 * The `width` and `height` attributes of `WxH` dimensions (the browser reserves the image's box from
 * them before it loads); nothing when the dimensions cannot be read.
 * @param {string} dimensions
 */
export function sizeAttributes(dimensions) {
  const size = /^(\d+)x(\d+)$/.exec(dimensions.trim());
  return size ? ` width="${size[1]}" height="${size[2]}"` : '';
}

/**
 * One store product: `article.ProductList-item[data-product-json]` with its image, title,
 * server-rendered price, optional note and add-to-cart button.
 * @param {Product} entry @param {string} currency
 */
export function productArticle(entry, currency) {
  const { product } = entry;
  const id = escapeHtml(product.id);
  const title = escapeHtml(product.title);
  const image = escapeHtml(entry.image);
  const note = entry.note === undefined ? '' : `\n            <p>${escapeHtml(entry.note)}</p>`;
  return `          <article class="ProductList-item" id="product-${id}" data-item-id="${id}" data-product-json="${encodeBlockJson(product)}">
            <a class="ProductList-item-link" href="/store/${id}">
              <noscript><img src="${image}" alt="${title}"></noscript>
              <img class="ProductList-image" src="${image}" data-src="${image}" data-image-dimensions="${escapeHtml(entry.dimensions)}" data-image-focal-point="0.5,0.5"${sizeAttributes(entry.dimensions)} loading="lazy" alt="${title}">
              <h3 class="ProductList-title">${title}</h3>
            </a>
            <div class="product-price" data-product-price>${serverPrice(product.variants, currency)}</div>${note}
            <button type="button" class="sqs-add-to-cart-button" data-product-id="${id}">Add To Cart</button>
          </article>`;
}

/**
 * An events page's list root (`section.eventlist`): the events as `data-events-json`, the view the page
 * asks for, the site's time zone, and the server's plain list (soonest first) for visitors without JavaScript.
 * @param {'list' | 'calendar'} view @param {Record<string, unknown>[]} events
 */
export function eventsSection(view, events) {
  const sorted = [...events].sort((a, b) => String(a.startDate).localeCompare(String(b.startDate)));
  const items = sorted
    .map((e) => {
      const place = typeof e.location === 'string' ? ` — ${escapeHtml(e.location)}` : '';
      const start = String(e.startDate);
      return `            <li class="eventlist-event"><a href="${escapeHtml(String(e.url))}">${escapeHtml(String(e.title))}</a> — <time datetime="${escapeHtml(start)}">${escapeHtml(start.slice(0, 10))}</time>${place}</li>`;
    })
    .join('\n');
  return `        <section class="eventlist" id="events-${view}" data-events-view="${view}" data-time-zone="UTC" data-events-json="${encodeBlockJson(events)}">
          <ul class="eventlist-server">
${items}
          </ul>
        </section>`;
}
