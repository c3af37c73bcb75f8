/** Small readers of the values the scanner passed: trimmed text, an image's source. Pure. */
import type { ImageAttributes } from '../parse/contentBlockMarkup';

/** A non-empty trimmed string, else null. */
export const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** An image's source: `data-src`, else `data-image`, else `src`, else the `<noscript><img>` src. */
export function imageSource({ image, noscriptSrc }: ImageAttributes): string | null {
  return str(image?.['data-src']) ?? str(image?.['data-image']) ?? str(image?.['src']) ?? str(noscriptSrc);
}
