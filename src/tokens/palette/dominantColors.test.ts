import { describe, expect, it } from 'vitest';
import { dominantColors, palettesFromImage } from './dominantColors';
import { toHex } from '../color/formatColor';
import { contrastRatio } from '../color/luma';

/** An image of `parts`, each [rgba, pixel count], laid out in one row. */
function image(parts: Array<[[number, number, number, number], number]>) {
  const data: number[] = [];
  for (const [rgba, n] of parts) for (let i = 0; i < n; i++) data.push(...rgba);
  return { data: Uint8ClampedArray.from(data), width: data.length / 4, height: 1 };
}

describe('dominant colours', () => {
  it('orders colours by how much of the image they cover', () => {
    const result = dominantColors(
      image([
        [[0, 0, 255, 255], 30],
        [[255, 0, 0, 255], 70],
      ]),
    );
    expect(result.map((d) => [toHex(d.color), d.population])).toEqual([
      ['#ff0000', 0.7],
      ['#0000ff', 0.3],
    ]);
  });

  it('merges near-identical shades and ignores transparent pixels', () => {
    const result = dominantColors(
      image([
        [[200, 10, 10, 255], 10],
        [[205, 12, 9, 255], 10],
        [[0, 255, 0, 0], 500],
      ]),
    );
    expect(result).toHaveLength(1);
    expect(result[0]!.population).toBe(1);
  });

  it('returns nothing for an empty or fully transparent image, and rejects short data', () => {
    expect(dominantColors({ data: [], width: 0, height: 0 })).toEqual([]);
    expect(dominantColors(image([[[1, 2, 3, 0], 4]]))).toEqual([]);
    expect(() => dominantColors({ data: [0, 0, 0], width: 1, height: 1 })).toThrow(RangeError);
  });

  it('builds AA-safe palettes with each dominant colour as the accent', () => {
    const { dominant, palettes } = palettesFromImage(
      image([
        [[30, 60, 120, 255], 40],
        [[240, 200, 150, 255], 30],
        [[20, 20, 20, 255], 20],
        [[90, 160, 90, 255], 10],
      ]),
    );
    expect(palettes).toHaveLength(4);
    palettes.forEach((p, i) => {
      expect(p.accent).toEqual(dominant[i]!.color);
      expect(p.lightAccent.values.lightness).toBeGreaterThanOrEqual(80);
      expect(p.darkAccent.values.lightness).toBeLessThanOrEqual(30);
      expect(contrastRatio(p.safeInverseAccent, p.accent)).toBeGreaterThanOrEqual(4.5);
    });
  });
});
