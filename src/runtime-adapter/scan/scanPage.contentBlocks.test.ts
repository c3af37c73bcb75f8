// @vitest-environment happy-dom
/** The scan cases of the video, image-with-layout, map, table booking and share buttons blocks. */
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { BOUND_ATTRIBUTE, scanPage } from './scanPage';

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));
const block = (kind: string, id: string, settings: unknown, content = '', type = '') =>
  `<div class="sqs-block ${kind}-block sqs-block-${kind}" id="block-${id}" data-block-type="${type}" data-block-json="${json(settings)}"><div class="sqs-block-content">${content}</div></div>`;

const IMG =
  '<noscript><img src="/i.jpg?format=1000w" alt="Lake"></noscript><img data-src="/i.jpg" data-image-dimensions="640x427" data-image-focal-point="0.3,0.6" alt="Lake">';

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('scanPage: content blocks', () => {
  it('passes the video settings and its poster attributes as plain values', () => {
    document.body.innerHTML = block('video', 'v', { html: '<iframe src="/p.html"></iframe>' }, IMG);
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual([]);
    expect(jobs.map((j) => [j.kind, j.props])).toEqual([
      [
        'video',
        {
          settings: { html: '<iframe src="/p.html"></iframe>' },
          poster: {
            image: { 'data-src': '/i.jpg', 'data-image-dimensions': '640x427', 'data-image-focal-point': '0.3,0.6', alt: 'Lake' },
            noscriptSrc: '/i.jpg?format=1000w',
          },
          wrapperHtml: null,
        },
      ],
    ]);
  });

  it("passes a published video's player markup from .sqs-video-wrapper[data-html]", () => {
    const wrapper =
      '<div class="intrinsic"><div class="embed-block-wrapper" style="padding-bottom:56.25%;"><div class="sqs-video-wrapper" data-provider-name="" data-html="&lt;iframe src=&quot;/p.html?v=2&amp;w=1&quot; title=&quot;Tide&quot;&gt;&lt;/iframe&gt;"></div></div></div>';
    document.body.innerHTML = block('video', 'v71', { url: 'https://video.example/2', width: 640, height: 360 }, wrapper, '32');
    const { jobs } = scanPage(document);
    expect(jobs[0]?.props).toMatchObject({ wrapperHtml: '<iframe src="/p.html?v=2&w=1" title="Tide"></iframe>', poster: { image: null } });
  });

  it('mounts an image block with a layout (1012–1017) with its markup texts; with a mask it stays the masked image; with neither it stays unmounted', () => {
    const texts =
      '<h3 class="image-title">Prints</h3><p class="image-subtitle">On cotton paper.</p><div class="image-button"><a href="/store" target="_blank">See them</a></div>';
    document.body.innerHTML =
      block('image', 'layout', { blockVariantId: 1014 }, IMG + texts, '5') +
      block('image', 'mask', { maskShape: 'arch', blockVariantId: 1014 }, IMG, '5') +
      block('image', 'plain', {}, IMG, '5') +
      block('image', 'other', { blockVariantId: 1018 }, IMG, '5') +
      block('image', 'string', { variantId: '1017' }, IMG, '5');
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual([]);
    expect(jobs.map((j) => [j.kind, j.element.id])).toEqual([
      ['image', 'block-layout'],
      ['maskedImage', 'block-mask'],
      // no layout named: an image the server left without a src is loaded in place
      ['image', 'block-plain'],
      ['image', 'block-other'],
      ['image', 'block-string'],
    ]);
    expect(jobs[0]?.props).toMatchObject({
      variantId: 1014,
      title: 'Prints',
      text: 'On cotton paper.',
      button: { label: 'See them', href: '/store', newWindow: true },
    });
    expect(jobs[2]?.props).toMatchObject({ variantId: null, inPlace: true });
  });

  it('reads the published layout classes: card and collage get the view with their texts; an inline or fluid image with a src is left as rendered', () => {
    const figure = (layout: string, inner: string) =>
      `<figure class="sqs-block-image-figure image-block-outer-wrapper image-block-v2 design-layout-${layout} image-position-left" data-scrolled>${inner}</figure>`;
    const card =
      '<figcaption class="image-card-wrapper"><div class="image-card"><div class="image-title-wrapper"><div class="image-title"><p><strong>Open<br>studio</strong></p></div></div><div class="image-subtitle-wrapper"><div class="image-subtitle"><p>First</p><p>Saturdays.</p></div></div><div class="image-button-wrapper"><div class="image-button"><div class="image-button-inner"><a href="/visit" class="sqs-button-element--primary">Plan a visit</a></div></div></div></div></figcaption>';
    const loaded = '<img data-src="/i.jpg" src="/i.jpg" srcset="/i.jpg?format=500w 500w" data-image-dimensions="640x427" alt="">';
    document.body.innerHTML =
      block('image', 'card', {}, figure('card', IMG + card), '5') +
      block('image', 'collage', {}, figure('collage', loaded + card), '5') +
      block('image', 'fluid', {}, `<div class="image-block-outer-wrapper layout-caption-below design-layout-fluid">${loaded}</div>`, '5') +
      block('image', 'inline', {}, `<div class="image-block-outer-wrapper layout-caption-below design-layout-inline">${IMG}</div>`, '5');
    const { jobs } = scanPage(document);
    expect(jobs.map((j) => [j.kind, j.element.id, (j.props as { variantId?: unknown }).variantId])).toEqual([
      ['image', 'block-card', 1014],
      ['image', 'block-collage', 1016],
      ['image', 'block-inline', null],
    ]);
    expect(jobs[0]?.props).toMatchObject({
      title: 'Open studio',
      text: 'First Saturdays.',
      button: { label: 'Plan a visit', href: '/visit', newWindow: false },
    });
    expect(document.getElementById('block-fluid')?.hasAttribute(BOUND_ATTRIBUTE)).toBe(false);
  });

  it("gives the map the site's render key and locale, and the table booking whether an account is signed in", () => {
    document.body.innerHTML =
      block('map', 'm', { location: { markerLat: 1, markerLng: 2 } }, '', '4') +
      block('opentable-v2', 't1', {}) +
      block('tock', 't2', {}) +
      block('share-buttons', 's', { iconsOnly: true });
    const { jobs } = scanPage(document, { mapsRenderKey: 'a2V5', locale: 'en-GB', authenticatedAccountId: 'account-1' });
    expect(jobs.map((j) => [j.kind, j.props])).toEqual([
      ['map', { settings: { location: { markerLat: 1, markerLng: 2 } }, renderKey: 'a2V5', locale: 'en-GB' }],
      ['tableBooking', { settings: {}, provider: 'opentable-v2', loggedIn: true }],
      ['tableBooking', { settings: {}, provider: 'tock', loggedIn: true }],
      ['shareButtons', { settings: { iconsOnly: true } }],
    ]);
  });

  it('recognises the map by its number 4 alone; no key and no account without a site context', () => {
    document.body.innerHTML = `<div class="sqs-block" id="block-m" data-block-type="4" data-block-json=""></div>` + block('tock', 't', {});
    expect(scanPage(document).jobs.map((j) => [j.kind, j.props])).toEqual([
      ['map', { settings: {}, renderKey: null, locale: null }],
      ['tableBooking', { settings: {}, provider: 'tock', loggedIn: false }],
    ]);
  });

  it('skips a video whose JSON is broken, naming it, and mounts the share buttons after it', () => {
    document.body.innerHTML =
      `<div class="sqs-block video-block" id="block-bad" data-block-type="" data-block-json="{oops"></div>` + block('share-buttons', 's', {});
    const { jobs, messages } = scanPage(document);
    expect(messages[0]).toMatch(/^Block block-bad skipped: its data-block-json is not valid JSON/);
    expect(jobs.map((j) => j.kind)).toEqual(['shareButtons']);
    expect(document.getElementById('block-bad')?.getAttribute(BOUND_ATTRIBUTE)).toBe('skipped');
  });
});
