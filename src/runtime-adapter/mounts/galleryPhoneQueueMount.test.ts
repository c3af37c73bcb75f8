// @vitest-environment happy-dom
/**
 * On a phone's screen the page's image queue loads one image at a time (spec: image queue
 * throttle 16, 1 on mobile): a gallery mounted at 390 px wide starts one image, the next once
 * it has loaded. A file of its own: the page's queue is made once, at its first image.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { blockJson as json, mountJob, settle } from '../testing/mountJob.fixture';

beforeAll(() => {
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width: 390, height: 844 });
});

afterEach(() => {
  vi.restoreAllMocks();
});

it('a gallery on a phone’s screen loads its images one at a time', { timeout: 30_000 }, async () => {
  expect(window.matchMedia('(max-width: 432px)').matches).toBe(true);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 390,
    bottom: 300,
    width: 390,
    height: 300,
    toJSON: () => ({}),
  });
  const slides = ['a', 'b', 'c']
    .map((name) => `<div class="slide" data-type="image"><img data-src="/${name}.jpg" data-image-dimensions="600x400" alt="${name}"></div>`)
    .join('');
  document.body.innerHTML = `<div class="sqs-block gallery-block" id="block-q" data-block-type="8" data-block-json="${json({ design: 'carousel', slidesPerRow: 3 })}">
    <div class="sqs-block-content"><div class="sqs-gallery-container">${slides}</div></div></div>`;
  const unmount = await mountJob(scanPage(document).jobs.find((j) => j.element.id === 'block-q'));
  const started = () => Array.from(document.querySelectorAll('.runtime-gallery img'), (img) => img.getAttribute('src')?.split('?')[0]);
  expect(started()).toEqual(['/a.jpg']);
  document.querySelector('.runtime-gallery img')!.dispatchEvent(new Event('load'));
  await settle();
  expect(started()).toEqual(['/a.jpg', '/b.jpg']);
  unmount();
});
