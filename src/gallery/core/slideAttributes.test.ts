import { describe, expect, it } from 'vitest';
import { parseSlide, shownSlides } from './slideAttributes';

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
    });
    expect(parseSlide({ 'data-type': 'VIDEO', 'data-lightbox-theme': 'sepia' })).toMatchObject({ type: 'video', lightboxTheme: null });
  });

  it('shows only the slides with an image source, in their order', () => {
    const slides = [
      parseSlide({ 'data-slide-id': 'a', 'data-src': 'a.jpg' }),
      parseSlide({ 'data-slide-id': 'b', 'data-src': '  ' }),
      parseSlide({ 'data-slide-id': 'c', 'data-type': 'video', 'data-src': 'c.jpg' }),
      parseSlide({ 'data-slide-id': 'd' }),
    ];
    expect(shownSlides(slides).map((s) => s.id)).toEqual(['a', 'c']);
    expect(shownSlides([])).toEqual([]);
  });
});
