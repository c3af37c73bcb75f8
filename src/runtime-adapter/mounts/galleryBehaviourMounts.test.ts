// @vitest-environment happy-dom
/**
 * The gallery rules the block's markup turns on, as a visitor gets them from the gallery chunk:
 * deep links (itemId in the address opens the lightbox on load, opening writes it, Back and
 * Close take it away), loop, the autoplay options, Ken Burns and the active alignment.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { blockJson as json, mountJob, settle, testMountContext } from '../testing/mountJob.fixture';
import { mountRegistry } from '../registry';
import type { MountJob } from '../mountTypes';

beforeEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/gallery');
  // the views lay slides out at the measured width (happy-dom lays nothing out)
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ x: 0, y: 0, top: 0, left: 0, right: 600, bottom: 400, width: 600, height: 400, toJSON: () => ({}) });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const jobOf = (id: string) => scanPage(document).jobs.find((j) => j.element.id === id);
/** The jobs of every block in the page, by block id (one scan binds them all). */
const jobsById = () => new Map(scanPage(document).jobs.map((j) => [j.element.id, j]));

/** A 7.0 gallery block as published: the slide's gallery item id only on its image (`data-image-id`). */
function galleryBlock(id: string, settings: Record<string, unknown>, titles: string[], design = 'grid') {
  const slides = titles
    .map(
      (title, i) => `<div class="slide" data-type="image"><div class="margin-wrapper"><a class="image-slide-anchor content-fit" data-title="${title}">
        <noscript><img src="/s${i}.jpg" alt="${title}"></noscript><img class="thumb-image" data-src="/s${i}.jpg" data-image="/s${i}.jpg" data-image-dimensions="600x400" data-image-focal-point="0.5,0.5" data-image-id="item-${i}" alt="${title}" data-load="false" data-type="image"></a></div></div>`,
    )
    .join('');
  return `<div class="sqs-block gallery-block sqs-block-gallery" id="${id}" data-block-type="8" data-block-json="${json({ design, ...settings })}">
    <div class="sqs-block-content"><div class="sqs-gallery-container sqs-gallery-block-${design}"><div class="sqs-gallery">${slides}</div></div></div></div>`;
}

/** Waits until `check` passes (the lightbox's code arrives as a chunk of its own). */
async function until(check: () => void, tries = 60) {
  for (let i = 0; ; i += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (i >= tries) throw error;
      await settle();
    }
  }
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

describe('gallery deep links on a published page', () => {
  it('an itemId in the address opens the lightbox on that slide (7.0 slides are named by their image’s data-image-id); Close takes it out of the address', async () => {
    window.history.replaceState(null, '', '/gallery?itemId=item-1&ref=news');
    document.body.innerHTML = galleryBlock('block-g', { lightbox: true }, ['Harbour', 'Meadow', 'Dunes']);
    const unmount = await mountJob(jobOf('block-g'));
    await until(() => expect(dialog()?.textContent).toContain('Meadow'));
    dialog()!.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    await until(() => expect(dialog()).toBeNull());
    expect(window.location.pathname + window.location.search).toBe('/gallery?ref=news');
    unmount();
  });

  it('opening a slide writes its itemId under the page’s path; Back closes the lightbox', async () => {
    document.body.innerHTML = galleryBlock('block-g', { lightbox: true }, ['Harbour', 'Meadow']);
    const unmount = await mountJob(jobOf('block-g'));
    const entries = window.history.length;
    document.querySelector<HTMLButtonElement>('button[aria-label="Open Meadow in the lightbox"]')!.click();
    await until(() => expect(dialog()?.textContent).toContain('Meadow'));
    expect(window.location.pathname + window.location.search).toBe('/gallery?itemId=item-1');
    expect(window.history.length).toBe(entries + 1);
    window.history.back();
    await until(() => expect(dialog()).toBeNull());
    expect(window.location.search).toBe('');
    unmount();
  });

  it('a gallery without a lightbox leaves the address alone, even with an itemId in it', async () => {
    window.history.replaceState(null, '', '/gallery?itemId=item-0');
    document.body.innerHTML = galleryBlock('block-g', { lightbox: false }, ['Harbour', 'Meadow']);
    const unmount = await mountJob(jobOf('block-g'));
    await settle();
    expect(dialog()).toBeNull();
    expect(window.location.search).toBe('?itemId=item-0');
    unmount();
  });
});

/** Mounts with motion on (the test context forces reduced motion, which turns autoplay and Ken Burns off). */
async function mountWithMotion(job: MountJob | undefined) {
  const { mount } = await (mountRegistry.gallery as () => Promise<{ mount: (e: HTMLElement, p: unknown, c: typeof testMountContext) => () => void }>)();
  const unmount = mount(job!.element, job!.props, { ...testMountContext, noMotion: false });
  await settle();
  return unmount;
}

const currentSlide = () => document.querySelector('[aria-roledescription="slide"]:not([aria-hidden])')?.getAttribute('aria-label');

describe('slideshow settings from the block', () => {
  it('loops by default; with loop: false, Previous is disabled on the first slide and Next on the last', async () => {
    document.body.innerHTML = galleryBlock('block-a', {}, ['A', 'B'], 'slideshow') + galleryBlock('block-b', { loop: false }, ['A', 'B'], 'slideshow');
    const jobs = jobsById();
    const unmountA = await mountJob(jobs.get('block-a'));
    const unmountB = await mountJob(jobs.get('block-b'));
    const button = (block: string, name: string) => document.querySelector<HTMLButtonElement>(`#${block} button[aria-label="${name}"]`)!;
    expect([button('block-a', 'Previous slide').disabled, button('block-b', 'Previous slide').disabled, button('block-b', 'Next slide').disabled]).toEqual([false, true, false]);
    button('block-b', 'Next slide').click();
    await settle();
    expect([button('block-b', 'Previous slide').disabled, button('block-b', 'Next slide').disabled]).toEqual([false, true]);
    unmountA();
    unmountB();
  });

  it('autoplay with autoplayOptions.randomize moves to a random other slide, after autoplay-duration', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    document.body.innerHTML = galleryBlock('block-r', { autoplay: true, 'autoplay-duration': 0.5, autoplayOptions: { randomize: true } }, ['A', 'B', 'C', 'D'], 'slideshow');
    const unmount = await mountWithMotion(jobOf('block-r'));
    expect(currentSlide()).toBe('1 of 4');
    // 0.99 picks the last of the three others
    await until(() => expect(currentSlide()).toBe('4 of 4'));
    unmount();
  });

  it('kenBurns zooms the current image; without it nothing zooms', async () => {
    document.body.innerHTML = galleryBlock('block-k', { kenBurns: true }, ['A', 'B'], 'slideshow') + galleryBlock('block-n', {}, ['A', 'B'], 'slideshow');
    const jobs = jobsById();
    const unmountK = await mountWithMotion(jobs.get('block-k'));
    const unmountN = await mountWithMotion(jobs.get('block-n'));
    expect(document.querySelectorAll('#block-k [data-ken-burns]')).toHaveLength(1);
    expect(document.querySelectorAll('#block-n [data-ken-burns]')).toHaveLength(0);
    unmountK();
    unmountN();
  });
});

describe('strip settings from the block', () => {
  it('active-alignment places the current slide at the left, centre or right of the strip', async () => {
    const titles = ['A', 'B', 'C', 'D', 'E', 'F'];
    document.body.innerHTML = ['left', 'center', 'right'].map((a) => galleryBlock(`block-${a}`, { 'active-alignment': a, vSize: 100 }, titles, 'strip')).join('');
    const offsets: string[] = [];
    const jobs = jobsById();
    for (const a of ['left', 'center', 'right']) {
      const unmount = await mountJob(jobs.get(`block-${a}`));
      const next = document.querySelector<HTMLButtonElement>(`#block-${a} button[aria-label="Next slide"]`)!;
      next.click();
      next.click();
      await settle();
      offsets.push(document.querySelector<HTMLElement>(`#block-${a} [aria-live]`)!.style.transform);
      unmount();
    }
    // 150 px slides, 600 px wide: the third slide at 300 px starts at 0, centres at 225, ends at 450
    expect(offsets).toEqual(['translateX(-300px)', 'translateX(-75px)', 'translateX(0px)']);
  });
});
