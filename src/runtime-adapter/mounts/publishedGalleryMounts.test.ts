// @vitest-environment happy-dom
/**
 * The gallery, marquee and image chunks over markup as the platform publishes it: a 7.1
 * gallery section mounted in place of its server items (and given back on unmount), a marquee
 * from its Marquee-props script, and an inline 7.0 image loaded where it is.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { mountJob } from '../testing/mountJob.fixture';
import { measureElementsAt600x400, publishedGalleryGrid } from '../testing/publishedGalleryGrid.fixture';

beforeEach(() => {
  document.body.innerHTML = '';
  measureElementsAt600x400();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const jobFor = (element: Element | null) => scanPage(document).jobs.find((j) => j.element === element);

// the first mount loads its chunk's modules, slow on a busy machine
describe('published galleries, marquee and images', { timeout: 30_000 }, () => {
  it('a gallery section shows every item in the grid with its caption and link, and gives the server items back on unmount', async () => {
    document.body.innerHTML = publishedGalleryGrid([
      { src: '/pier.jpg', dimensions: '300x200', alt: '', href: '/walks', caption: 'The pier at low tide' },
      { src: '/nets.jpg', dimensions: '300x300', alt: 'nets.jpg' },
    ]);
    const section = document.querySelector('.gallery-grid');
    const unmount = await mountJob(jobFor(section));
    const view = document.querySelector('.runtime-gallery');
    // two columns of square cells (the images load as they come into view)
    expect(Array.from(view?.querySelectorAll<HTMLElement>('li') ?? []).map((li) => [li.style.left, li.style.width, li.style.height])).toEqual([
      ['0px', '296px', '296px'],
      ['304px', '296px', '296px'],
    ]);
    expect(view?.textContent).toContain('The pier at low tide');
    expect(view?.querySelector('a[href="/walks"]')).not.toBeNull();
    expect(document.querySelector<HTMLElement>('.gallery-grid-wrapper')?.hidden).toBe(true);
    unmount();
    expect(document.querySelector('.runtime-gallery')).toBeNull();
    expect(document.querySelector<HTMLElement>('.gallery-grid-wrapper')?.hidden).toBe(false);
  });

  it('a reel mounts as a strip with its previous and next controls', async () => {
    document.body.innerHTML = `
      <div class="gallery-reel" data-controller="GalleryReel" data-section-id="sec-r" data-props='{"viewportHeight": 50}'>
        <div class="gallery-reel-wrapper"><div class="gallery-reel-list">
          <figure class="gallery-reel-item" data-slide-url="a"><div class="gallery-reel-item-wrapper"><div class="gallery-reel-item-src"><img data-src="/a.jpg" src="/a.jpg" data-image-dimensions="300x400" alt=""></div></div></figure>
          <figure class="gallery-reel-item" data-slide-url="b"><div class="gallery-reel-item-wrapper"><div class="gallery-reel-item-src"><img data-src="/b.jpg" src="/b.jpg" data-image-dimensions="400x300" alt=""></div></div></figure>
        </div></div>
      </div>`;
    const unmount = await mountJob(jobFor(document.querySelector('.gallery-reel')));
    const view = document.querySelector('.runtime-gallery');
    expect(view?.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(2);
    expect(Array.from(view?.querySelectorAll('button[aria-label]') ?? []).map((b) => b.getAttribute('aria-label'))).toEqual(['Previous slide', 'Next slide']);
    unmount();
  });

  it('a marquee runs its Marquee-props items, as a link when it names one', async () => {
    document.body.innerHTML = `
      <div class="sqs-block marquee-block sqs-block-marquee" data-block-type="70" id="block-mq"><div class="sqs-block-content"><div class="Marquee">
        <script class="Marquee-props" type="application/json">{ "marqueeItems": [ { "text": "Fresh bread" }, { "text": "every morning" } ], "linkTo": "/bakery", "itemSpacing": { "unit": "em", "value": 1 } }</script>
        <div class="Marquee-display"><h1><span class="v6-visually-hidden">Fresh bread every morning</span></h1></div>
      </div></div></div>`;
    const unmount = await mountJob(jobFor(document.getElementById('block-mq')));
    const view = document.querySelector('.runtime-marquee');
    expect(view?.querySelector('a[href="/bakery"]')).not.toBeNull();
    expect(view?.textContent?.replace(/\s+/g, ' ')).toContain('Fresh bread every morning');
    unmount();
  });

  it('an inline 7.0 image is loaded in place, its box reserved, and put back as rendered on unmount', async () => {
    document.body.innerHTML = `
      <div class="sqs-block image-block sqs-block-image" data-aspect-ratio="100" data-block-type="5" id="block-in"><div class="sqs-block-content">
        <div class="image-block-outer-wrapper layout-caption-below design-layout-inline"><div class="intrinsic" style="max-width:600px;">
          <div style="padding-bottom:75%;" class="image-block-wrapper has-aspect-ratio" data-description="">
            <noscript><img src="/boat.jpg" alt="boat.jpg" /></noscript><img class="thumb-image" data-src="/boat.jpg" data-image="/boat.jpg" data-image-dimensions="600x450" data-image-focal-point="0.5,0.3" alt="boat.jpg" data-load="false" />
          </div></div></div>
      </div></div>`;
    const unmount = await mountJob(jobFor(document.getElementById('block-in')));
    const img = document.querySelector<HTMLImageElement>('img.thumb-image')!;
    expect(img.getAttribute('src')).toBe('/boat.jpg');
    expect(img.style.aspectRatio).toBe('600 / 450');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(document.getElementById('block-in')?.querySelector('.image-block-outer-wrapper')?.hasAttribute('hidden')).toBe(false);
    unmount();
    expect(img.hasAttribute('src')).toBe(false);
    expect(img.getAttribute('data-load')).toBe('false');
  });
});
