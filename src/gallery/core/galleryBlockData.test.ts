import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COLUMN_WIDTH_MESSAGE, MAX_SLIDES_PER_ROW, MIN_AUTOPLAY_TIMEOUT_MS, lightboxOf, parseGalleryBlockData } from './galleryBlockData';
import { GALLERY_DESIGNS, UNKNOWN_DESIGN_MESSAGE } from './designs';

const settingsOf = (raw: unknown) => {
  const result = parseGalleryBlockData(raw);
  if (!result.ok) throw new Error(result.error.join('; '));
  return result.value;
};

describe('gallery block data', () => {
  it('gives each design its defaults', () => {
    expect(settingsOf({ design: 'autocolumns' })).toMatchObject({ columnWidth: 250, gutter: 0, columnBehaviour: 'min' });
    expect(settingsOf({ design: 'autogrid' })).toMatchObject({ columnWidth: 250, gutter: 0, columnBehaviour: 'min' });
    expect(settingsOf({ design: 'autorows' })).toMatchObject({ rowHeight: 250, gutter: 20, lightbox: true });
    expect(settingsOf({ design: 'grid' })).toMatchObject({ slidesPerRow: 4, lightbox: true, padding: 20 });
    expect(settingsOf({ design: 'carousel' })).toMatchObject({ slidesPerRow: 3, gutter: 1, gutterIsPercent: true });
    expect(settingsOf({ design: 'stacked' })).toMatchObject({ preload: 1, clickBehaviour: 'next', speed: 1, transition: 'fade' });
    expect(settingsOf({ design: 'strip' })).toMatchObject({ speed: 0.5, preload: 1, alignment: 'middle' });
    expect(settingsOf({ design: 'slideshow' }).design).toBe('slideshow');
  });

  it('refuses an unknown or missing design with the spec errors', () => {
    for (const design of ['masonry', '', undefined, 3]) {
      expect(parseGalleryBlockData({ design })).toEqual({
        ok: false,
        error: [UNKNOWN_DESIGN_MESSAGE, `Loaded gallery designs: ${GALLERY_DESIGNS.join(', ')}`],
      });
    }
    expect(parseGalleryBlockData(null)).toMatchObject({ ok: false });
  });

  it('reads strings, numbers, absent and null keys', () => {
    const s = settingsOf({
      design: 'Grid',
      slidesPerRow: '5',
      lightbox: 'false',
      lightboxTheme: 'LIGHT',
      imageAspectRatio: '1.5',
      'autoplay-duration': '3',
      autoplay: 'true',
      'active-alignment': 'left',
      thumbnails: true,
      'square-thumbs': '1',
      gutter: null,
      'meta-position': 'top-left',
      vsize: '400',
    });
    expect(s).toMatchObject({
      design: 'grid',
      slidesPerRow: 5,
      lightbox: false,
      lightboxTheme: 'light',
      aspectRatio: 1.5,
      autoplay: true,
      autoplayTimeoutMs: 3000,
      alignment: 'start',
      gutter: 0,
      metaPosition: { vertical: 'top', horizontal: 'left' },
      vSize: 400,
    });
    expect(s.thumbnails).toMatchObject({ enabled: true, square: true });
  });

  it('defaults the autoplay timeout to 5000 ms and keeps Auto aspect ratios', () => {
    const s = settingsOf({ design: 'slideshow', imageAspectRatio: 'Auto' });
    expect(s.autoplayTimeoutMs).toBe(5000);
    expect(s.aspectRatio).toBe('auto');
    expect(settingsOf({ design: 'slideshow', imageAspectRatio: -2 }).aspectRatio).toBe('auto');
  });

  it('raises a vanishing autoplay duration to the minimum', () => {
    expect(settingsOf({ design: 'slideshow', 'autoplay-duration': 0.0001 }).autoplayTimeoutMs).toBe(MIN_AUTOPLAY_TIMEOUT_MS);
  });

  it('reads the autoplay options, loop, Ken Burns and the active alignment, with the design defaults', () => {
    expect(settingsOf({ design: 'slideshow' })).toMatchObject({
      loop: true,
      autoplayRandomize: false,
      autoplayPauseOnMouseover: true,
      kenBurns: false,
      alignment: 'middle',
    });
    expect(settingsOf({ design: 'strip' }).loop).toBe(false);
    expect(settingsOf({ design: 'slideshow', loop: 'false', kenBurns: true, autoplayOptions: { randomize: true, pauseOnMouseover: false } })).toMatchObject({
      loop: false,
      kenBurns: true,
      autoplayRandomize: true,
      autoplayPauseOnMouseover: false,
    });
    expect(['left', 'CENTER', 'right', 'middle', 7].map((a) => settingsOf({ design: 'strip', 'active-alignment': a }).alignment)).toEqual([
      'start',
      'middle',
      'end',
      'middle',
      'middle',
    ]);
  });

  it('reads auto-crop (off without the key) and the thumbnail strip (80 px high, 4 px apart, not square, without keys)', () => {
    expect([settingsOf({ design: 'slideshow' }).autoCrop, settingsOf({ design: 'slideshow', 'auto-crop': true }).autoCrop]).toEqual([false, true]);
    expect(settingsOf({ design: 'slideshow' }).thumbnails).toEqual({ enabled: false, stripHeight: 80, stripMargin: 4, perRow: 8, square: false });
    expect(settingsOf({ design: 'slideshow', 'thumbnail-strip-height': 79, 'thumbnail-strip-margin': 3 }).thumbnails).toMatchObject({
      stripHeight: 79,
      stripMargin: 3,
    });
  });

  it('caps the thumbnail padding at 5', () => {
    expect(settingsOf({ design: 'slideshow', 'thumbnail-strip-margin': 40 }).thumbnails.stripMargin).toBe(5);
  });

  it('requires a positive autocolumns column width, as a number or numeric string', () => {
    expect(settingsOf({ design: 'autocolumns', columnWidth: '320' }).columnWidth).toBe(320);
    for (const columnWidth of [0, -5, 'wide', '', true]) {
      expect(parseGalleryBlockData({ design: 'autocolumns', columnWidth })).toEqual({ ok: false, error: [COLUMN_WIDTH_MESSAGE] });
    }
  });

  it('lowers slidesPerRow of 2^53 (or any above the maximum) to 24, so every slide keeps a width', () => {
    for (const design of ['grid', 'carousel'] as const) {
      expect(settingsOf({ design, slidesPerRow: 2 ** 53 })).toMatchObject({ slidesPerRow: 24 });
      expect(settingsOf({ design, slidesPerRow: '25' })).toMatchObject({ slidesPerRow: 24 });
      expect(settingsOf({ design, slidesPerRow: 24 })).toMatchObject({ slidesPerRow: 24 });
    }
  });

  it('always yields sane numbers from arbitrary input (property)', () => {
    const anyValue = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(
        fc.constantFrom(...GALLERY_DESIGNS.filter((d) => d !== 'autocolumns' && d !== 'autogrid')),
        anyValue,
        anyValue,
        anyValue,
        (design, a, b, c) => {
          const s = settingsOf({ design, slidesPerRow: a, gutter: b, 'autoplay-duration': c, padding: a });
          expect(Number.isInteger(s.slidesPerRow) && s.slidesPerRow >= 1 && s.slidesPerRow <= MAX_SLIDES_PER_ROW).toBe(true);
          expect(s.gutter).toBeGreaterThanOrEqual(0);
          expect(s.padding).toBeGreaterThanOrEqual(0);
          expect(s.autoplayTimeoutMs).toBeGreaterThanOrEqual(MIN_AUTOPLAY_TIMEOUT_MS);
        },
      ),
    );
  });
});

describe('the lightbox a view opens', () => {
  it('is the block theme when the lightbox is on, and none when off', () => {
    expect(lightboxOf({ lightbox: true, lightboxTheme: 'light' })).toEqual({ theme: 'light' });
    expect(lightboxOf({ lightbox: false, lightboxTheme: 'dark' })).toBeNull();
  });
});
