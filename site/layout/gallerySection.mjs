/**
 * A 7.1 gallery section as the platform publishes it: a page section (not a block) holding
 * `div.gallery-grid|gallery-masonry|gallery-reel[data-controller]` with its settings twice (the
 * single-quoted raw JSON `data-props` and the flat `data-*` duplicates), one
 * `figure.gallery-<layout>-item` per slide (image with `src`, `srcset` and lazy loading; a caption
 * when captions are shown; the click-through link around the image), and, for a reel, the server's
 * previous / next buttons and its lightbox copy of every item.
 */
import { escapeHtml } from '../server/htmlText.mjs';
import { sizeAttributes } from './blockTemplates.mjs';

/** @typedef {import('./blockTemplates.mjs').Slide} Slide */

/**
 * @typedef {object} GallerySectionOptions
 * @property {string} id the section id (24 hex digits on the platform)
 * @property {'grid' | 'masonry' | 'reel'} layout
 * @property {number} [columns] grid and masonry: columns (default 3)
 * @property {number} [gutter] grid and masonry: px between items (default 20)
 * @property {string} [aspectRatio] grid: `square`, `three-two`, `four-three`, … (default `square`)
 * @property {boolean} [lightbox] the lightbox (default false)
 * @property {boolean} [captions] each item's title shown as its caption (default false)
 * @property {number} [viewportHeight] reel: its height in vh (default 70)
 * @property {string} [theme] the section theme (default none)
 */

const CONTROLLERS = { grid: 'GalleryGrid', masonry: 'GalleryMasonry', reel: 'GalleryReel' };

/** The `srcset` of a platform image at its usual widths. @param {string} image */
const srcsetOf = (image) => [100, 300, 500, 750, 1000, 1500, 2500].map((w) => `${image}?format=${w}w ${w}w`).join(', ');

/** @param {Slide} slide @param {string} timing */
function itemImage(slide, timing) {
  const image = escapeHtml(slide.image);
  const [fx = '0.5', fy = '0.5'] = slide.focalPoint.split(',');
  const position = `${Math.round(Number(fx) * 100)}% ${Math.round(Number(fy) * 100)}%`;
  return `<img data-src="${image}" data-image="${image}" data-image-dimensions="${escapeHtml(slide.dimensions)}" data-image-focal-point="${escapeHtml(slide.focalPoint)}" alt="${escapeHtml(slide.title)}" data-load="false" elementtiming="${timing}" src="${image}"${sizeAttributes(slide.dimensions)} sizes="(max-width:768px) 50vw, 33vw" style="display:block;object-position:${position};object-fit:cover;width:100%;height:100%" srcset="${srcsetOf(image)}" loading="lazy" decoding="async" data-loader="sqs">`;
}

/** @param {Slide} slide @param {'grid' | 'masonry' | 'reel'} layout @param {boolean} captions */
function item(slide, layout, captions) {
  const image = itemImage(slide, `nbf-gallery-${layout}-item`);
  const linked = slide.clickThroughUrl ? `<a href="${escapeHtml(slide.clickThroughUrl)}" class="gallery-${layout}-image-link">${image}</a>` : image;
  const caption = captions
    ? `\n        <figcaption class="gallery-caption gallery-caption-${layout}"><div class="gallery-caption-wrapper"><p class="gallery-caption-content">${escapeHtml(slide.title)}</p></div></figcaption>`
    : '';
  const slideUrl = layout === 'reel' ? ` data-test="gallery-reel-item" data-slide-url="${escapeHtml(slide.url)}"` : '';
  return `      <figure class="gallery-${layout}-item"${slideUrl}>
        <div class="gallery-${layout}-item-wrapper" data-animation-role="image">
          ${linked}
        </div>${caption}
      </figure>`;
}

/** The server's lightbox copy of a reel's items (hidden by the platform's stylesheet until opened). @param {readonly Slide[]} slides @param {boolean} lightbox */
function lightboxCopy(slides, lightbox) {
  const items = slides
    .map(
      (slide) => `          <figure class="gallery-lightbox-item" data-slide-url="${escapeHtml(slide.url)}" data-test="gallery-lightbox-item">
            <div class="gallery-lightbox-item-wrapper"><div class="gallery-lightbox-item-src"><div class="gallery-lightbox-item-img content-fit">${itemImage(slide, 'nbf-gallery-lightbox-item')}</div></div></div>
          </figure>`,
    )
    .join('\n');
  return `    <div class="gallery-lightbox-outer-wrapper" data-lightbox="${lightbox}" data-controller="Lightbox">
      <div role="dialog" aria-label="Gallery" class="gallery-lightbox" data-section-theme="">
        <div class="gallery-lightbox-background"></div>
        <div class="gallery-lightbox-header"><button class="gallery-lightbox-close-btn" aria-label="Close" data-close data-test="gallery-lightbox-close"></button></div>
        <div class="gallery-lightbox-wrapper">
          <div class="gallery-lightbox-list">
${items}
          </div>
          <div class="gallery-lightbox-controls" data-test="gallery-lightbox-controls">
            <div class="gallery-lightbox-control" data-previous><button class="gallery-lightbox-control-btn" aria-label="Previous Slide"></button></div>
            <div class="gallery-lightbox-control" data-next><button class="gallery-lightbox-control-btn" aria-label="Next Slide"></button></div>
          </div>
        </div>
      </div>
    </div>`;
}

/**
 * The gallery section's markup.
 * @param {GallerySectionOptions} options @param {readonly Slide[]} slides
 */
export function gallerySection(options, slides) {
  const { id, layout, columns = 3, gutter = 20, aspectRatio = 'square', lightbox = false, captions = false, viewportHeight = 70, theme = '' } = options;
  const controller = CONTROLLERS[layout];
  if (!controller) throw new Error(`gallery section ${id}: layout must be grid, masonry or reel, not ${JSON.stringify(layout)}`);
  if (!/^[0-9a-f]{24}$/.test(id)) throw new Error(`gallery section ${id}: its id must be 24 hex digits`);
  /** @type {Record<string, unknown>} */
  const props =
    layout === 'reel'
      ? { isCropping: false, controlsLocation: 'overflow-side', viewportHeight, width: 'full-bleed' }
      : {
          ...(layout === 'grid' ? { aspectRatio } : {}),
          scrollAnimation: 'site-default',
          gutter,
          numColumns: columns,
          width: 'full',
          lightboxEnabled: lightbox,
        };
  const flat =
    layout === 'reel'
      ? `data-controls-location="overflow-side" data-width="full-bleed"`
      : `data-lightbox="${lightbox ? 'true' : ''}" data-width="full"${layout === 'grid' ? ` data-aspect-ratio="${escapeHtml(aspectRatio)}"` : ''} data-columns="${columns}" data-gutter="${gutter}"`;
  const list = slides.map((slide) => item(slide, layout, captions)).join('\n');
  const body =
    layout === 'reel'
      ? `    <div class="gallery-reel-wrapper">
      <div class="gallery-reel-list">
${list}
      </div>
      <div class="gallery-reel-controls">
        <div class="gallery-reel-control"><button class="gallery-reel-control-btn" data-test="gallery-reel-control-btn-previous" data-previous aria-label="Previous Slide"></button></div>
        <div class="gallery-reel-control"><button class="gallery-reel-control-btn" data-test="gallery-reel-control-btn-next" data-next aria-label="Next Slide"></button></div>
      </div>
    </div>
${lightboxCopy(slides, lightbox)}`
      : `    <div class="gallery-${layout}-wrapper">
${list}
    </div>`;
  const dataProps = JSON.stringify(props, null, 1).replace(/'/g, '&#39;');
  return `<section data-test="page-section" data-section-theme="${escapeHtml(theme)}" class="page-section gallery-section full-bleed-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle ${escapeHtml(theme)}"
  data-section-id="${id}" data-controller="SectionWrapperController" data-animation="none">
  <div class="section-border"><div class="section-background"></div></div>
  <div class="content-wrapper">
    <div class="content">
      <div class="gallery gallery-section-wrapper" style="min-height: 100px;">
<div class="gallery-${layout}${layout === 'grid' ? ' gallery-grid--layout-grid' : ''}" data-controller="${controller}" data-section-id="${id}" data-animation="site-default" ${flat}
  data-props='${dataProps}'${layout === 'reel' ? ` style="height: ${viewportHeight}vh;"` : ''}
  data-show-captions="${captions}" data-test="gallery-${layout === 'reel' ? 'slideshow-reel' : layout === 'grid' ? 'grid-simple' : 'grid-masonry'}">
${body}
</div>
      </div>
    </div>
  </div>
</section>`;
}
