// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { showWaitingImages } from './waitingImages';

beforeEach(() => {
  document.body.innerHTML = '';
});

const src = (id: string) => document.getElementById(id)?.getAttribute('src') ?? null;

describe('the images the runtime leaves to the page', () => {
  it('a 7.0 image waiting with data-src gets its source, lazily, its box kept as an aspect ratio', () => {
    document.body.innerHTML = `<div class="sqs-block image-block"><div class="sqs-block-content">
      <noscript><img src="/assets/a.jpg?format=1500w" alt="Quay"></noscript>
      <img id="a" class="thumb-image" data-src="/assets/a.jpg" data-image="/assets/a.jpg" data-image-dimensions="1600x900" data-load="false" alt="Quay">
    </div></div>`;
    expect(showWaitingImages(document)).toBe(1);
    const img = document.getElementById('a')!;
    expect(src('a')).toBe('/assets/a.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.style.aspectRatio).toBe('1600 / 900');
    expect(img.hasAttribute('height')).toBe(false);
  });

  it('images of a block a view stands in for are the view’s; a skipped block’s and a left one’s are the page’s', () => {
    document.body.innerHTML = `
      <div data-runtime-bound="gallery"><img id="mounted" data-src="/m.jpg"></div>
      <div data-runtime-bound="skipped"><img id="skipped" data-src="/s.jpg"></div>
      <div data-runtime-bound="form" data-runtime-left="not read: a field"><img id="left" data-image="/l.jpg"></div>
      <ul class="ProductList-grid"><li><img id="free" data-src="/f.jpg"></li></ul>
      <img id="has-src" src="/keep.jpg" data-src="/other.jpg">
      <img id="nothing" alt="no source named">`;
    expect(showWaitingImages(document)).toBe(3);
    expect(['mounted', 'skipped', 'left', 'free', 'has-src', 'nothing'].map(src)).toEqual([null, '/s.jpg', '/l.jpg', '/f.jpg', '/keep.jpg', null]);
  });

  it('a second pass finds nothing more to do', () => {
    document.body.innerHTML = `<img id="a" data-src="/a.jpg">`;
    expect(showWaitingImages(document)).toBe(1);
    expect(showWaitingImages(document)).toBe(0);
  });
});

describe('which block an image belongs to', () => {
  it('the nearest bound block decides; a noscript fallback or an element still to read above it keeps the image waiting', () => {
    document.body.innerHTML = `
      <div data-runtime-bound="gallery"><div data-runtime-bound="form" data-runtime-left="not read"><img id="left-in-view" data-src="/a.jpg"></div></div>
      <div data-runtime-bound="form" data-runtime-left="not read"><div data-runtime-bound="gallery"><img id="view-in-left" data-src="/b.jpg"></div></div>
      <div class="to-read"><div data-runtime-bound="skipped"><img id="skipped-to-read" data-src="/c.jpg"></div></div>
      <div class="to-read"><img id="to-read" data-src="/d.jpg"></div>
      <div data-runtime-bound="skipped"><noscript><img id="fallback" data-src="/e.jpg"></noscript></div>
      <img id="free" data-src="/f.jpg">`;
    // happy-dom builds the noscript's image as an element (a browser with scripts keeps it as text)
    expect(document.getElementById('fallback')).not.toBeNull();
    expect(showWaitingImages(document, '.to-read')).toBe(2);
    expect(['left-in-view', 'view-in-left', 'skipped-to-read', 'to-read', 'fallback', 'free'].map(src)).toEqual(['/a.jpg', null, null, null, null, '/f.jpg']);
  });
});

describe('many images', () => {
  it('every free image between blocks of any size is shown, and none inside a view or an element still to read', () => {
    const free: string[] = [];
    const parts: string[] = [];
    for (let size = 0; size < 40; size += 1) {
      const images = (kind: string) => Array.from({ length: size }, (_, i) => `<img id="${kind}-${size}-${i}" data-src="/${kind}.jpg">`).join('');
      parts.push(size % 2 === 0 ? `<div data-runtime-bound="gallery">${images('view')}</div>` : `<div class="to-read"><p>${images('pending')}</p></div>`);
      const id = `free-${size}`;
      free.push(id);
      parts.push(`<img id="${id}" data-src="/f.jpg">`);
    }
    document.body.innerHTML = parts.join('');
    expect(showWaitingImages(document, '.to-read')).toBe(free.length);
    const shown = Array.from(document.querySelectorAll('img[src]')).map((img) => img.id);
    expect(shown).toEqual(free);
  });
});
