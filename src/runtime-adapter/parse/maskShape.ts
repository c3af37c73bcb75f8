/**
 * The mask shape an image block's settings name (`maskShape`, else `mask`), or null
 * when it has none. The scanner uses it to tell a masked image from other image
 * blocks; the masked image's reader (`effectProps.ts`) reads the same value. Pure.
 */
import type { BlockSettings } from './blockJson';

export function maskShapeOf(settings: BlockSettings): unknown {
  const name = settings.maskShape ?? settings.mask;
  return name === undefined || name === null || name === '' ? null : name;
}
