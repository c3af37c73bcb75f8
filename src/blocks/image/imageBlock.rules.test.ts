import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  IMAGE_LAYOUTS,
  ImageLayoutError,
  arrangement,
  buttonHref,
  imageLayoutFromVariantId,
  isNarrowImageBlock,
  layoutParts,
  reservedRatio,
} from './imageBlock.rules';

describe('image block layouts (spec 002 §3)', () => {
  it('reads variant ids 1012 to 1017 as inline, poster, card, overlap, collage, stack', () => {
    expect([1012, 1013, 1014, 1015, 1016, 1017].map(imageLayoutFromVariantId)).toEqual(['inline', 'poster', 'card', 'overlap', 'collage', 'stack']);
  });

  it('refuses any other id with a clear error', () => {
    expect(() => imageLayoutFromVariantId(1018)).toThrow(ImageLayoutError);
    expect(() => imageLayoutFromVariantId('1012')).toThrow('Image block variant id must be one of 1012 to 1017');
    expect(() => imageLayoutFromVariantId(null)).toThrow(ImageLayoutError);
  });

  it('gives inline a caption only, and every other layout a title, text and button', () => {
    expect(layoutParts('inline')).toEqual({ title: false, text: true, button: false });
    for (const layout of IMAGE_LAYOUTS.filter((l) => l !== 'inline')) expect(layoutParts(layout)).toEqual({ title: true, text: true, button: true });
  });
});

describe('narrow image block (spec 000 §9: under 415 px)', () => {
  it('is narrow under 415 px and not at 415 px', () => {
    expect(isNarrowImageBlock(414)).toBe(true);
    expect(isNarrowImageBlock(414.5)).toBe(true);
    expect(isNarrowImageBlock(415)).toBe(false);
    expect(isNarrowImageBlock(900)).toBe(false);
  });

  it('is not narrow before the block is measured', () => {
    expect(isNarrowImageBlock(0)).toBe(false);
  });

  it('stacks the side-by-side layouts when narrow and keeps them side by side when wide', () => {
    for (const layout of ['card', 'overlap', 'collage'] as const) {
      expect(arrangement(layout, 414)).toBe('stacked');
      expect(arrangement(layout, 415)).toBe('side');
    }
  });

  it('keeps inline, poster and stack as they are at any width', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 4000, noNaN: true }), (width) => {
        return arrangement('inline', width) === 'caption' && arrangement('poster', width) === 'overlay' && arrangement('stack', width) === 'stacked';
      }),
    );
  });
});

describe('space reserved before the image loads', () => {
  it('takes the ratio from data-image-dimensions', () => {
    expect(reservedRatio({ width: 1600, height: 900 })).toBe('1600 / 900');
  });

  it('reserves nothing when the size is unknown or not positive', () => {
    expect(reservedRatio(null)).toBeNull();
    expect(reservedRatio({ width: 0, height: 900 })).toBeNull();
  });
});

describe('the button’s address', () => {
  it('keeps web, mail, phone, anchor and page links', () => {
    expect(buttonHref(' https://harbourcoffee.example/menu ')).toBe('https://harbourcoffee.example/menu');
    expect(buttonHref('/menu')).toBe('/menu');
    expect(buttonHref('#visit')).toBe('#visit');
    expect(buttonHref('mailto:hello@harbourcoffee.example')).toBe('mailto:hello@harbourcoffee.example');
  });

  it('drops script addresses, malformed and empty links', () => {
    expect(buttonHref('javascript:alert(1)')).toBeNull();
    expect(buttonHref('http:/menu')).toBeNull();
    expect(buttonHref('')).toBeNull();
    expect(buttonHref(null)).toBeNull();
  });
});
