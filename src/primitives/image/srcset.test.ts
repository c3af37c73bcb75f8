import { describe, expect, it } from 'vitest';
import { buildSrcset, sizedUrl } from './srcset';
import { objectFit, objectPosition, reservedAspectRatio } from './imageFit';

describe('responsive sources', () => {
  it('writes sized URLs in both formats', () => {
    expect(sizedUrl('assets/lake.jpg', 750)).toBe('assets/lake.jpg?format=750w');
    expect(sizedUrl('assets/lake.jpg?format=100w', 750)).toBe('assets/lake.jpg?format=750w');
    expect(sizedUrl('assets/lake.jpg?v=2', 750)).toBe('assets/lake.jpg?v=2&format=750w');
    expect(sizedUrl('assets/lake.jpg', 750, 'filename')).toBe('assets/lake-750w.jpg');
    expect(sizedUrl('assets/lake', 300, 'filename')).toBe('assets/lake-300w');
  });

  it('offers the widths up to the original, smallest first', () => {
    expect(buildSrcset('a.jpg', { originalWidth: 800 })).toBe('a.jpg?format=100w 100w, a.jpg?format=300w 300w, a.jpg?format=500w 500w, a.jpg?format=750w 750w');
    expect(buildSrcset('a.jpg', { originalWidth: 50 })).toBe('a.jpg?format=100w 100w');
    expect(buildSrcset('a.jpg').split(', ')).toHaveLength(7);
  });
});

describe('image fit', () => {
  it('positions by the focal point and maps modes to object-fit', () => {
    expect(objectPosition({ x: 0.3, y: 0.7 })).toBe('30% 70%');
    expect(objectPosition({ x: 1.2, y: -1 })).toBe('100% 0%');
    expect([objectFit('fill'), objectFit('fit'), objectFit('cover'), objectFit('contain'), objectFit('none')]).toEqual([
      'cover',
      'contain',
      'cover',
      'contain',
      'none',
    ]);
    expect(reservedAspectRatio({ width: 2500, height: 1667 })).toBe('2500 / 1667');
    expect(reservedAspectRatio(null)).toBeUndefined();
  });
});
