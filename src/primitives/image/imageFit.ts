/**
 * How an image fills its box (spec: load modes fit and fill, crop modes cover, contain
 * and none, focal point x / y default 0.5). Pure: gives CSS values.
 */
import type { FocalPoint } from './imageGeometry';

export type LoadMode = 'fit' | 'fill';
export type CropMode = 'cover' | 'contain' | 'none';

/** object-position from a focal point: '30% 70%'. */
export function objectPosition(focal: FocalPoint): string {
  const pct = (n: number) => `${Math.round(Math.min(1, Math.max(0, n)) * 10000) / 100}%`;
  return `${pct(focal.x)} ${pct(focal.y)}`;
}

/** object-fit for a load mode: fill crops around the focal point, fit shows the whole image. */
export function objectFit(mode: LoadMode | CropMode): 'cover' | 'contain' | 'none' {
  if (mode === 'fill' || mode === 'cover') return 'cover';
  if (mode === 'fit' || mode === 'contain') return 'contain';
  return 'none';
}

/** CSS aspect-ratio reserving the box before the image loads ('2500 / 1667'), or undefined. */
export function reservedAspectRatio(dimensions: { width: number; height: number } | null): string | undefined {
  return dimensions ? `${dimensions.width} / ${dimensions.height}` : undefined;
}
