/**
 * From Image: the dominant colours of an image's pixels, and palettes built from
 * them. Pure: takes RGBA pixel data (as from a canvas' getImageData), no DOM.
 *
 * Pixels are binned at 5 bits per channel; the most populated bins are merged with
 * any already-picked colour closer than `mergeDistance` (RGB Euclidean distance), so
 * near-identical shades count as one colour. Mostly transparent pixels are ignored.
 */
import { colorToHsl } from '../color/colorSpace';
import { makeColorValue, type ColorValue } from '../color/colorValue';
import { luma } from '../color/luma';
import { derivePalette } from './generatePalette';
import type { Palette } from './paletteConfig';

export interface PixelData {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

export interface DominantColor {
  color: ColorValue;
  /** Share of the counted pixels, 0 to 1. */
  population: number;
}

interface Bin {
  count: number;
  r: number;
  g: number;
  b: number;
}

const OPAQUE_ENOUGH = 128;

export function dominantColors(pixels: PixelData, { count = 5, mergeDistance = 48 }: { count?: number; mergeDistance?: number } = {}): DominantColor[] {
  const { data, width, height } = pixels;
  if (data.length < width * height * 4) {
    throw new RangeError(`Pixel data holds ${data.length} values, ${width}x${height} RGBA needs ${width * height * 4}`);
  }
  const bins = new Map<number, Bin>();
  let total = 0;
  for (let i = 0; i < width * height * 4; i += 4) {
    if ((data[i + 3] ?? 0) < OPAQUE_ENOUGH) continue;
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const bin = bins.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
    bin.count += 1;
    bin.r += r;
    bin.g += g;
    bin.b += b;
    bins.set(key, bin);
    total += 1;
  }
  if (total === 0) return [];

  const sorted = [...bins.entries()].sort((a, b) => b[1].count - a[1].count || a[0] - b[0]);
  const picked: Bin[] = [];
  for (const [, bin] of sorted) {
    const mean = { r: bin.r / bin.count, g: bin.g / bin.count, b: bin.b / bin.count };
    const near = picked.find((p) => distance(mean, { r: p.r / p.count, g: p.g / p.count, b: p.b / p.count }) < mergeDistance);
    if (near) {
      near.count += bin.count;
      near.r += bin.r;
      near.g += bin.g;
      near.b += bin.b;
    } else {
      picked.push({ ...bin });
    }
  }
  return picked
    .sort((a, b) => b.count - a.count)
    .slice(0, count)
    .map((bin) => {
      const hsl = colorToHsl({ mode: 'rgb', r: bin.r / bin.count / 255, g: bin.g / bin.count / 255, b: bin.b / bin.count / 255 });
      return { color: makeColorValue('hex', hsl.hue, hsl.saturation, hsl.lightness), population: bin.count / total };
    });
}

function distance(a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }): number {
  return Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);
}

/**
 * Palettes from an image's dominant colours: one per dominant colour used as the
 * accent, with the lightest and darkest of the others (lifted to at least lightness
 * 80, lowered to at most 30) as the light and dark accents.
 */
export function palettesFromImage(pixels: PixelData, count = 4): { dominant: DominantColor[]; palettes: Palette[] } {
  const dominant = dominantColors(pixels, { count });
  const colors = dominant.map((d) => d.color);
  const palettes = colors.map((accent) => {
    const others = colors.filter((c) => c !== accent);
    const pool = others.length > 0 ? others : [accent];
    const lightest = pool.reduce((a, b) => (luma(b) > luma(a) ? b : a));
    const darkest = pool.reduce((a, b) => (luma(b) < luma(a) ? b : a));
    const lift = (c: ColorValue, min: number) => makeColorValue('hex', c.values.hue, c.values.saturation, Math.max(min, c.values.lightness));
    const lower = (c: ColorValue, max: number) => makeColorValue('hex', c.values.hue, c.values.saturation, Math.min(max, c.values.lightness));
    return derivePalette({ accent, lightAccent: lift(lightest, 80), darkAccent: lower(darkest, 30) });
  });
  return { dominant, palettes };
}
