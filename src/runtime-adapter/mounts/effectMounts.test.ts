// @vitest-environment happy-dom
/**
 * The gallery, marquee, shape, masked image and highlight chunks read what the scanner
 * passed (settings, container classes, slide and image attributes, texts): what a
 * visitor sees after the mount, and what the readers refuse thrown with their messages
 * (the mounter logs them with the block) while the server markup stays.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { BOUND_ATTRIBUTE } from '../scan/boundAttribute';
import { blockJson as json, mountJob } from '../testing/mountJob.fixture';

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
