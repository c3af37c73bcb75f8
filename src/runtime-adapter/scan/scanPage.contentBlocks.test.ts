// @vitest-environment happy-dom
/** The scan cases of the video, image-with-layout, map, table booking and share buttons blocks. */
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { BOUND_ATTRIBUTE, scanPage } from './scanPage';

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));
const block = (kind: string, id: string, settings: unknown, content = '', type = '') =>
  `<div class="sqs-block ${kind}-block sqs-block-${kind}" id="block-${id}" data-block-type="${type}" data-block-json="${json(settings)}"><div class="sqs-block-content">${content}</div></div>`;

const IMG = '<noscript><img src="/i.jpg?format=1000w" alt="Lake"></noscript><img data-src="/i.jpg" data-image-dimensions="640x427" data-image-focal-point="0.3,0.6" alt="Lake">';

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
          poster: { image: { 'data-src': '/i.jpg', 'data-image-dimensions': '640x427', 'data-image-focal-point': '0.3,0.6', alt: 'Lake' }, noscriptSrc: '/i.jpg?format=1000w' },
        },
      ],
    ]);
  });

  it('mounts an image block with a layout (1012–1017) with its markup texts; with a mask it stays the masked image; with neither it stays unmounted', () => {
    const texts = '<h3 class="image-title">Prints</h3><p class="image-subtitle">On cotton paper.</p><div class="image-button"><a href="/store" target="_blank">See them</a></div>';
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
      ['image', 'block-string'],
    ]);
    expect(jobs[0]?.props).toMatchObject({ variantId: 1014, title: 'Prints', text: 'On cotton paper.', button: { label: 'See them', href: '/store', newWindow: true } });
    expect(document.getElementById('block-plain')?.hasAttribute(BOUND_ATTRIBUTE)).toBe(false);
    expect(document.getElementById('block-other')?.hasAttribute(BOUND_ATTRIBUTE)).toBe(false);
  });

  it("gives the map the site's render key and locale, and the table booking whether an account is signed in", () => {
    document.body.innerHTML =
      block('map', 'm', { location: { markerLat: 1, markerLng: 2 } }, '', '4') + block('opentable-v2', 't1', {}) + block('tock', 't2', {}) + block('share-buttons', 's', { iconsOnly: true });
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
