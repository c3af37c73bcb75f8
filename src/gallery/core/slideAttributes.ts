/**
 * A slide from its attributes (spec: "Slide attributes"): the runtime adapter reads
 * the data-* attributes of slide markup into a plain record; this turns them into a
 * typed slide. Pure.
 */
import type { LightboxTheme } from './galleryBlockData';

export interface Dimensions {
  width: number;
  height: number;
}

export interface FocalPoint {
  /** 0 (left) to 1 (right) */
  x: number;
  /** 0 (top) to 1 (bottom) */
  y: number;
}

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

export const DEFAULT_FOCAL_POINT: FocalPoint = { x: 0.5, y: 0.5 };

export type SlideAttributes = Partial<Record<string, string | null | undefined>>;

const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null);

/** 'WxH' (e.g. "2500x1667") to dimensions; anything else or non-positive sizes give null. */
export function parseDimensions(value: string | null | undefined): Dimensions | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(value ?? '');
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** 'x,y' fractions (e.g. "0.3,0.7"), clamped to 0-1; anything else gives the centre. */
export function parseFocalPoint(value: string | null | undefined): FocalPoint {
  const parts = (value ?? '').split(',').map((p) => Number(p.trim()));
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n)) || (value ?? '').trim() === '') return { ...DEFAULT_FOCAL_POINT };
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  return { x: clamp(parts[0]!), y: clamp(parts[1]!) };
}

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
