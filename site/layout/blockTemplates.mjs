/**
 * Block markup generated from data, in the platform's published form (see the runtime
 * adapter's README): gallery blocks from a list of slides, store products from a list of
 * products, and the section wrapper pages put their blocks in.
 */
import { encodeBlockJson, escapeHtml } from '../server/htmlText.mjs';
import { classicSection, stableId } from './pageSections.mjs';

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
 * A 7.1 page section (the platform's wrapper and a classic grid) around `content`, at `indent`;
 * its id stable for the content it holds.
 * @param {string} content @param {string} [indent]
 */
export function pageSection(content, indent = '    ') {
  return classicSection(content, { id: stableId(content), indent });
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

/** An amount as a 7.0 product list shows it: `span.sqs-money-native` holding the bare decimal. @param {number} cents */
const moneyNative = (cents) => `<span class="sqs-money-native">${(cents / 100).toFixed(2)}</span>`;

/**
 * A product's price as a 7.0 product list renders it (no product JSON in the page): one amount;
 * a sale as the sale amount and the original in `.original-price`; "from" the lowest when the
 * variants' prices differ (a gift card: its first amount).
 * @param {Product['product'] & { priceCents?: number, salePriceCents?: number, onSale?: boolean }} product
 */
export function listItemPrice(product) {
  if (product.productType === 'DIGITAL') {
    const price = product.priceCents ?? product.variants[0]?.price ?? 0;
    return product.onSale ? `${moneyNative(product.salePriceCents ?? 0)} <span class="original-price">${moneyNative(price)}</span>` : moneyNative(price);
  }
  const [first] = product.variants;
  if (!first) throw new Error(`product ${product.id}: a product needs at least one variant`);
  if (product.productType === 'GIFT_CARD') return moneyNative(first.price);
  const paid = product.variants.map((v) => (v.onSale ? v.salePrice : v.price));
  const lowest = Math.min(...paid);
  if (paid.some((p) => p !== lowest)) return `from ${moneyNative(lowest)}`;
  const allOnSaleAlike = product.variants.every((v) => v.onSale && v.price === first.price);
  return allOnSaleAlike ? `${moneyNative(first.salePrice)} <span class="original-price">${moneyNative(first.price)}</span>` : moneyNative(lowest);
}

/**
 * One store product as a 7.0 products page lists it: `div.ProductList-item[data-item-id]` (no
 * product JSON) with the card's link, its image in `figure.ProductList-outerImageWrapper`, and its
 * title and price (`listItemPrice`) in `.ProductList-overlay`; `on-sale` as a class. The image
 * keeps a `src` beside its `data-src` (on the platform its image loader fills it in).
 * @param {Product} entry @param {number} index from 1
 */
export function productArticle(entry, index = 1) {
  const { product } = entry;
  const id = escapeHtml(product.id);
  const title = escapeHtml(product.title);
  const image = escapeHtml(entry.image);
  const onSale = product.productType === 'DIGITAL' ? Boolean(/** @type {{ onSale?: boolean }} */ (product).onSale) : product.variants.some((v) => v.onSale);
  const note = entry.note === undefined ? '' : `\n            <p class="ProductList-note">${escapeHtml(entry.note)}</p>`;
  return `          <div class="ProductList-item hentry post-type-store-item article-index-${index}${onSale ? ' on-sale' : ''} clear" id="product-${id}" data-item-id="${id}">
            <a href="/store/${id}" class="ProductList-item-link" aria-label="${title}"></a>
            <figure class="ProductList-outerImageWrapper">
              <div class="ProductList-innerImageWrapper sqs-pinterest-image">
                <img src="${image}" data-src="${image}" data-image="${image}" data-image-dimensions="${escapeHtml(entry.dimensions)}" data-image-focal-point="0.5,0.5"${sizeAttributes(entry.dimensions)} alt="${title}" data-load="false" class="ProductList-image ProductList-image--primary"/>
              </div>
            </figure>
            <section class="ProductList-overlay">
              <div class="ProductList-meta">
                <h1 class="ProductList-title">${title}</h1>
                <div class="product-price">
${listItemPrice(product)}
                </div>
              </div>
            </section>${note}
          </div>`;
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
