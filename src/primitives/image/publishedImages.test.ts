// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { showPublishedImages } from './publishedImages';

describe('showPublishedImages', () => {
  it('gives a waiting image its data-src (else data-image) and its dimensions; leaves images that have a src', () => {
    const root = document.createElement('div');
    root.innerHTML = `<img data-src="/a.jpg" data-image-dimensions="800x600" alt="a"><img data-image="/b.jpg" alt="b"><img src="/c.jpg" data-src="/other.jpg" alt="c"><img alt="none">`;
    showPublishedImages(root);
    const imgs = Array.from(root.querySelectorAll('img'));
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(['/a.jpg', '/b.jpg', '/c.jpg', null]);
    expect([imgs[0]!.getAttribute('width'), imgs[0]!.getAttribute('height'), imgs[1]!.getAttribute('width')]).toEqual(['800', '600', null]);
  });
});
