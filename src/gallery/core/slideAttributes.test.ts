import { describe, expect, it } from 'vitest';
import { parseSlide, shownSlides, slideLayoutItem } from './slideAttributes';

describe('slide attributes', () => {
  it('reads every attribute of an image slide', () => {
    expect(
      parseSlide({
        'data-type': 'image',
        'data-slide-id': '5f1',
        'data-slide-url': 'lake',
        'data-title': 'Lake',
        'data-description': '<p>At dusk</p>',
        'data-lightbox-theme': 'Light',
        'data-click-through-url': '/shop',
        'data-image-dimensions': '2500x1667',
        'data-image-focal-point': '0.3,0.7',
        'data-src': 'assets/lake.jpg',
      }),
    ).toEqual({
      type: 'image',
      id: '5f1',
      url: 'lake',
      title: 'Lake',
      description: '<p>At dusk</p>',
      lightboxTheme: 'light',
      clickThroughUrl: '/shop',
      dimensions: { width: 2500, height: 1667 },
      focalPoint: { x: 0.3, y: 0.7 },
      src: 'assets/lake.jpg',
      videoEmbed: null,
    });
  });

  it('defaults what is absent: image type, centre focal point, no dimensions', () => {
    expect(parseSlide({})).toEqual({
      type: 'image',
      id: null,
      url: null,
      title: null,
      description: null,
      lightboxTheme: null,
      clickThroughUrl: null,
      dimensions: null,
      focalPoint: { x: 0.5, y: 0.5 },
      src: null,
      videoEmbed: null,
    });
    expect(parseSlide({ 'data-type': 'VIDEO', 'data-lightbox-theme': 'sepia' })).toMatchObject({ type: 'video', lightboxTheme: null });
  });

  it('reads a video slide: its poster and its embed markup', () => {
    const embed = '<iframe src="https://player.vimeo.com/video/1"></iframe>';
    expect(parseSlide({ 'data-type': 'video', 'data-src': 'poster.jpg', 'data-html': embed })).toMatchObject({
      type: 'video',
      src: 'poster.jpg',
      videoEmbed: embed,
    });
    // embed markup on an image slide is not a video
    expect(parseSlide({ 'data-type': 'image', 'data-html': embed }).videoEmbed).toBeNull();
  });

  it('shows images with a source and every video, in their order', () => {
    const slides = [
      parseSlide({ 'data-slide-id': 'a', 'data-src': 'a.jpg' }),
      parseSlide({ 'data-slide-id': 'b', 'data-src': '  ' }),
      parseSlide({ 'data-slide-id': 'c', 'data-type': 'video', 'data-src': 'c.jpg' }),
      parseSlide({ 'data-slide-id': 'd' }),
      parseSlide({ 'data-slide-id': 'e', 'data-type': 'video' }),
    ];
    expect(shownSlides(slides).map((s) => s.id)).toEqual(['a', 'c', 'e']);
    expect(shownSlides([])).toEqual([]);
  });

  it('lays a video without dimensions out at 16:9 and an image without them square', () => {
    expect(slideLayoutItem(parseSlide({ 'data-type': 'video' })).aspect).toBeCloseTo(16 / 9);
    expect(slideLayoutItem(parseSlide({})).aspect).toBe(1);
    expect(slideLayoutItem(parseSlide({ 'data-type': 'video', 'data-image-dimensions': '400x300' })).aspect).toBeCloseTo(4 / 3);
  });
});
