/**
 * PhotoSwipe's lightbox over the same 250 thumbnails, laid out as our grid lays them out
 * (COLUMNS per row, GAP apart). Its core is bundled with the page, not fetched on the
 * click, which is PhotoSwipe at its fastest.
 */
import PhotoSwipe from 'photoswipe';
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import 'photoswipe/style.css';
import { benchHost, CELL_ASPECT, COLUMNS, GAP, SLIDES, slideImage } from './benchGallery';

/** Lays out the thumbnails and sets PhotoSwipe's lightbox on them for the bench to open. */
export function start(): void {
  const host = benchHost();
  host.style.cssText += `;display:grid;grid-template-columns:repeat(${COLUMNS},1fr);gap:${GAP}px`;
  for (const slide of SLIDES) {
    const link = document.createElement('a');
    link.href = slide.src ?? '';
    link.dataset.pswpWidth = String(slide.dimensions?.width ?? 0);
    link.dataset.pswpHeight = String(slide.dimensions?.height ?? 0);
    link.style.cssText = `display:block;aspect-ratio:${CELL_ASPECT}`;
    link.append(slideImage(slide));
    host.append(link);
  }
  new PhotoSwipeLightbox({ gallery: host, children: 'a', pswpModule: PhotoSwipe }).init();
}
