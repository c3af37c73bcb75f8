// @vitest-environment happy-dom
/**
 * The spec's gallery and image constants, as a visitor gets them from a published 7.0 gallery
 * block mounted by the gallery chunk: the autoplay default of 5000 ms, the resize debounce of
 * 100 ms, the carousel's settle of 0.28 s, the grid's default padding of 20, the video's 16:9
 * fallback, the image widths of the srcset, the lazy margin of 200 px and the slideshow's
 * preload window (lazyLoad). Each fails when its constant or its wiring changes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { blockJson as json, mountJob, testMountContext } from '../testing/mountJob.fixture';
import { mountRegistry } from '../registry';

/** The width every element measures (happy-dom lays nothing out). */
let measuredWidth = 600;

beforeEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/gallery');
  measuredWidth = 600;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: measuredWidth,
    bottom: 400,
    width: measuredWidth,
    height: 400,
    toJSON: () => ({}),
  }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const image = (title: string, i: number, dimensions: string) =>
  `<div class="slide" data-type="image"><div class="margin-wrapper"><a class="image-slide-anchor content-fit" data-title="${title}">
    <noscript><img src="/s${i}.jpg" alt="${title}"></noscript><img class="thumb-image" data-src="/s${i}.jpg" data-image="/s${i}.jpg" data-image-dimensions="${dimensions}" data-image-focal-point="0.5,0.5" data-image-id="item-${i}" alt="${title}" data-load="false" data-type="image"></a></div></div>`;

const video = (title: string) =>
  `<div class="slide" data-type="video" data-title="${title}" data-html="&lt;iframe src=&quot;/film.html&quot;&gt;&lt;/iframe&gt;"></div>`;

/** A 7.0 gallery block as published, with the given slides' markup. */
function galleryBlock(id: string, design: string, settings: Record<string, unknown>, slides: string) {
  return `<div class="sqs-block gallery-block sqs-block-gallery" id="${id}" data-block-type="8" data-block-json="${json({ design, ...settings })}">
    <div class="sqs-block-content"><div class="sqs-gallery-container sqs-gallery-block-${design}"><div class="sqs-gallery">${slides}</div></div></div></div>`;
}

const images = (titles: string[], dimensions = '600x400') => titles.map((title, i) => image(title, i, dimensions)).join('');
const jobOf = (id: string) => scanPage(document).jobs.find((j) => j.element.id === id);

/** The page's resize observers, which a test calls as the browser does when their elements change size. */
const observers = new Set<{ callback: ResizeObserverCallback; observer: ResizeObserver }>();
class TestResizeObserver {
  private readonly entry: { callback: ResizeObserverCallback; observer: ResizeObserver };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, observer: this as unknown as ResizeObserver };
  }
  observe() {
    observers.add(this.entry);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.entry);
  }
}
/** Every observed element changed size (happy-dom lays nothing out: the sizes come from getBoundingClientRect's mock). */
const resizeObserved = () =>
  observers.forEach(({ callback, observer }) => callback([{ contentRect: { width: measuredWidth, height: 400 } } as unknown as ResizeObserverEntry], observer));

/** Lets React render what a timer or an event started (React schedules with setImmediate, which the fake clock leaves alone). */
async function flush() {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** Mounts with motion on (the test context forces reduced motion, which turns autoplay off and makes every move instant). */
async function mountWithMotion(id: string) {
  const job = jobOf(id)!;
  const { mount } = await (mountRegistry.gallery as () => Promise<{ mount: (e: HTMLElement, p: unknown, c: typeof testMountContext) => () => void }>)();
  const unmount = mount(job.element, job.props, { ...testMountContext, noMotion: false });
  await flush();
  return unmount;
}

const cellStyle = (id: string, index: number) => {
  const cell = document.querySelector<HTMLElement>(`#${id} .runtime-gallery [data-slide-index="${index}"]`)!.style;
  return { left: cell.left, width: cell.width, height: cell.height };
};

describe('grid: default padding and the resize debounce', { timeout: 20_000 }, () => {
  it('a grid block without a padding lays four to a row 20 px apart, and follows a new width 100 ms after the resize, not sooner', async () => {
    vi.stubGlobal('ResizeObserver', TestResizeObserver);
    document.body.innerHTML = galleryBlock('block-g', 'grid', {}, images(['A', 'B', 'C', 'D', 'E']));
    const unmount = await mountJob(jobOf('block-g'));
    // 600 px: (600 - 3 × 20) / 4 = 135 px cells, the second at 135 + 20
    expect(cellStyle('block-g', 1)).toEqual({ left: '155px', width: '135px', height: '135px' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    measuredWidth = 300;
    resizeObserved();
    vi.advanceTimersByTime(99);
    await flush();
    expect(cellStyle('block-g', 1).width).toBe('135px');
    vi.advanceTimersByTime(1);
    await flush();
    // 300 px: (300 - 60) / 4 = 60 px cells
    expect(cellStyle('block-g', 1)).toEqual({ left: '80px', width: '60px', height: '60px' });
    vi.useRealTimers();
    unmount();
  });
});

describe('slideshow: the autoplay default', { timeout: 20_000 }, () => {
  it('autoplay without an autoplay-duration moves on after 5000 ms, not sooner', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.innerHTML = galleryBlock('block-a', 'slideshow', { autoplay: true }, images(['A', 'B', 'C']));
    const unmount = await mountWithMotion('block-a');
    const current = () => document.querySelector('#block-a [aria-roledescription="slide"]:not([aria-hidden])')?.getAttribute('aria-label');
    expect(current()).toBe('1 of 3');
    vi.advanceTimersByTime(4999);
    await flush();
    expect(current()).toBe('1 of 3');
    vi.advanceTimersByTime(1);
    await flush();
    expect(current()).toBe('2 of 3');
    unmount();
  });
});

describe('carousel: the settle time', { timeout: 20_000 }, () => {
  it('a carousel’s track moves to a group in 0.28 s', async () => {
    document.body.innerHTML = galleryBlock('block-c', 'carousel', {}, images(['A', 'B', 'C', 'D', 'E', 'F', 'G']));
    const unmount = await mountWithMotion('block-c');
    const track = document.querySelector<HTMLElement>('#block-c [aria-live]')!;
    expect(track.style.transition).toBe('transform 0.28s ease-out');
    unmount();
  });
});

describe('stacked: the video fallback ratio', { timeout: 20_000 }, () => {
  it('a video slide without dimensions takes a 16:9 box, an image its own ratio', async () => {
    document.body.innerHTML = galleryBlock('block-s', 'stacked', { lightbox: false }, image('A', 0, '600x400') + video('Harbour film'));
    const unmount = await mountJob(jobOf('block-s'));
    // 600 px wide: the image 600 × 400, the video 600 × 337.5
    expect([cellStyle('block-s', 0).height, cellStyle('block-s', 1).height]).toEqual(['400px', '337.5px']);
    unmount();
  });
});

/** An IntersectionObserver the test drives: it records each observer's options and what it watches. */
class DrivenObserver {
  static all: DrivenObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    DrivenObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  /** Reports `target` as intersecting to every observer watching it with `rootMargin`. */
  static intersect(target: Element, rootMargin: string) {
    for (const observer of DrivenObserver.all.filter((o) => o.options.rootMargin === rootMargin && o.targets.includes(target))) {
      observer.callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

describe('image loading on a published slideshow', { timeout: 20_000 }, () => {
  it('the slides within the preload window load at once with the spec’s widths; the others wait until they come within 200 px of the viewport', async () => {
    DrivenObserver.all = [];
    vi.stubGlobal('IntersectionObserver', DrivenObserver);
    document.body.innerHTML = galleryBlock('block-l', 'slideshow', {}, images(['A', 'B', 'C', 'D', 'E'], '2500x1667'));
    const unmount = await mountJob(jobOf('block-l'));
    const slide = (i: number) => document.querySelectorAll<HTMLElement>('#block-l .runtime-gallery [aria-roledescription="slide"]')[i]!;
    const loaded = () => [0, 1, 2, 3, 4].filter((i) => slide(i).querySelector('img') !== null);
    // preload 1: the current slide and the next load at once
    expect(loaded()).toEqual([0, 1]);
    const img = slide(0).querySelector('img')!;
    expect(img.getAttribute('srcset')!.split(', ')).toEqual([100, 300, 500, 750, 1000, 1500, 2500].map((w) => `/s0.jpg?format=${w}w ${w}w`));
    // each waiting slide's image is watched with the 200 px margin, and loads once within it
    const frame = (i: number) => slide(i).querySelector('[data-loading]') ?? slide(i).querySelector('span')!;
    DrivenObserver.intersect(frame(3), '200px');
    await flush();
    expect(loaded()).toEqual([0, 1, 3]);
    // moving on brings the next slide into the preload window
    document.querySelector<HTMLButtonElement>('#block-l button[aria-label="Next slide"]')!.click();
    await flush();
    expect(loaded()).toEqual([0, 1, 2, 3]);
    unmount();
  });
});

describe('lightbox: its speed', { timeout: 20_000 }, () => {
  it('the lightbox opened from a published grid fades in for 0.6 s: opening until then, visible from then (no animation end in this DOM: the fallback at its speed)', async () => {
    document.body.innerHTML = galleryBlock('block-x', 'grid', { lightbox: true }, images(['A', 'B']));
    const unmount = await mountWithMotion('block-x');
    const opener = () => document.querySelector<HTMLButtonElement>('#block-x button[aria-label="Open A in the lightbox"]')!;
    const phase = () => document.querySelector('[data-lightbox-phase]')?.getAttribute('data-lightbox-phase');
    // the first opening loads the lightbox's chunk; close it and time the second
    opener().click();
    await vi.waitFor(() => expect(phase()).toBeDefined(), { timeout: 10_000, interval: 20 });
    document.querySelector<HTMLButtonElement>('[data-lightbox-phase] button[aria-label="Close"]')!.click();
    await vi.waitFor(() => expect(phase()).toBeUndefined(), { timeout: 2000, interval: 20 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    opener().click();
    await flush();
    expect(phase()).toBe('opening');
    vi.advanceTimersByTime(599);
    await flush();
    expect(phase()).toBe('opening');
    vi.advanceTimersByTime(1);
    await flush();
    expect(phase()).toBe('visible');
    vi.useRealTimers();
    unmount();
  });
});
