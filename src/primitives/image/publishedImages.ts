/**
 * Published images wait for the platform's image loader: an `img` with `data-src` (or
 * `data-image`) and no `src`. Where a view shows the server's own markup (a summary's items,
 * a list section's slides), this gives each such image the source it names, and its
 * `data-image-dimensions` as width and height so its box is reserved.
 */
export function showPublishedImages(container: ParentNode): void {
  for (const img of Array.from(container.querySelectorAll('img'))) {
    if (img.getAttribute('src')) continue;
    const src = img.getAttribute('data-src') ?? img.getAttribute('data-image');
    if (!src) continue;
    const size = /^(\d+)x(\d+)$/.exec(img.getAttribute('data-image-dimensions') ?? '');
    if (size && !img.hasAttribute('width')) {
      img.setAttribute('width', size[1]!);
      img.setAttribute('height', size[2]!);
    }
    img.setAttribute('src', src);
  }
}
