// @vitest-environment happy-dom
/**
 * A gallery of hundreds of slides: the view draws those near the viewport at once and the rest
 * a batch per task, each in its place in the page's order; the server's captions stay shown
 * until the view holds every one of them, then the view stands in for the markup.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { mountJob } from '../testing/mountJob.fixture';

const COUNT = 450;

beforeEach(() => {
  document.body.innerHTML = '';
  // the positioned designs lay slides out at the measured width (happy-dom lays nothing out)
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 600,
    bottom: 400,
    width: 600,
    height: 400,
    toJSON: () => ({}),
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const figure = (n: number) =>
  `<figure class="gallery-grid-item" data-slide-url="s${n}"><div class="gallery-grid-item-wrapper"><img data-src="/s${n}.jpg" data-image-dimensions="300x300" alt=""></div><figcaption class="gallery-caption"><p class="gallery-caption-content">Caption${n}</p></figcaption></figure>`;

describe('a gallery of hundreds of slides', () => {
  it('renders the slides near the viewport first, then every other one in order, and stands in for the markup once all are there', async () => {
    document.body.innerHTML = `<section data-test="page-section" data-section-id="sec-big" class="page-section gallery-section">
      <div class="gallery-grid" data-controller="GalleryGrid" data-section-id="sec-big" data-props='{"aspectRatio": "square", "gutter": 8, "numColumns": 2, "lightboxEnabled": true}' data-show-captions="true">
        <div class="gallery-grid-wrapper">${Array.from({ length: COUNT }, (_, i) => figure(i + 1)).join('')}</div>
      </div></section>`;
    const section = document.querySelector<HTMLElement>('.gallery-grid')!;
    const job = scanPage(document).jobs.find((j) => j.element === section);
    const unmount = await mountJob(job);
    const view = document.querySelector('.runtime-gallery')!;
    const cells = () => Array.from(view.querySelectorAll<HTMLElement>('li'));
    // the first pass: fewer than all; the server's markup still shown while captions are missing
    expect(cells().length).toBeGreaterThan(0);
    expect(cells().length).toBeLessThan(COUNT);
    expect(document.querySelector<HTMLElement>('.gallery-grid-wrapper')?.hidden).toBe(false);
    await vi.waitFor(() => expect(cells()).toHaveLength(COUNT), { timeout: 10_000, interval: 20 });
    // every slide in the page's order (row by row), each caption there; then the view stands in
    const tops = cells().map((li) => parseFloat(li.style.top));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(view.textContent).toContain(`Caption${COUNT}`);
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('.gallery-grid-wrapper')?.hidden).toBe(true), { timeout: 2000 });
    expect(section.hasAttribute('data-runtime-pending')).toBe(false);
    expect(view.querySelectorAll('button[aria-label^="Open"]')).toHaveLength(COUNT);
    unmount();
  }, 90_000);
});
