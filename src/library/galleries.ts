/** The package's `galleries` entry: the eight gallery designs, the lightbox, and the readers of gallery settings and slides. */
export * from '../gallery/layouts/LayoutDesigns';
export * from '../gallery/carousel/CarouselGallery';
export * from '../gallery/slideshow/SlideshowGallery';
export * from '../gallery/strip/StripGallery';
export * from '../gallery/core/designs';
export * from '../gallery/core/galleryBlockData';
export * from '../gallery/core/slideAttributes';
