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
 * @property {string} [html] a video's embed markup: the slide is then a video (`data-type="video"`, the embed in
 *   `data-html`, the image its poster)
 *
 * @typedef {object} Product one product of the store page
 * @property {{ id: string, title: string, productType: string, variants: ProductVariant[] }} product
 *   what `data-product-json` holds (prices in cents)
 * @property {string} image @property {string} dimensions `WxH`
 * @property {string} [note] a line of text under the price
 *
 * @typedef {{ sku: string, price: number, salePrice: number, onSale: boolean, optionValues?: { optionName?: string, value: string }[] }} ProductVariant
 */

/**
 * A 7.1 page section (the platform's wrapper and a classic grid) around `content`, at `indent`;
 * its id stable for the content it holds.
 * @param {string} content @param {string} [indent]
 */
export function pageSection(content, indent = '    ') {
  return classicSection(content, { id: stableId(content), indent });
}

/** A slide's `data-type`: `video` when it carries an embed, else `image`. @param {Slide} slide */
const slideType = (slide) => (slide.html === undefined ? 'image' : 'video');

/** A video slide's ` data-html` (its embed, entity-encoded); nothing for an image. @param {Slide} slide */
const slideEmbed = (slide) => (slide.html === undefined ? '' : ` data-html="${escapeHtml(slide.html)}"`);

/** The `data-image-*` attributes and the lazy image of a slide (a video's poster), as 7.0 gallery blocks render them. @param {Slide} slide @param {string} [extra] */
function slideImage(slide, extra = '') {
  const image = escapeHtml(slide.image);
  const alt = escapeHtml(slide.title);
  return `<noscript><img src="${image}" alt="${alt}" /></noscript><img class="thumb-image"${extra} data-src="${image}" data-image="${image}" data-image-dimensions="${escapeHtml(slide.dimensions)}" data-image-focal-point="${escapeHtml(slide.focalPoint)}" alt="${alt}" data-load="false" data-type="${slideType(slide)}" />`;
}

/** The title and description a 7.0 slide carries for its lightbox and meta. @param {Slide} slide */
const slideText = (slide) => `data-title="${escapeHtml(slide.title)}" data-description="${escapeHtml(slide.description)}"`;

/**
 * A slideshow slide: `div.slide.content-fill[data-type][data-click-through-url]` (a video's embed
 * in its `data-html`), the image and its noscript twin, the colour overlay. @param {Slide} slide
 */
function slideshowSlide(slide) {
  return `        <div class="slide content-fill" data-type="${slideType(slide)}" data-click-through-url="${escapeHtml(slide.clickThroughUrl ?? '')}" ${slideText(slide)}${slideEmbed(slide)}>
          ${slideImage(slide)}
          <div class="color-overlay"></div>
        </div>`;
}

/**
 * A slide of the other designs: `div.slide > div.margin-wrapper > a.image-slide-anchor` around the
 * image (the anchor's `href` its click-through link, its `data-title` / `data-description` the
 * lightbox's; a video's embed in the slide's `data-html`). @param {Slide} slide
 */
function thumbnailSlide(slide) {
  const href = slide.clickThroughUrl ? ` href="${escapeHtml(slide.clickThroughUrl)}"` : '';
  return `        <div class="slide" data-type="${slideType(slide)}"${slideEmbed(slide)}>
          <div class="margin-wrapper">
            <a${href} ${slideText(slide)}
               class="image-slide-anchor content-fit">
              ${slideImage(slide)}
            </a>
          </div>
        </div>`;
}

/** The server's previous / next links of a 7.0 slideshow (role=button anchors, no text). */
const SLIDESHOW_CONTROLS = `    <div class="sqs-gallery-meta-container">
      <div class="sqs-gallery-controls">
        <a tabindex="0" role="button" class="previous" aria-label="Previous Slide"></a>
        <a tabindex="0" role="button" class="next" aria-label="Next Slide"></a>
      </div>
    </div>`;

/**
 * A gallery block as 7.0 renders it (also inside 7.1 pages): its settings entity-encoded in
 * `data-block-json`, the design, aspect ratio and thumbnails per row (4 unless the settings say
 * otherwise) as container classes split over lines, one `.slide` per slide with the lazy image and
 * its `<noscript>` twin; a slideshow adds the server's previous / next controls, a grid its
 * `design-grid-css` style keyed on the block.
 * @param {string} id the block id without `block-`, e.g. `gallery-002`
 * @param {Record<string, unknown>} settings the block JSON; `design` is required
 * @param {readonly Slide[]} slides
 */
export function galleryBlock(id, settings, slides) {
  const design = settings.design;
  if (typeof design !== 'string' || !/^[a-z-]+$/.test(design))
    throw new Error(`gallery block ${id}: settings need a design (grid, slideshow, …), not ${JSON.stringify(design)}`);
  const perRow = Number(settings['thumbnails-per-row'] ?? 4);
  const slideshow = design === 'slideshow';
  const ratio =
    typeof settings['aspect-ratio'] === 'string' && /^[a-z-]+$/.test(settings['aspect-ratio']) ? `sqs-gallery-aspect-ratio-${settings['aspect-ratio']}` : '';
  const classes = [
    'sqs-gallery-container',
    `sqs-gallery-block-${design}`,
    ratio,
    `sqs-gallery-thumbnails-per-row-${perRow}`,
    slideshow ? 'sqs-gallery-has-controls' : '',
    'sqs-gallery-block-show-meta',
    'block-animation-none',
    'clear',
  ].filter(Boolean);
  const padding = Number(settings.padding ?? 20);
  const gridCss =
    design === 'grid'
      ? `
    <style type="text/css" id="design-grid-css">
#block-${escapeHtml(id)} .sqs-gallery-block-grid .sqs-gallery-design-grid { margin-right: -${padding}px; }
#block-${escapeHtml(id)} .sqs-gallery-block-grid .sqs-gallery-design-grid-slide .margin-wrapper { margin-right: ${padding}px; margin-bottom: ${padding}px; }
    </style>`
      : '';
  return `<div class="sqs-block gallery-block sqs-block-gallery" id="block-${escapeHtml(id)}" data-block-type="8" data-sqsp-block="gallery"
     data-block-json="${encodeBlockJson(settings)}">
  <div class="sqs-block-content">
    <div class="
      ${classes.join('\n      ')}"
    >
      <div class="sqs-gallery">
${slides.map(slideshow ? slideshowSlide : thumbnailSlide).join('\n')}
      </div>
${slideshow ? `${SLIDESHOW_CONTROLS}\n` : ''}    </div>${gridCss}
  </div>
</div>`;
}

/**
 * @typedef {object} ImageBlockText what an image block shows beside its image
 * @property {string} [title] @property {string} [text]
 * @property {{ label: string, href: string }} [button]
 */

/** The image block's layouts by block variant id (spec: 1012 to 1017), as their `design-layout-<name>` classes name them. */
const IMAGE_LAYOUTS = /** @type {const} */ (['inline', 'poster', 'card', 'overlap', 'collage', 'stack']);

/**
 * An image block with a layout as 7.1 publishes it ("image block v2"): no JSON; the layout as the
 * class `design-layout-<name>` of `figure.image-block-outer-wrapper`, the image with `src`, `srcset`
 * and lazy loading, and its title, text and button in `figcaption.image-card-wrapper`
 * (`.image-title`, `.image-subtitle`, `.image-button a`), which the server renders for every visitor.
 * @param {string} id the block id without `block-` @param {number} variantId 1012 to 1017
 * @param {Slide} slide @param {ImageBlockText} parts
 */
export function imageBlock(id, variantId, slide, parts) {
  if (!Number.isInteger(variantId) || variantId < 1012 || variantId > 1017)
    throw new Error(`image block ${id}: variantId must be 1012 to 1017, not ${JSON.stringify(variantId)}`);
  const layout = IMAGE_LAYOUTS[variantId - 1012];
  const image = escapeHtml(slide.image);
  const srcset = [300, 500, 750, 1000, 1500].map((w) => `${image}?format=${w}w ${w}w`).join(', ');
  const title = parts.title
    ? `<div class="image-title-wrapper"><div class="image-title sqs-dynamic-text"><h3 style="white-space:pre-wrap;">${escapeHtml(parts.title)}</h3></div></div>`
    : '';
  const text = parts.text
    ? `<div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"><p style="white-space:pre-wrap;">${escapeHtml(parts.text)}</p></div></div>`
    : '';
  const button = parts.button
    ? `<div class="image-button-wrapper"><div class="image-button sqs-dynamic-text"><div class="image-button-inner"><a href="${escapeHtml(parts.button.href)}" class="sqs-button-element--primary">${escapeHtml(parts.button.label)}</a></div></div></div>`
    : '';
  return `<div class="sqs-block image-block sqs-block-image" id="block-${escapeHtml(id)}" data-block-type="5" data-sqsp-block="image">
  <div class="sqs-block-content">
    <figure class="sqs-block-image-figure image-block-outer-wrapper image-block-v2 design-layout-${layout} combination-animation-none individual-animation-none individual-text-animation-none image-position-left" data-scrolled data-test="image-block-v2-outer-wrapper">
      <div class="intrinsic">
        <div class="image-inset" data-animation-role="image" data-description="">
          <div class="sqs-image-shape-container-element content-fit" style="position: relative; overflow: hidden;">
            <img data-stretch="false" data-src="${image}" data-image="${image}" data-image-dimensions="${escapeHtml(slide.dimensions)}" data-image-focal-point="${escapeHtml(slide.focalPoint)}" alt="${escapeHtml(slide.title)}" data-load="false" src="${image}"${sizeAttributes(slide.dimensions)} sizes="(max-width: 767px) 100vw, 50vw" style="display:block;object-fit: cover;" srcset="${srcset}" loading="lazy" decoding="async" data-loader="sqs">
            <div class="image-overlay"></div>
          </div>
        </div>
      </div>
      <figcaption class="image-card-wrapper" data-width-ratio>
        <div class="image-card sqs-dynamic-text-container">
          ${[title, text, button].filter(Boolean).join('\n          ')}
        </div>
      </figcaption>
    </figure>
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

/** How the platform's events list writes a day, a time and a date tag (the dev site's zone is UTC). */
const eventWords = {
  day: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
  time: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }),
  month: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short' }),
};

/**
 * One event as the platform's events list publishes it: an `article.eventlist-event` with its date tag (month
 * and day), the title linking to the event, the meta list (the day, the start and end times, each a `time`
 * whose `datetime` is the day, and the address) and the excerpt.
 * @param {Record<string, unknown>} e
 */
function eventArticle(e) {
  const start = new Date(String(e.startDate));
  const end = typeof e.endDate === 'string' ? new Date(e.endDate) : null;
  const day = start.toISOString().slice(0, 10);
  const at = (/** @type {Date} */ moment, /** @type {string} */ name) =>
    `<time class="event-time-localized-${name}" datetime="${moment.toISOString().slice(0, 10)}">${eventWords.time.format(moment)}</time>`;
  const times =
    e.allDay === true || !end ? '' : `\n                <li class="eventlist-meta-item eventlist-meta-time">${at(start, 'start')} – ${at(end, 'end')}</li>`;
  const place = typeof e.location === 'string' ? `\n                <li class="eventlist-meta-item eventlist-meta-address">${escapeHtml(e.location)}</li>` : '';
  const excerpt = typeof e.excerpt === 'string' ? `\n              <div class="eventlist-excerpt"><p>${escapeHtml(e.excerpt)}</p></div>` : '';
  return `            <article class="eventlist-event">
              <div class="eventlist-datetag"><div class="eventlist-datetag-startdate--month">${eventWords.month.format(start)}</div><div class="eventlist-datetag-startdate--day">${start.getUTCDate()}</div></div>
              <h1 class="eventlist-title"><a href="${escapeHtml(String(e.url))}" class="eventlist-title-link">${escapeHtml(String(e.title))}</a></h1>
              <ul class="eventlist-meta">
                <li class="eventlist-meta-item eventlist-meta-date"><time class="event-date" datetime="${day}">${eventWords.day.format(start)}</time></li>${times}${place}
              </ul>${excerpt}
            </article>`;
}

/**
 * The calendar's box, before the list on a calendar page: the platform renders its calendar in the page's script
 * and sends an empty box for it; the stand-in in it (`data-runtime-placeholder`, no words) has the month's height
 * from the site's stylesheet, so the calendar view swaps into it and the list under it does not move.
 */
const CALENDAR_BOX = `          <div class="eventlist-calendar"><div class="eventlist-calendar-stand-in" data-runtime-placeholder></div></div>`;

/**
 * An events page's list root (`section.eventlist`): the events as `data-events-json`, the view the page
 * asks for, the site's time zone, and the list as the platform publishes it (soonest first): an article per
 * event, which the list view stands in for in no more height; the calendar view's box first.
 * @param {'list' | 'calendar'} view @param {Record<string, unknown>[]} events
 */
export function eventsSection(view, events) {
  const sorted = [...events].sort((a, b) => String(a.startDate).localeCompare(String(b.startDate)));
  const calendar = view === 'calendar' ? `${CALENDAR_BOX}\n` : '';
  return `        <section class="eventlist" id="events-${view}" data-events-view="${view}" data-time-zone="UTC" data-events-json="${encodeBlockJson(events)}">
${calendar}${sorted.map(eventArticle).join('\n')}
        </section>`;
}
