/**
 * A 7.1 gallery section's grid in the platform's published shape for the adapter's tests: the section wrapper,
 * `div.gallery-grid` with its `data-props` (square cells, gutter 8, two columns, no lightbox) and captions on, and a
 * `figure.gallery-grid-item` per item (its image in a click-through link when it has one). With it, the box every
 * element measures: happy-dom lays nothing out, and the positioned designs lay slides out at the measured width.
 */
import { vi } from 'vitest';

export interface PublishedGridItem {
  src: string;
  /** `data-image-dimensions`, "WxH". */
  dimensions: string;
  alt: string;
  /** The click-through link's href, as published (untrimmed). */
  href?: string;
  caption?: string;
}

function figure({ src, dimensions, alt, href, caption }: PublishedGridItem): string {
  const img = `<img data-src="${src}" src="${src}" data-image-dimensions="${dimensions}" alt="${alt}">`;
  const media = href === undefined ? img : `<a href="${href}" class="gallery-grid-image-link">${img}</a>`;
  const figcaption = caption === undefined ? '' : `<figcaption class="gallery-caption"><p class="gallery-caption-content">${caption}</p></figcaption>`;
  return `<figure class="gallery-grid-item"><div class="gallery-grid-item-wrapper">${media}</div>${figcaption}</figure>`;
}

export function publishedGalleryGrid(items: readonly PublishedGridItem[]): string {
  return `
      <section data-test="page-section" data-section-id="sec-a" class="page-section gallery-section">
        <div class="gallery-grid" data-controller="GalleryGrid" data-section-id="sec-a" data-columns="2" data-lightbox=""
          data-props='{"aspectRatio": "square", "gutter": 8, "numColumns": 2, "lightboxEnabled": false}' data-show-captions="true">
          <div class="gallery-grid-wrapper">${items.map(figure).join('\n')}</div>
        </div>
      </section>`;
}

/** Every element measures 600 × 400 until the spy is restored (`vi.restoreAllMocks()` or the returned spy). */
export function measureElementsAt600x400() {
  return vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ x: 0, y: 0, top: 0, left: 0, right: 600, bottom: 400, width: 600, height: 400, toJSON: () => ({}) });
}
