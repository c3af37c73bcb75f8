/**
 * A slide from its attributes (spec: "Slide attributes"): the runtime adapter reads
 * the data-* attributes of slide markup into a plain record; this turns them into a
 * typed slide. Pure.
 */
import type { LightboxTheme } from './galleryBlockData';
import { parseDimensions, parseFocalPoint, type Dimensions, type FocalPoint } from '../../primitives/image/imageGeometry';

export interface Slide {
  type: 'image' | 'video';
  id: string | null;
  url: string | null;
  title: string | null;
  description: string | null;
  lightboxTheme: LightboxTheme | null;
  clickThroughUrl: string | null;
  dimensions: Dimensions | null;
  focalPoint: FocalPoint;
  src: string | null;
}

export type SlideAttributes = Partial<Record<string, string | null | undefined>>;

const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null);

export function parseSlide(attributes: SlideAttributes): Slide {
  const theme = attributes['data-lightbox-theme']?.trim().toLowerCase();
  return {
    type: attributes['data-type']?.trim().toLowerCase() === 'video' ? 'video' : 'image',
    id: text(attributes['data-slide-id']),
    url: text(attributes['data-slide-url']),
    title: text(attributes['data-title']),
    description: text(attributes['data-description']),
    lightboxTheme: theme === 'light' || theme === 'dark' ? theme : null,
    clickThroughUrl: text(attributes['data-click-through-url']),
    dimensions: parseDimensions(attributes['data-image-dimensions']),
    focalPoint: parseFocalPoint(attributes['data-image-focal-point']),
    src: text(attributes['data-src']),
  };
}

/** A slide with an image source: the only slides a gallery view can show. */
export type ShownSlide = Slide & { src: string };

/** The slides a gallery view shows, in order: those with an image source. */
export function shownSlides(slides: readonly Slide[]): ShownSlide[] {
  return slides.filter((s): s is ShownSlide => s.src !== null);
}
