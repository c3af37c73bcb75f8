import { describe, expect, it } from 'vitest';
import { galleryBlockNamedKeys, gallerySectionSettings, namedAspectRatio } from './gallerySectionSettings';
import { parseGalleryProps } from './galleryProps';

const section = (controller: string, attributes: Record<string, string>, lightboxCopy: string | null = null) => ({ controller, attributes, lightboxCopy });

describe('gallery section settings', () => {
  it('names aspect ratios as the platform writes them', () => {
    expect(namedAspectRatio('square')).toBe(1);
    expect(namedAspectRatio('four-three')).toBeCloseTo(4 / 3);
    expect(namedAspectRatio('sixteen-nine')).toBeCloseTo(16 / 9);
    expect(namedAspectRatio('two-three')).toBeCloseTo(2 / 3);
    expect(namedAspectRatio('original')).toBeNull();
    expect(namedAspectRatio(3)).toBeNull();
  });

  it('reads a grid from its data-props, the flat duplicates filling what it leaves out', () => {
    const props = `{\n"aspectRatio": "three-two",\n"gutter": 24,\n"width": "inset",\n"lightboxEnabled": true\n}`;
    expect(gallerySectionSettings(section('GalleryGrid', { 'data-props': props, 'data-columns': '4', 'data-show-captions': 'true' }))).toEqual({
      layout: 'grid',
      settings: { design: 'grid', lightbox: true, slidesPerRow: 4, padding: 24, imageAspectRatio: 1.5, 'meta-position': 'bottom' },
      viewportHeight: null,
    });
  });

  it('falls back to the flat data-* when data-props does not parse; an empty data-lightbox is off', () => {
    const result = gallerySectionSettings(
      section('GalleryMasonry', { 'data-props': '{not json', 'data-columns': '3', 'data-gutter': '40', 'data-lightbox': '' }),
    );
    expect(result).toEqual({ layout: 'masonry', settings: { design: 'autocolumns', lightbox: false, slidesPerRow: 3, gutter: 40 }, viewportHeight: null });
  });

  it("reads a reel's viewport height and its lightbox from the server's lightbox copy", () => {
    const props = `{ "isCropping": false, "controlsLocation": "overflow-side", "viewportHeight": 70, "width": "full-bleed" }`;
    expect(gallerySectionSettings(section('GalleryReel', { 'data-props': props }, 'true'))).toEqual({
      layout: 'reel',
      settings: { design: 'strip', lightbox: true, 'active-alignment': 'center' },
      viewportHeight: 0.7,
    });
  });

  it('refuses a controller it does not know, naming the section', () => {
    expect(gallerySectionSettings(section('GalleryStrips', {}))).toBeNull();
    expect(parseGalleryProps({}, [], [], '64f0c0ffee', section('GalleryStrips', {}))).toEqual({
      ok: false,
      error: ['Gallery section 64f0c0ffee left as rendered: its data-controller "GalleryStrips" is not GalleryGrid, GalleryMasonry or GalleryReel'],
    });
  });

  it("reads the 7.0 block's named keys: aspect-ratio (with auto-crop) and a grid's thumbnails-per-row as its columns", () => {
    expect(galleryBlockNamedKeys({ design: 'grid', 'aspect-ratio': 'square', 'auto-crop': true, 'thumbnails-per-row': 3 })).toEqual({
      imageAspectRatio: 1,
      slidesPerRow: 3,
    });
    expect(galleryBlockNamedKeys({ design: 'slideshow', 'aspect-ratio': 'square', 'auto-crop': false, 'thumbnails-per-row': 3 })).toEqual({});
    expect(galleryBlockNamedKeys({ design: 'grid', slidesPerRow: 5, imageAspectRatio: 2, 'aspect-ratio': 'square', 'thumbnails-per-row': 3 })).toEqual({});
  });

  it('gives a gallery section its layout and slides with their captions and links', () => {
    const result = parseGalleryProps(
      {},
      [],
      [{ slide: { 'data-slide-url': 'pier' }, image: { 'data-src': '/pier.jpg', alt: 'pier.jpg' }, caption: 'The pier at low tide', link: '/walks' }],
      '64f0c0ffee',
      section('GalleryGrid', { 'data-props': '{"numColumns": 2, "gutter": 10, "lightboxEnabled": false}' }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.section).toEqual({ layout: 'grid', viewportHeight: null });
    expect(result.value.settings).toMatchObject({
      design: 'grid',
      slidesPerRow: 2,
      padding: 10,
      lightbox: false,
      metaPosition: { vertical: 'bottom', horizontal: 'center' },
    });
    expect(result.value.slides[0]).toMatchObject({ url: 'pier', title: 'The pier at low tide', clickThroughUrl: '/walks', src: '/pier.jpg' });
  });
});
