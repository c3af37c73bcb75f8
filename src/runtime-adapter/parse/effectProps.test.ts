import { describe, expect, it } from 'vitest';
import { parseMarqueeProps, parseMaskedImageProps, parseShapeProps } from './effectProps';

describe('marquee props', () => {
  it('reads the props JSON, leaving absent or unreadable values to the marquee defaults', () => {
    expect(
      parseMarqueeProps({ text: 'Open late', direction: 'right', speed: '1.5', waveIntensity: 12, pauseOnHover: true, waveFrequency: 'lots' }, '', 'block-m'),
    ).toEqual({
      ok: true,
      value: { text: 'Open late', direction: 'right', speed: 1.5, waveIntensity: 12, pauseOnHover: true },
    });
    expect(parseMarqueeProps({ direction: 'up', fontSize: -3 }, 'x', 'block-m')).toEqual({ ok: true, value: { text: 'x' } });
  });

  it('takes the text from the block content when the JSON has none', () => {
    expect(parseMarqueeProps({}, '\n  Open   late on\n Fridays ', 'block-m')).toEqual({ ok: true, value: { text: 'Open late on Fridays' } });
  });

  it("reads the platform's Marquee-props: items joined by their spacing, direction, speed, wave, text size and link", () => {
    const propsText = JSON.stringify({
      marqueeItems: [{ text: '✦ ' }, { text: 'Fresh bread daily' }, { text: '' }],
      linkTo: '/bakery',
      newWindow: false,
      waveFrequency: 3,
      waveIntensity: 0,
      animationDirection: 'right',
      animationSpeed: 0.75,
      textStyle: 'heading-2',
      textSize: { unit: 'rem', value: 2 },
      itemSpacing: { unit: 'em', value: 2.0 },
    });
    expect(parseMarqueeProps({}, 'ignored', 'block-m', propsText)).toEqual({
      ok: true,
      value: {
        text: '✦\u2003\u2003Fresh bread daily',
        separator: '\u2003\u2003',
        direction: 'right',
        speed: 0.75,
        waveFrequency: 3,
        waveIntensity: 0,
        fontSize: 32,
        link: { href: '/bakery', newWindow: false },
      },
    });
  });

  it('leaves a marquee whose Marquee-props is not a JSON object as rendered, and takes the shown text when it has no items', () => {
    expect(parseMarqueeProps({}, 'Fresh bread', 'block-m', '{ "marqueeItems": [')).toEqual({
      ok: false,
      error: 'Marquee block block-m left as rendered: its Marquee-props script is not a JSON object',
    });
    expect(parseMarqueeProps({}, ' Fresh  bread ', 'block-m', '{ "itemSpacing": { "unit": "px", "value": 64 } }')).toMatchObject({
      ok: true,
      value: { text: 'Fresh bread', separator: '\u2003\u2003' },
    });
  });

  it('skips a marquee without text', () => {
    expect(parseMarqueeProps({ text: '' }, '  ', 'block-m')).toEqual({ ok: false, error: 'Marquee block block-m skipped: it has no text' });
  });
});

describe('shape props', () => {
  it('is stretched with the stretched class or flag, fitted otherwise', () => {
    expect(parseShapeProps({ shape: 'star', color: '#1b998b' }, true, 'block-s')).toEqual({
      ok: true,
      value: { shape: 'star', mode: 'stretched', color: '#1b998b' },
    });
    expect(parseShapeProps({ shapeName: 'heart', stretch: true }, false, 'block-s')).toMatchObject({ ok: true, value: { shape: 'heart', mode: 'stretched' } });
    expect(parseShapeProps({ shape: 'arch' }, false, 'block-s')).toMatchObject({ ok: true, value: { mode: 'fitted' } });
  });

  it('passes the drop shadow setting through as stored', () => {
    const dropShadow = { angle: 45, distance: { value: 4, unit: 'px' }, blur: { value: 8, unit: 'px' } };
    expect(parseShapeProps({ shape: 'circle', dropShadow }, false, 'block-s')).toMatchObject({ ok: true, value: { dropShadow } });
  });

  it('skips an unknown shape, naming the block', () => {
    const result = parseShapeProps({ shape: 'blob' }, false, 'block-s');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^Shape block block-s skipped: unknown shape "blob" \(known shapes: rectangle, circle/);
  });
});

describe('masked image props', () => {
  const image = { 'data-src': '/portrait.jpg', 'data-image-dimensions': '1200x1800', 'data-image-focal-point': '0.5,0.3', alt: 'Portrait' };

  it('leaves an image block without a mask alone', () => {
    expect(parseMaskedImageProps({}, { image }, false, 'block-i')).toBeNull();
  });

  it('reads the mask, the image and the stretch flag', () => {
    expect(parseMaskedImageProps({ maskShape: 'arch' }, { image }, false, 'block-i')).toEqual({
      ok: true,
      value: {
        src: '/portrait.jpg',
        alt: 'Portrait',
        shape: 'arch',
        dimensions: { width: 1200, height: 1800 },
        focalPoint: { x: 0.5, y: 0.3 },
        stretch: false,
      },
    });
    expect(parseMaskedImageProps({ mask: 'circle', stretch: 'true' }, { image: null, noscriptSrc: '/n.jpg' }, false, 'block-i')).toMatchObject({
      ok: true,
      value: { src: '/n.jpg', alt: '', stretch: true, dimensions: null },
    });
  });

  it('skips a mask without an image source', () => {
    expect(parseMaskedImageProps({ maskShape: 'circle' }, { image: { alt: 'x' } }, false, 'block-i')).toEqual({
      ok: false,
      error: 'Image block block-i skipped: its masked image has no source',
    });
  });
});
