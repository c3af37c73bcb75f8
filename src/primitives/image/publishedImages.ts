/**
 * Published images wait for the platform's image loader: an `img` with `data-src` (or
 * `data-image`) and no `src`. These give such an image the source it names, keeping its box:
 * where a view shows the server's own markup (a summary's items, a list section's slides) its
 * `data-image-dimensions` become width and height; on the page at large, whose own styles size
 * the image, they become an aspect ratio (a height attribute would fight a width the page sets).
 */

/** How a waiting image keeps its box once it has a source. */
export type ReserveBox = 'attributes' | 'aspectRatio';

/** Gives one waiting image its source; false when it has one already or names none. */
export function showPublishedImage(img: HTMLImageElement, reserve: ReserveBox = 'attributes'): boolean {
  if (img.getAttribute('src')) return false;
  const src = img.getAttribute('data-src') ?? img.getAttribute('data-image');
  if (!src) return false;
  const size = /^(\d+)x(\d+)$/.exec(img.getAttribute('data-image-dimensions') ?? '');
  if (size && reserve === 'attributes' && !img.hasAttribute('width')) {
    img.setAttribute('width', size[1]!);
    img.setAttribute('height', size[2]!);
  }
  if (size && reserve === 'aspectRatio' && Number(size[1]) > 0 && Number(size[2]) > 0) img.style.aspectRatio = `${size[1]} / ${size[2]}`;
  img.setAttribute('src', src);
  return true;
}

/** Every waiting image inside `container`, its dimensions as width and height. */
export function showPublishedImages(container: ParentNode): void {
  for (const img of Array.from(container.querySelectorAll('img'))) showPublishedImage(img);
}
