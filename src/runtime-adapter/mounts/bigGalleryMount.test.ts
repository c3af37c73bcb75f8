// @vitest-environment happy-dom
/**
 * Galleries of hundreds and thousands of slides: the view renders in full the slides near the
 * viewport (more as the visitor scrolls) and holds the others' captions in light cells, a batch
 * per task, each in its place in the page's order; the server's captions stay shown until the
 * view holds every one of them, then the view stands in for the markup.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { mountJob } from '../testing/mountJob.fixture';

const COUNT = 450;
/** How far the page is scrolled: every element's box (the gallery's stage among them) sits that much higher. */
let scrolled = 0;

beforeEach(() => {
  document.body.innerHTML = '';
  // the positioned designs lay slides out at the measured width (happy-dom lays nothing out)
  scrolled = 0;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
    x: 0,
    y: -scrolled,
    top: -scrolled,
    left: 0,
    right: 600,
    bottom: 400 - scrolled,
    width: 600,
    height: 400,
    toJSON: () => ({}),
  }));
});

afterEach(() => {
  vi.restoreAllMocks();
});

const figure = (n: number, caption = true) =>
  `<figure class="gallery-grid-item" data-slide-url="s${n}"><div class="gallery-grid-item-wrapper"><img data-src="/s${n}.jpg" data-image-dimensions="300x300" alt=""></div>${caption ? `<figcaption class="gallery-caption"><p class="gallery-caption-content">Caption${n}</p></figcaption>` : ''}</figure>`;

const gridSection = (figures: string) => `<section data-test="page-section" data-section-id="sec-big" class="page-section gallery-section">
      <div class="gallery-grid" data-controller="GalleryGrid" data-section-id="sec-big" data-props='{"aspectRatio": "square", "gutter": 8, "numColumns": 2, "lightboxEnabled": true}' data-show-captions="true">
        <div class="gallery-grid-wrapper">${figures}</div>
      </div></section>`;

describe('a gallery of hundreds of slides', () => {
  it('renders the slides near the viewport in full, holds every other caption in order, and stands in for the markup once all are there', async () => {
    document.body.innerHTML = gridSection(Array.from({ length: COUNT }, (_, i) => figure(i + 1)).join(''));
    const section = document.querySelector<HTMLElement>('.gallery-grid')!;
    const job = scanPage(document).jobs.find((j) => j.element === section);
    const unmount = await mountJob(job);
    const view = document.querySelector('.runtime-gallery')!;
    const cells = () => Array.from(view.querySelectorAll<HTMLElement>('li'));
    await vi.waitFor(() => expect(cells()).toHaveLength(COUNT), { timeout: 10_000, interval: 20 });
    // every slide in the page's order (row by row), each caption there; then the view stands in
    const tops = cells().map((li) => parseFloat(li.style.top));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(view.textContent).toContain(`Caption${COUNT}`);
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('.gallery-grid-wrapper')?.hidden).toBe(true), { timeout: 2000 });
    expect(section.hasAttribute('data-runtime-pending')).toBe(false);
    // in full (an image and its opener) only the slides near the viewport: the first rows
    const openers = Array.from(view.querySelectorAll('button[aria-label^="Open"]'));
    expect(openers.length).toBeGreaterThan(0);
    expect(openers.length).toBeLessThan(COUNT / 4);
    expect(openers.map((button) => button.closest('li')?.getAttribute('data-slide-index'))).toEqual(openers.map((_, i) => String(i)));
    unmount();
  }, 90_000);

  it('renders a gallery of 10,000 slides near the viewport alone, as many as for 450, and more where the visitor scrolls', async () => {
    const count = 10_000;
    document.body.innerHTML = gridSection(Array.from({ length: count }, (_, i) => figure(i + 1, false)).join(''));
    const section = document.querySelector<HTMLElement>('.gallery-grid')!;
    const unmount = await mountJob(scanPage(document).jobs.find((j) => j.element === section));
    const view = document.querySelector('.runtime-gallery')!;
    const rendered = () => Array.from(view.querySelectorAll('li')).map((li) => Number(li.getAttribute('data-slide-index')));
    // the server's slides show no text: the view stands in at once, with the first rows only
    expect(document.querySelector<HTMLElement>('.gallery-grid-wrapper')?.hidden).toBe(true);
    const first = rendered();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(100);
    expect(first).toEqual(first.map((_, i) => i));
    // the stage's cells are 296 px a row of 2: scrolled 1,000,000 px down, rows near 3378 render, and those above stay
    const cellTop = (index: number) => parseFloat(view.querySelector<HTMLElement>(`li[data-slide-index="${index}"]`)?.style.top ?? 'NaN');
    scrolled = 1_000_000;
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(rendered().length).toBeGreaterThan(first.length), { timeout: 5000, interval: 20 });
    const later = rendered().filter((index) => !first.includes(index));
    expect(later.length).toBeLessThan(100);
    for (const index of later) expect(Math.abs(cellTop(index) - scrolled)).toBeLessThan(3 * window.innerHeight);
    expect(rendered()).toEqual(expect.arrayContaining(first));
    unmount();
  }, 240_000);
});
