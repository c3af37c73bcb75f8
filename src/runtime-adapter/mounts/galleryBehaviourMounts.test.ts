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
async function until(check: () => void, tries = 400) {
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

// the lightbox's chunk is compiled on its first import
describe('gallery deep links on a published page', { timeout: 20_000 }, () => {
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

describe('slideshow settings from the block', { timeout: 20_000 }, () => {
  it('loops by default; with loop: false, Previous is disabled on the first slide and Next on the last', async () => {
    document.body.innerHTML = galleryBlock('block-a', {}, ['A', 'B'], 'slideshow') + galleryBlock('block-b', { loop: false }, ['A', 'B'], 'slideshow');
    const jobs = jobsById();
    const unmountA = await mountJob(jobs.get('block-a'));
    const unmountB = await mountJob(jobs.get('block-b'));
    const button = (block: string, name: string) => document.querySelector<HTMLButtonElement>(`#${block} button[aria-label="${name}"]`)!;
    expect([button('block-a', 'Previous slide').disabled, button('block-b', 'Previous slide').disabled, button('block-b', 'Next slide').disabled]).toEqual([
      false,
      true,
      false,
    ]);
    button('block-b', 'Next slide').click();
    await settle();
    expect([button('block-b', 'Previous slide').disabled, button('block-b', 'Next slide').disabled]).toEqual([false, true]);
    unmountA();
    unmountB();
  });

  it('autoplay with autoplayOptions.randomize moves to a random other slide, after autoplay-duration', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    document.body.innerHTML = galleryBlock(
      'block-r',
      { autoplay: true, 'autoplay-duration': 0.5, autoplayOptions: { randomize: true } },
      ['A', 'B', 'C', 'D'],
      'slideshow',
    );
    const unmount = await mountWithMotion(jobOf('block-r'));
    expect(currentSlide()).toBe('1 of 4');
    // 0.99 picks the last of the three others
    await until(() => expect(currentSlide()).toBe('4 of 4'));
    unmount();
  });

  it('autoplay pauses while the pointer is over the gallery, unless autoplayOptions.pauseOnMouseover is false', async () => {
    document.body.innerHTML =
      galleryBlock('block-p', { autoplay: true, 'autoplay-duration': 2 }, ['A', 'B', 'C'], 'slideshow') +
      galleryBlock('block-o', { autoplay: true, 'autoplay-duration': 0.5, autoplayOptions: { pauseOnMouseover: false } }, ['A', 'B', 'C'], 'slideshow');
    const jobs = jobsById();
    const hover = (block: string) =>
      document
        .querySelector(`#${block} [aria-roledescription="carousel"]`)!
        .dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    const shown = (block: string) => document.querySelector(`#${block} [aria-roledescription="slide"]:not([aria-hidden])`)?.getAttribute('aria-label');
    const unmounts = [await mountWithMotion(jobs.get('block-p'))];
    // hovered well within its 2 s
    hover('block-p');
    unmounts.push(await mountWithMotion(jobs.get('block-o')));
    hover('block-o');
    await until(() => expect(shown('block-o')).toBe('2 of 3'));
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(shown('block-p')).toBe('1 of 3');
    unmounts.forEach((unmount) => unmount());
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

describe('slideshow images and thumbnails from the block', () => {
  it('auto-crop fills the stage (cropped about the focal point); without it each image shows whole', async () => {
    document.body.innerHTML =
      galleryBlock('block-c', { 'auto-crop': true }, ['A', 'B'], 'slideshow') + galleryBlock('block-f', { 'auto-crop': false }, ['A', 'B'], 'slideshow');
    const jobs = jobsById();
    const unmounts = [await mountJob(jobs.get('block-c')), await mountJob(jobs.get('block-f'))];
    const fit = (block: string) => document.querySelector<HTMLElement>(`#${block} .runtime-gallery [aria-roledescription="slide"] img`)?.style.objectFit;
    expect([fit('block-c'), fit('block-f')]).toEqual(['cover', 'contain']);
    unmounts.forEach((unmount) => unmount());
  });

  it('thumbnails: the strip height and margin, or square thumbnails', async () => {
    const strip = { thumbnails: true, 'thumbnail-strip-height': 60, 'thumbnail-strip-margin': 3 };
    document.body.innerHTML =
      galleryBlock('block-t', strip, ['A', 'B'], 'slideshow') + galleryBlock('block-q', { ...strip, 'square-thumbs': true }, ['A', 'B'], 'slideshow');
    const jobs = jobsById();
    const unmounts = [await mountJob(jobs.get('block-t')), await mountJob(jobs.get('block-q'))];
    const thumb = (block: string) => document.querySelector<HTMLElement>(`#${block} button[aria-label="Show slide 2: B"]`)!;
    expect([thumb('block-t').style.height, thumb('block-t').parentElement!.style.gap]).toEqual(['60px', '3px']);
    expect(thumb('block-q').style.height).toBe('');
    unmounts.forEach((unmount) => unmount());
  });
});

describe('stacked: the click behaviour next', () => {
  it('without a lightbox a click on a slide brings the next one into view and gives it focus; the last slide does nothing', async () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.getAttribute('data-slide-index') ?? '');
    });
    document.body.innerHTML = galleryBlock('block-st', { lightbox: false }, ['Harbour', 'Meadow', 'Dunes'], 'stacked');
    const unmount = await mountJob(jobOf('block-st'));
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('#block-st .runtime-gallery button'));
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Harbour: show the next image, Meadow', 'Meadow: show the next image, Dunes']);
    buttons[0]!.click();
    expect(scrolled).toEqual(['1']);
    expect(document.activeElement).toBe(buttons[1]);
    unmount();
  });

  it('with a lightbox a click opens it instead', async () => {
    document.body.innerHTML = galleryBlock('block-sl', { lightbox: true }, ['Harbour', 'Meadow'], 'stacked');
    const unmount = await mountJob(jobOf('block-sl'));
    expect(Array.from(document.querySelectorAll('#block-sl .runtime-gallery button'), (b) => b.getAttribute('aria-label'))).toEqual([
      'Open Harbour in the lightbox',
      'Open Meadow in the lightbox',
    ]);
    unmount();
  });
});

describe('strip settings from the block', () => {
  it('active-alignment places the current slide at the left, centre or right of the strip', async () => {
    const titles = ['A', 'B', 'C', 'D', 'E', 'F'];
    document.body.innerHTML = ['left', 'center', 'right']
      .map((a) => galleryBlock(`block-${a}`, { 'active-alignment': a, vSize: 100 }, titles, 'strip'))
      .join('');
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

  it('a video slide that is not the current one is inactive: its play control is disabled until the strip moves to it', async () => {
    const video = '<div class="slide" data-type="video" data-title="Harbour film" data-html="&lt;iframe src=&quot;/film.html&quot;&gt;&lt;/iframe&gt;"></div>';
    document.body.innerHTML = galleryBlock('block-v', { vSize: 100 }, ['A'], 'strip').replace(/(<\/div><\/div><\/div><\/div>)$/, `${video}$1`);
    const unmount = await mountJob(jobOf('block-v'));
    await until(() => expect(document.querySelector('#block-v button[aria-label^="Play video"]')).not.toBeNull());
    const play = () => document.querySelector<HTMLButtonElement>('#block-v button[aria-label^="Play video"]')!;
    expect(play().getAttribute('aria-disabled')).toBe('true');
    play().click();
    await settle();
    expect(document.querySelector('#block-v iframe')).toBeNull();
    document.querySelector<HTMLButtonElement>('#block-v button[aria-label="Next slide"]')!.click();
    await settle();
    expect(play().hasAttribute('aria-disabled')).toBe(false);
    unmount();
  });
});

describe('swipe on a published gallery', { timeout: 20_000 }, () => {
  /** Dispatches a pointer event on `target` stamped at `at` ms (happy-dom stamps events with performance.now). */
  function pointer(target: Element, type: string, clientX: number, at: number, pointerType = 'mouse') {
    vi.spyOn(performance, 'now').mockReturnValue(at);
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX, button: 0, pointerType }));
  }

  it('the slides follow a drag; a slow touch of 50 px within 250 ms swipes, the same with a mouse or after 250 ms does not; the settle time follows the swipe', async () => {
    document.body.innerHTML = galleryBlock('block-s', { vSize: 100 }, ['A', 'B', 'C', 'D', 'E', 'F'], 'strip');
    const unmount = await mountWithMotion(jobOf('block-s'));
    const track = () => document.querySelector<HTMLElement>('#block-s [aria-live]')!;
    const viewport = track().parentElement!;
    const current = () => document.querySelector('#block-s [aria-current="true"]')?.getAttribute('aria-label');
    const swipe = async (dx: number, dt: number, pointerType: string) => {
      pointer(viewport, 'pointerdown', 400, 1000, pointerType);
      pointer(viewport, 'pointermove', 400 + dx, 1000 + dt / 2, pointerType);
      await settle();
      const during = track().style.transform;
      pointer(viewport, 'pointerup', 400 + dx, 1000 + dt, pointerType);
      await settle();
      return during;
    };
    expect(current()).toBe('1 of 6');
    // a drag of 30 px to the left moves the track with it, then snaps back (slow, short: no swipe)
    expect(await swipe(-30, 2000, 'mouse')).toBe('translateX(-30px)');
    expect([track().style.transform, current()]).toEqual(['translateX(0px)', '1 of 6']);
    // 50 px in 200 ms (a velocity of 0.25): a swipe for a finger, not for a mouse
    await swipe(-50, 200, 'mouse');
    expect(current()).toBe('1 of 6');
    await swipe(-50, 200, 'touch');
    expect(current()).toBe('2 of 6');
    // the same touch over 300 ms, or of 49 px, is no swipe
    await swipe(-50, 300, 'touch');
    await swipe(-49, 200, 'touch');
    expect(current()).toBe('2 of 6');
    // the strip settles at its speed (0.5 s), after a swipe in the time left at the release's speed, at least 0.3 s
    expect(track().style.transition).toBe('transform 0.5s ease-out');
    await swipe(-400, 100, 'mouse');
    expect([current(), track().style.transition]).toEqual(['3 of 6', 'transform 0.3s ease-out']);
    unmount();
  });
});
