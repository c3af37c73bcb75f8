/**
 * A gallery: a gallery block (or an instagram block whose posts the server rendered) and the 7.1 gallery sections.
 */
import type { GalleryMarkup } from '../parse/galleryProps';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { GALLERY_SECTION_SELECTOR } from '../scan/galleryFinds';

/**
 * The gallery's settings, container classes and slide attributes, read in its chunk (its scanner,
 * `scan/scanGalleries.ts`, comes with the mount); `parseGalleryProps` reads them there too.
 */
export const gallery: KindDescriptor<GalleryMarkup> = {
  load: () => import('../mounts/gallery'),
  blocks: ['gallery', 'instagram'],
  // an instagram block is a gallery only with posts the server rendered (an image in a link); else the social gallery's
  takes: ({ blockKind, content }: FoundBlock) =>
    blockKind === 'gallery' || Array.from(content.querySelectorAll('.sqs-gallery a[href] img')).some((img) => img.closest('noscript') === null),
  elements: GALLERY_SECTION_SELECTOR,
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const galleryFacts: KindFacts = {
  finds:
    '.sqs-block gallery and instagram with rendered posts (its chunk scanBlock: scan/scanGalleries.ts scanGalleryBlock); .gallery-grid, .gallery-masonry, .gallery-reel[data-controller] (its chunk scan: scan/scanGalleries.ts scanGalleryPage)',
  reader: ['parseGalleryProps', 'src/runtime-adapter/parse/galleryProps.ts'],
  group: null,
};
