/**
 * A gallery: a gallery block (or an instagram block whose posts the server rendered) and the 7.1 gallery sections.
 */
import type { GalleryMarkup } from '../parse/galleryProps';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { galleryContainerClasses, gallerySlides, instagramGallerySettings, instagramSlides } from '../scan/scanGalleries';

/** The gallery's settings, container classes and slide attributes; `parseGalleryProps` reads them in the mount chunk. */
export const gallery: KindDescriptor<GalleryMarkup> = {
  load: () => import('../mounts/gallery'),
  blocks: ['gallery', 'instagram'],
  scanBlock: ({ element, content, blockKind, settings }: FoundBlock) => {
    if (blockKind === 'gallery') return { settings, containerClasses: galleryContainerClasses(element), slides: gallerySlides(content) };
    // an instagram block's posts the server rendered: a carousel over them, each keeping its link; none: the social gallery's
    const slides = instagramSlides(content);
    return slides.length > 0 ? { settings: instagramGallerySettings(settings), containerClasses: [], slides } : null;
  },
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const galleryFacts: KindFacts = {
  finds:
    '.sqs-block gallery and instagram with rendered posts (its scanBlock); .gallery-grid, .gallery-masonry, .gallery-reel[data-controller] (scan/scanGalleries.ts scanGallerySections)',
  reader: ['parseGalleryProps', 'src/runtime-adapter/parse/galleryProps.ts'],
  group: null,
};
