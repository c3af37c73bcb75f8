/**
 * A gallery: a gallery block (or an instagram block whose posts the server rendered) and the 7.1 gallery sections.
 */
import type { GalleryMarkup } from '../parse/galleryProps';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** The gallery's settings, container classes and slide attributes; `parseGalleryProps` reads them in the mount chunk. */
export const gallery: KindDescriptor<GalleryMarkup> = {
  load: () => import('../mounts/gallery'),
  blocks: ['gallery', 'instagram'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const galleryFacts: KindFacts = {
  finds:
    '.sqs-block gallery and instagram with rendered posts (scan/scanPage.ts blockJob); .gallery-grid, .gallery-masonry, .gallery-reel[data-controller] (scan/scanGalleries.ts scanGallerySections)',
  reader: ['parseGalleryProps', 'src/runtime-adapter/parse/galleryProps.ts'],
  group: null,
};
