/**
 * Responsive image sources (spec: widths 2500, 1500, 1000, 750, 500, 300, 100; size
 * format queryString or filename). The browser picks among them by the screen's pixel
 * ratio, so the platform loader's dprMin / dprMax have no counterpart here. Pure.
 */
import { images } from '../../tokens/tokens';

export type SizeFormat = 'queryString' | 'filename';

/** The URL of `src` at `width`: `?format=750w`, or `name-750w.jpg` for the filename format. */
export function sizedUrl(src: string, width: number, format: SizeFormat = 'queryString'): string {
  if (format === 'filename') {
    const [path, query = ''] = src.split('?') as [string, string?];
    const dot = path.lastIndexOf('.');
    const slash = path.lastIndexOf('/');
    const sized = dot > slash ? `${path.slice(0, dot)}-${width}w${path.slice(dot)}` : `${path}-${width}w`;
    return query ? `${sized}?${query}` : sized;
  }
  const url = src.replace(/([?&])format=[^&]*&?/, '$1').replace(/[?&]$/, '');
  return `${url}${url.includes('?') ? '&' : '?'}format=${width}w`;
}

/** A srcset over the image widths no wider than the original (the smallest width is always offered). */
export function buildSrcset(
  src: string,
  { originalWidth, format = 'queryString', widths = images.widths }: { originalWidth?: number; format?: SizeFormat; widths?: readonly number[] } = {},
): string {
  const usable = [...widths].sort((a, b) => a - b).filter((w, i) => i === 0 || !originalWidth || w <= originalWidth);
  return usable.map((w) => `${sizedUrl(src, w, format)} ${w}w`).join(', ');
}
