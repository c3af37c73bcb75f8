// @vitest-environment happy-dom
/** The scan cases of galleries as published: 7.0 gallery blocks, 7.1 gallery sections, instagram posts, and the marquee's props script. */
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { BOUND_ATTRIBUTE, scanPage } from './scanPage';

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('scanPage: galleries as published', () => {
  it('reads a 7.0 grid slide: the image in its anchor, no slide id, its title under it as the caption', () => {
    document.body.innerHTML = `
      <div class="sqs-block gallery-block sqs-block-gallery" data-block-json="${json({ design: 'grid', 'thumbnails-per-row': 2 })}" data-block-type="8" id="block-grid70">
        <div class="sqs-block-content">
          <div class="
            sqs-gallery-container
            sqs-gallery-block-grid
            sqs-gallery-aspect-ratio-square
            sqs-gallery-thumbnails-per-row-2
            clear">
            <div class="sqs-gallery">
              <div class="slide" data-type="image">
                <div class="margin-wrapper">
                  <a data-title="Quay" data-description="&lt;p&gt;At six.&lt;/p&gt;" class="image-slide-anchor content-fit">
                    <noscript><img src="/quay.jpg" alt="quay.jpg" /></noscript><img class="thumb-image" data-src="/quay.jpg" data-image="/quay.jpg" data-image-dimensions="400x300" data-image-focal-point="0.5,0.5" alt="quay.jpg" data-load="false" data-type="image" />
                  </a>
                </div>
              </div>
              <div class="slide" data-type="image">
                <div class="margin-wrapper">
                  <a href="/boats" class="image-slide-anchor content-fit"><img class="thumb-image" data-src="/boats.jpg" alt="boats.jpg" data-type="image" /></a>
                  <div class="image-slide-title">Boats in the bay</div>
                </div>
              </div>
            </div>
          </div>
        </div>
      </div>`;
    const { jobs } = scanPage(document);
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;
    expect(
      job.kind === 'gallery' && job.props.slides.map((s) => [s.slide['data-title'], s.slide['data-description'], s.image?.['data-src'], s.caption, s.link]),
    ).toEqual([
      ['Quay', '<p>At six.</p>', '/quay.jpg', null, null],
      [undefined, undefined, '/boats.jpg', 'Boats in the bay', '/boats'],
    ]);
  });

  it('a gallery block whose data is broken is skipped with the spec’s console message naming it: decoding (not JSON) or evaluating (not an object)', () => {
    document.body.innerHTML = `
      <div class="sqs-block gallery-block sqs-block-gallery" id="block-g1" data-block-type="8" data-block-json="&#123;&quot;design&quot;:"><div class="sqs-block-content"></div></div>
      <div class="sqs-block gallery-block sqs-block-gallery" id="block-g2" data-block-type="8" data-block-json="[1]"><div class="sqs-block-content"></div></div>`;
    const { jobs, messages } = scanPage(document);
    expect(jobs).toHaveLength(0);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^Error decoding gallery block data\. Block block-g1 skipped: its data-block-json is not valid JSON/);
    expect(messages[1]).toBe('Error evaluating gallery block data. Block block-g2 skipped: its data-block-json is not a JSON object');
    expect(document.getElementById('block-g1')?.getAttribute(BOUND_ATTRIBUTE)).toBe('skipped');
  });

  it('a gallery block without its gallery container is skipped with the spec’s message naming it; an empty container is still a gallery', () => {
    document.body.innerHTML = `
      <div class="sqs-block gallery-block" data-block-type="8" id="block-bare" data-block-json="${json({ design: 'grid' })}"><div class="sqs-block-content"><img src="/a.jpg" alt=""></div></div>
      <div class="sqs-block gallery-block" data-block-type="8" id="block-empty" data-block-json="${json({ design: 'grid' })}"><div class="sqs-block-content"><div class="sqs-gallery"></div></div></div>`;
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual(['No gallery container found. Block block-bare skipped: it has no .sqs-gallery-container or .sqs-gallery element']);
    expect(document.getElementById('block-bare')?.getAttribute(BOUND_ATTRIBUTE)).toBe('skipped');
    expect(document.getElementById('block-bare')?.innerHTML).toContain('<img src="/a.jpg"');
    expect(jobs.map((job) => [job.kind, job.label])).toEqual([['gallery', 'block-empty']]);
  });

  it('takes the outermost slides only: a wrapper carrying data-type inside a slide, and a noscript copy, add none', () => {
    const slide = (n: number) =>
      `<div class="slide" data-slide-id="s${n}"><div class="caption" data-type="caption"><p>Caption ${n}</p></div><img data-src="/${n}.jpg" data-type="image" alt=""></div>`;
    document.body.innerHTML = `<div class="sqs-block gallery-block" data-block-type="8" id="block-nested" data-block-json="${json({ design: 'grid' })}">
      <div class="sqs-block-content" data-type="content"><div class="sqs-gallery">${slide(1)}${slide(2)}<noscript>${slide(3)}</noscript>${slide(4)}</div></div></div>`;
    const [job] = scanPage(document).jobs;
    expect(job?.kind === 'gallery' && job.props.slides.map((s) => [s.slide['data-slide-id'], s.caption])).toEqual([
      ['s1', 'Caption 1'],
      ['s2', 'Caption 2'],
      ['s4', 'Caption 4'],
    ]);
  });

  it('finds 7.1 gallery sections (grid, masonry, reel) with their settings and items, passing over the lightbox copy', () => {
    const item = (kind: string, url: string, extra = '') =>
      `<figure class="gallery-${kind}-item" data-slide-url="${url}"><div class="gallery-${kind}-item-wrapper"><img data-src="/${url}.jpg" data-image-dimensions="300x200" alt="" src="/${url}.jpg" loading="lazy"></div>${extra}</figure>`;
    document.body.innerHTML = `
      <section data-test="page-section" data-section-id="sec-grid" class="page-section gallery-section">
        <div class="gallery-grid gallery-grid--layout-grid" data-controller="GalleryGrid" data-section-id="sec-grid" data-lightbox="" data-columns="3" data-gutter="12"
          data-props='{"aspectRatio": "square", "gutter": 12, "numColumns": 3, "lightboxEnabled": false}' data-show-captions="true">
          <div class="gallery-grid-wrapper">${item('grid', 'one', '<figcaption class="gallery-caption"><p>First light</p></figcaption>')}${item('grid', 'two')}</div>
        </div>
      </section>
      <section data-section-id="sec-reel" class="page-section gallery-section">
        <div class="gallery-reel" data-controller="GalleryReel" data-section-id="sec-reel" data-props='{"viewportHeight": 60}' style="height: 60vh;">
          <div class="gallery-reel-wrapper"><div class="gallery-reel-list">${item('reel', 'three')}</div>
            <div class="gallery-reel-controls"><button data-previous aria-label="Previous Slide"></button><button data-next aria-label="Next Slide"></button></div>
          </div>
          <div class="gallery-lightbox-outer-wrapper" data-lightbox="true" data-controller="Lightbox">
            <div role="dialog" class="gallery-lightbox"><div class="gallery-lightbox-list"><figure class="gallery-lightbox-item" data-slide-url="three"><img data-src="/three.jpg"></figure></div></div>
          </div>
        </div>
      </section>`;
    const { jobs } = scanPage(document);
    expect(jobs.map((j) => [j.kind, j.label, j.element.getAttribute(BOUND_ATTRIBUTE)])).toEqual([
      ['gallery', 'gallery section sec-grid', 'gallery'],
      ['gallery', 'gallery section sec-reel', 'gallery'],
    ]);
    const [grid, reel] = jobs;
    expect(grid?.kind === 'gallery' && grid.props.section).toMatchObject({
      controller: 'GalleryGrid',
      attributes: { 'data-columns': '3', 'data-show-captions': 'true' },
      lightboxCopy: null,
    });
    expect(grid?.kind === 'gallery' && grid.props.slides.map((s) => [s.slide['data-slide-url'], s.caption])).toEqual([
      ['one', 'First light'],
      ['two', null],
    ]);
    expect(reel?.kind === 'gallery' && [reel.props.slides.length, reel.props.section?.lightboxCopy]).toEqual([1, 'true']);
    expect(scanPage(document).jobs).toEqual([]);
  });

  it("mounts an instagram block's server-rendered posts as a carousel keeping each link; without posts it is the widget call's", () => {
    document.body.innerHTML = `
      <div class="sqs-block instagram-block sqs-block-instagram" data-block-json="${json({ design: 'slider', 'thumbnails-per-row': 3, newWindow: true })}" data-block-type="25" id="block-feed">
        <div class="sqs-block-content">
          <div class="sqs-gallery-container sqs-gallery-block-slider" data-async-rendering-enabled="true">
            <div class="sqs-gallery">
              <a href="https://social.example/p/1/" target="_blank"><noscript><img src="/p1.jpg" alt="Morning swim" /></noscript><img class="thumb-image" data-src="/p1.jpg" data-image-dimensions="640x640" alt="Morning swim" data-type="image" /></a>
              <a href="https://social.example/p/2/" target="_blank"><img class="thumb-image" data-src="/p2.jpg" alt="Nets" data-type="image" /></a>
            </div>
          </div>
        </div>
      </div>
      <div class="sqs-block instagram-block sqs-block-instagram" data-block-json="${json({ itemsPerRow: 4 })}" data-block-type="" id="block-empty-feed">
        <div class="sqs-block-content"><p><a href="https://social.example/">Follow</a></p></div>
      </div>`;
    const { jobs } = scanPage(document);
    expect(jobs.map((j) => [j.kind, j.element.id])).toEqual([
      ['gallery', 'block-feed'],
      ['socialGallery', 'block-empty-feed'],
    ]);
    const feed = jobs[0]!;
    expect(feed.kind === 'gallery' && feed.props.settings).toEqual({ design: 'carousel', slidesPerRow: 3, lightbox: false, 'active-alignment': 'left' });
    expect(feed.kind === 'gallery' && feed.props.slides.map((s) => [s.slide['data-click-through-url'], s.image?.['data-src'], s.image?.alt])).toEqual([
      ['https://social.example/p/1/', '/p1.jpg', 'Morning swim'],
      ['https://social.example/p/2/', '/p2.jpg', 'Nets'],
    ]);
  });

  it("passes the marquee's Marquee-props script and its text once (the server's visually hidden copy)", () => {
    document.body.innerHTML = `
      <div class="sqs-block marquee-block sqs-block-marquee" data-blend-mode="NORMAL" data-block-type="70" id="block-mq">
        <div class="sqs-block-content"><div class="Marquee">
          <script class="Marquee-props" type="application/json">{ "marqueeItems": [ { "text": "Fresh bread" } ] }</script>
          <div class="Marquee-display"><div class="Marquee-measure"><h1 class="Marquee-item">Fresh bread</h1></div>
            <h1><svg class="Marquee-svg" aria-hidden="true"><text><textPath><tspan>Fresh bread</tspan></textPath></text></svg><span class="v6-visually-hidden"> Fresh bread </span></h1>
          </div></div></div>
      </div>`;
    const { jobs } = scanPage(document);
    expect(jobs[0]?.props).toEqual({ settings: {}, text: 'Fresh bread', propsText: '{ "marqueeItems": [ { "text": "Fresh bread" } ] }' });
  });
});
