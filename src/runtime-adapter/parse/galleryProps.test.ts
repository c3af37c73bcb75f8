import { describe, expect, it } from 'vitest';
import { parseGalleryProps, settingsFromContainerClasses, slideRecord } from './galleryProps';

describe('gallery props', () => {
  it('reads design and thumbnails per row from container classes', () => {
    expect(settingsFromContainerClasses(['sqs-gallery-container', 'sqs-gallery-block-slideshow', 'sqs-gallery-thumbnails-per-row-4'])).toEqual({
      design: 'slideshow',
      'thumbnails-per-row': 4,
    });
  });

  it('lets the JSON win over container classes, and classes fill what it leaves out or nulls', () => {
    const result = parseGalleryProps(
      { design: 'carousel', 'thumbnails-per-row': null },
      ['sqs-gallery-block-grid', 'sqs-gallery-thumbnails-per-row-3'],
      [],
      'block-g',
    );
    expect(result.ok && result.value.settings.design).toBe('carousel');
    expect(result.ok && result.value.settings.thumbnails.perRow).toBe(3);
  });

  it('gives the gallery errors, naming the block, for an unknown design', () => {
    expect(parseGalleryProps({ design: 'spiral' }, [], [], 'block-g')).toEqual({
      ok: false,
      error: ['Block block-g: These are not the gallery designs you are looking for', expect.stringMatching(/^Block block-g: Loaded gallery designs: /)],
    });
  });

  it('reads slides from the slide element, its image and the noscript fallback', () => {
    const result = parseGalleryProps(
      { design: 'grid' },
      [],
      [
        {
          slide: { 'data-type': 'image', 'data-slide-id': 's1', 'data-title': 'Harbour' },
          image: { 'data-src': '/harbour.jpg', 'data-image-dimensions': '2500x1667', 'data-image-focal-point': '0.5,0.4', alt: 'alt text' },
        },
        { slide: { 'data-slide-id': 's2' }, image: { alt: 'Only a noscript image' }, noscriptSrc: '/fallback.jpg' },
        { slide: { 'data-type': 'video', 'data-html': '<iframe></iframe>' }, image: null },
      ],
      'block-g',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [first, second, third] = result.value.slides;
    expect(first).toMatchObject({ id: 's1', title: 'Harbour', src: '/harbour.jpg', dimensions: { width: 2500, height: 1667 }, focalPoint: { x: 0.5, y: 0.4 } });
    expect(second).toMatchObject({ id: 's2', src: '/fallback.jpg', title: 'Only a noscript image' });
    expect(third).toMatchObject({ type: 'video', videoEmbed: '<iframe></iframe>', src: null });
  });

  it('prefers the slide element over its image, and data-image over the noscript src', () => {
    expect(slideRecord({ slide: { 'data-src': '/a.jpg' }, image: { 'data-src': '/b.jpg' } })['data-src']).toBe('/a.jpg');
    expect(slideRecord({ slide: {}, image: { 'data-image': '/c.jpg' }, noscriptSrc: '/d.jpg' })['data-src']).toBe('/c.jpg');
  });
});
