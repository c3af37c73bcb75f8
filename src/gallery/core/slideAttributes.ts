/**
 * A slide from its attributes (spec: "Slide attributes"): the runtime adapter reads
 * the data-* attributes of slide markup into a plain record; this turns them into a
 * typed slide. Pure.
 */
import type { LightboxTheme } from './galleryBlockData';
import { GALLERY_CONSTANTS } from './designs';
import { aspectOf, type LayoutItem } from '../layout/layoutTypes';
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
  /** Image source; for a video, its poster (featured image). */
  src: string | null;
  /** A video's embed markup (data-html); null for images. */
  videoEmbed: string | null;
}

export type SlideAttributes = Partial<Record<string, string | null | undefined>>;

const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null);

export function parseSlide(attributes: SlideAttributes): Slide {
  const theme = attributes['data-lightbox-theme']?.trim().toLowerCase();
  const type = attributes['data-type']?.trim().toLowerCase() === 'video' ? 'video' : 'image';
  return {
    type,
    id: text(attributes['data-slide-id']),
    url: text(attributes['data-slide-url']),
    title: text(attributes['data-title']),
    description: text(attributes['data-description']),
    lightboxTheme: theme === 'light' || theme === 'dark' ? theme : null,
    clickThroughUrl: text(attributes['data-click-through-url']),
    dimensions: parseDimensions(attributes['data-image-dimensions']),
    focalPoint: parseFocalPoint(attributes['data-image-focal-point']),
    src: text(attributes['data-src']),
    videoEmbed: type === 'video' ? text(attributes['data-html']) : null,
  };
}

/** A slide a gallery view can show: an image with a source, or any video (a video without a poster shows a placeholder). */
export type ShownSlide = Slide;

/** The slides a gallery view shows, in order: images with a source and every video. */
export function shownSlides(slides: readonly Slide[]): ShownSlide[] {
  return slides.filter((s) => s.type === 'video' || s.src !== null);
}

/** What the layout maths needs of a slide: its ratio from its dimensions (16:9 for a video without them, 1 for an image). */
export function slideLayoutItem(slide: Slide): LayoutItem {
  return { aspect: aspectOf(slide.dimensions, slide.type === 'video' ? GALLERY_CONSTANTS.videoThumbnailFallbackRatio : 1) };
}
