// @vitest-environment happy-dom
/**
 * The gallery, marquee, shape, masked image and highlight chunks read what the scanner
 * passed (settings, container classes, slide and image attributes, texts): what a
 * visitor sees after the mount, and what the readers refuse thrown with their messages
 * (the mounter logs them with the block) while the server markup stays.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { BOUND_ATTRIBUTE } from '../scan/boundAttribute';
import { blockJson as json, mountJob, testMountContext } from '../testing/mountJob.fixture';
import { mountRegistry } from '../registry';

beforeEach(() => {
  document.body.innerHTML = '';
});

const jobOf = (id: string) => scanPage(document).jobs.find((j) => j.element.id === id);

describe('effect and gallery mount chunks', () => {
  it('a gallery takes its design from the container classes, the lightbox from the JSON, and its slides from the slide, image and noscript markup', async () => {
    document.body.innerHTML = `
      <div class="sqs-block gallery-block" id="block-g" data-block-type="8" data-block-json="${json({ lightbox: true })}">
        <div class="sqs-block-content">
          <div class="sqs-gallery-container sqs-gallery-block-carousel sqs-gallery-thumbnails-per-row-4">
            <div class="slide" data-type="image" data-slide-id="s1" data-title="One">
              <noscript><img src="/one.jpg?format=1500w" alt="One"></noscript>
              <img data-src="/one.jpg" data-image-dimensions="1500x1000" alt="One">
            </div>
            <div class="slide" data-slide-id="s2"><img data-image="/two.jpg" alt="Two"></div>
          </div>
        </div>
      </div>`;
    const unmount = await mountJob(jobOf('block-g'));
    const view = document.querySelector('.runtime-gallery');
    // the carousel from the container class, the lightbox from the JSON, each slide's title and image
    expect(view?.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
    expect(Array.from(view?.querySelectorAll('button[aria-label]') ?? []).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open One in the lightbox',
      'Open Two in the lightbox',
    ]);
    expect(Array.from(view?.querySelectorAll('img') ?? []).map((img) => img.getAttribute('src')?.split('?')[0])).toEqual(['/one.jpg', '/two.jpg']);
    expect(document.querySelector<HTMLElement>('.sqs-gallery-container')?.hidden).toBe(true);
    unmount();
  });

  it('a gallery with an unknown design throws the gallery’s messages naming the block, and the server gallery stays', async () => {
    document.body.innerHTML = `<div class="sqs-block gallery-block" id="block-g" data-block-type="8" data-block-json="${json({ design: 'spiral' })}">
      <div class="sqs-block-content"><div class="sqs-gallery-container"></div></div></div>`;
    await expect(mountJob(jobOf('block-g'))).rejects.toThrow(
      /^Block block-g: These are not the gallery designs you are looking for\nBlock block-g: Loaded gallery designs: /,
    );
    expect(document.querySelector<HTMLElement>('.sqs-gallery-container')?.hidden).toBe(false);
    expect(document.querySelector('.runtime-gallery')).toBeNull();
  });

  it(
    'an autocolumns gallery whose columnWidth is not a positive number throws the spec’s message naming the block, and the server gallery stays',
    async () => {
      document.body.innerHTML = `<div class="sqs-block gallery-block" id="block-g" data-block-type="8" data-block-json="${json({ design: 'autocolumns', columnWidth: 'wide' })}">
      <div class="sqs-block-content"><div class="sqs-gallery-container"></div></div></div>`;
      await expect(mountJob(jobOf('block-g'))).rejects.toThrow(/Block block-g: columnWidth must be a positive number or numeric string/);
      expect(document.querySelector<HTMLElement>('.sqs-gallery-container')?.hidden).toBe(false);
      expect(document.querySelector('.runtime-gallery')).toBeNull();
    },
    // the first mount of a run loads the gallery chunk's modules, slow on a busy machine
    30_000,
  );

  it('a marquee runs its block’s text, whitespace collapsed, when the settings name none', async () => {
    document.body.innerHTML = `<div class="sqs-block" id="block-m" data-block-type="70" data-block-json="${json({ speed: 2 })}">
      <div class="sqs-block-content"><p>Open
        late</p></div></div>`;
    const unmount = await mountJob(jobOf('block-m'));
    expect(document.querySelector('.runtime-marquee')?.textContent).toContain('Open late');
    unmount();
  });

  it('a marquee without text throws naming the block', async () => {
    document.body.innerHTML = `<div class="sqs-block" id="block-m" data-block-type="70" data-block-json="${json({})}"><div class="sqs-block-content"> </div></div>`;
    await expect(mountJob(jobOf('block-m'))).rejects.toThrow('Marquee block block-m skipped: it has no text');
  });

  it('a shape inside a stretched element fills its block', async () => {
    document.body.innerHTML = `<div class="sqs-block shape-block" id="block-s" data-block-type="71" data-block-json="${json({ shape: 'star', label: 'A star' })}">
      <div class="sqs-block-content"><div class="sqs-shape stretched"></div></div></div>`;
    const unmount = await mountJob(jobOf('block-s'));
    expect(document.querySelector('.runtime-shape svg[role="img"]')?.getAttribute('aria-label')).toBe('A star');
    expect(document.querySelector('.runtime-shape [data-shape-mode]')?.getAttribute('data-shape-mode')).toBe('stretched');
    unmount();
  });

  it('a shape’s drop shadow is drawn as a filter; a malformed one is left out, and its problem logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shadow = { angle: 90, distance: { value: 8, unit: 'px' }, blur: { value: 12, unit: 'px' } };
    document.body.innerHTML = `<div class="sqs-block shape-block" id="block-s" data-block-type="71" data-block-json="${json({ shape: 'star', dropShadow: shadow })}">
      <div class="sqs-block-content"><div class="sqs-shape stretched"></div></div></div>`;
    const first = await mountJob(jobOf('block-s'));
    expect(document.querySelector('.runtime-shape [style*="drop-shadow"]')).not.toBeNull();
    first();
    expect(logged).not.toHaveBeenCalled();
    document.body.innerHTML = `<div class="sqs-block shape-block" id="block-s" data-block-type="71" data-block-json="${json({ shape: 'star', label: 'A star', dropShadow: '{not json' })}">
      <div class="sqs-block-content"><div class="sqs-shape stretched"></div></div></div>`;
    const unmount = await mountJob(jobOf('block-s'));
    expect(document.querySelector('.runtime-shape svg[role="img"]')?.getAttribute('aria-label')).toBe('A star');
    expect(document.querySelector('.runtime-shape [style*="drop-shadow"]')).toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
    unmount();
    logged.mockRestore();
  });

  it('an unknown shape throws naming the block and the known shapes', async () => {
    document.body.innerHTML = `<div class="sqs-block shape-block" id="block-s" data-block-type="71" data-block-json="${json({ shape: 'blob' })}"><div class="sqs-block-content"><div class="sqs-shape">server</div></div></div>`;
    await expect(mountJob(jobOf('block-s'))).rejects.toThrow(/^Shape block block-s skipped: unknown shape "blob" \(known shapes: rectangle, circle/);
    expect(document.querySelector<HTMLElement>('.sqs-shape')?.hidden).toBe(false);
  });

  it('an image block with a mask shows the masked image from its image’s attributes', async () => {
    document.body.innerHTML = `<div class="sqs-block image-block" id="block-i" data-block-type="5" data-block-json="${json({ maskShape: 'circle' })}">
      <div class="sqs-block-content"><img data-src="/portrait.jpg" alt="Portrait"></div></div>`;
    const unmount = await mountJob(jobOf('block-i'));
    const view = document.querySelector('.runtime-masked-image');
    expect(view).not.toBeNull();
    expect(view?.querySelector('[data-mask-shape="circle"]')).not.toBeNull();
    unmount();
  });

  it('a masked image without a source throws naming the block', async () => {
    document.body.innerHTML = `<div class="sqs-block image-block" id="block-i" data-block-type="5" data-block-json="${json({ maskShape: 'circle' })}"><div class="sqs-block-content"></div></div>`;
    await expect(mountJob(jobOf('block-i'))).rejects.toThrow('Image block block-i skipped: its masked image has no source');
  });

  it('highlights wrap the spans whose text attribute is a highlight, keeping their markup, and unmount restores them', async () => {
    document.body.innerHTML = `
      <div class="sqs-block html-block" id="block-t" data-block-type="2"><div class="sqs-block-content">
        <h2>We make <span data-text-attribute-id="a"><em>small</em> things</span> well,
        <span data-text-attribute-id="nope">here</span>.</h2>
        <script class="TextAttributes-props" type="application/json">[{"id":"a","type":"highlight","shape":"circle"}]</script>
      </div></div>`;
    const [job] = scanPage(document).jobs;
    const unmount = await mountJob(job);
    const [a, nope] = Array.from(document.querySelectorAll<HTMLElement>('[data-text-attribute-id]'));
    expect(a?.querySelector('[data-highlight="circle"]')).not.toBeNull();
    expect(a?.querySelector('em')?.textContent).toBe('small');
    expect(a?.getAttribute(BOUND_ATTRIBUTE)).toBe('highlight');
    expect(nope?.innerHTML).toBe('here');
    unmount();
    expect(a?.innerHTML).toBe('<em>small</em> things');
  });

  it('text attributes that are not valid JSON throw naming the block, and the spans stay as written', async () => {
    document.body.innerHTML = `
      <div class="sqs-block html-block" id="block-t" data-block-type="2"><div class="sqs-block-content">
        <p><span data-text-attribute-id="a">small</span></p>
        <script class="TextAttributes-props" type="application/json">[{"id":</script>
      </div></div>`;
    await expect(mountJob(scanPage(document).jobs[0])).rejects.toThrow(/^Text highlights of block block-t skipped: TextAttributes-props is not valid JSON/);
    expect(document.querySelector('span')?.innerHTML).toBe('small');
  });
});

describe('a highlight taken up again on a page', () => {
  /** The IntersectionObserver the view makes, reporting what the test says. */
  class FakeObserver {
    static last: FakeObserver | null = null;
    constructor(readonly callback: (entries: { isIntersecting: boolean; intersectionRatio: number }[]) => void) {
      FakeObserver.last = this;
    }
    observe() {}
    disconnect() {}
    report(inView: boolean) {
      this.callback([{ isIntersecting: inView, intersectionRatio: inView ? 1 : 0 }]);
    }
  }
  const win = () => document.defaultView as unknown as Record<string, unknown>;
  let saved: unknown;
  beforeEach(() => {
    saved = win().IntersectionObserver;
    win().IntersectionObserver = FakeObserver;
    FakeObserver.last = null;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
    // one line of text, 120 px wide (the test page lays nothing out)
    vi.spyOn(Range.prototype, 'getClientRects').mockReturnValue([{ left: 0, top: 0, width: 120, height: 20 }] as unknown as DOMRectList);
  });
  afterEach(() => {
    win().IntersectionObserver = saved;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a draw interrupted at 40 % by leaving the view goes on from 40 % on return and finishes in 60 % of its duration, not the whole', async () => {
    document.body.innerHTML = `<div class="sqs-block html-block" id="block-t"><div class="sqs-block-content">
      <h2>We make <span data-text-attribute-id="a">small things</span> well.</h2>
      <script class="TextAttributes-props" type="application/json">[{"id":"a","type":"highlight","shape":"underline","isAnimationEnabled":true,"duration":1}]</script>
    </div></div>`;
    const { mount } = await mountRegistry.highlight();
    let unmount = () => {};
    act(
      () =>
        void (unmount = mount(
          document.querySelector('script')!,
          { textAttributes: document.querySelector('script')!.textContent! },
          { ...testMountContext, noMotion: false },
        )),
    );
    const highlight = () => document.querySelector('[data-highlight]')!;
    // direction right: the dash offset is 1 - progress
    const drawn = () => 1 - Number(highlight().querySelector('path')?.getAttribute('stroke-dashoffset'));
    const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
    const report = (inView: boolean) => act(async () => FakeObserver.last!.report(inView));
    expect(drawn()).toBe(0);
    // scrolled into view: it draws at once, over the configured 1 s
    await report(true);
    await advance(400);
    expect(drawn()).toBeCloseTo(0.4, 2);
    // out of view midway: it stops where it stood
    await report(false);
    await advance(300);
    expect(drawn()).toBeCloseTo(0.4, 2);
    expect(highlight().getAttribute('data-highlight-state')).toBe('waiting');
    // back in view: it starts from 40 % and covers the 60 % left in 600 ms (0.6 of the duration)
    await report(true);
    await advance(0);
    expect(drawn()).toBeCloseTo(0.4, 2);
    // (frames come every 16 ms: within 0.05 of where it should stand; a full-length run would stand at 0.58)
    await advance(300);
    expect(drawn()).toBeCloseTo(0.7, 1);
    expect(highlight().getAttribute('data-highlight-state')).toBe('animating');
    await advance(320);
    expect(drawn()).toBe(1);
    expect(highlight().getAttribute('data-highlight-state')).toBe('drawn');
    act(() => unmount());
  });
});
