/** The video and image block readers over what the scanner passed: keys, defaults, precedence and refusals. */
import { describe, expect, it } from 'vitest';
import { inPlaceImage, readImageBlockProps } from './imageBlockProps';
import { embedTitle, readVideoBlockProps } from './videoBlockProps';
import { readShareButtonsSettings, tableBookingWidgetUrl } from './bookingAndShareSettings';

const poster = { image: { 'data-src': '/p.jpg', 'data-image-dimensions': '640x360', 'data-image-focal-point': '0.2,0.8' }, noscriptSrc: null };
const noPoster = { image: null, noscriptSrc: null };

describe('readVideoBlockProps', () => {
  it('reads the embed, title, markup poster, ratio and columns', () => {
    expect(readVideoBlockProps({ settings: { html: '<iframe src="/v"></iframe>', title: ' Dusk ', aspectRatio: '16:9', columns: 2 }, poster })).toEqual({
      embed: '<iframe src="/v"></iframe>',
      title: 'Dusk',
      poster: { src: '/p.jpg', dimensions: { width: 640, height: 360 }, focalPoint: { x: 0.2, y: 0.8 } },
      customThumbnail: false,
      vimeoBasic: false,
      aspectRatio: 16 / 9,
      columns: 2,
      mode: null,
    });
  });

  it('puts a bare http(s) url in a frame (escaped) and leaves other urls without an embed', () => {
    expect(readVideoBlockProps({ settings: { url: 'https://player.vimeo.com/video/1?a=1&b="2"' }, poster: noPoster }).embed).toBe(
      '<iframe src="https://player.vimeo.com/video/1?a=1&amp;b=&quot;2&quot;"></iframe>',
    );
    expect(readVideoBlockProps({ settings: { url: 'javascript:alert(1)' }, poster: noPoster }).embed).toBeNull();
  });

  it("prefers the owner's custom thumbnail over the markup poster and marks it", () => {
    const props = readVideoBlockProps({
      settings: { html: '<iframe src="/v"></iframe>', customThumbnailUrl: '/mine.jpg', customThumbnailDimensions: '800x600' },
      poster,
    });
    expect(props.poster).toEqual({ src: '/mine.jpg', dimensions: { width: 800, height: 600 }, focalPoint: { x: 0.5, y: 0.5 } });
    expect(props.customThumbnail).toBe(true);
  });

  it("reads a published block: the JSON's html first, else the wrapper's data-html; the title from the frame; the ratio from width and height", () => {
    const published = {
      html: '<iframe src="/assets/video/player.html?a=1&amp;b=2" title="Net mending, 2019"></iframe>',
      url: 'https://video.example/9',
      width: 640,
      height: 360,
      overlay: false,
      thumbnailUrl: '/thumb.jpg',
    };
    expect(readVideoBlockProps({ settings: published, poster: noPoster, wrapperHtml: '<iframe src="/other"></iframe>' })).toMatchObject({
      embed: published.html,
      title: 'Net mending, 2019',
      poster: { src: '/thumb.jpg', dimensions: null },
      aspectRatio: 640 / 360,
    });
    expect(readVideoBlockProps({ settings: { overlay: true }, poster, wrapperHtml: '<iframe src="/w" title="Tide &amp; wind"></iframe>' })).toMatchObject({
      embed: '<iframe src="/w" title="Tide &amp; wind"></iframe>',
      title: 'Tide & wind',
      aspectRatio: 'auto',
    });
    expect(embedTitle('<iframe src="/x"></iframe>')).toBeNull();
  });

  it('refuses columns, ratio and mode it cannot read', () => {
    expect(() => readVideoBlockProps({ settings: { columns: 0 }, poster })).toThrow('columns must be a whole number of 1 or more, not 0');
    expect(() => readVideoBlockProps({ settings: { aspectRatio: -1 }, poster })).toThrow('aspectRatio must be auto');
    expect(() => readVideoBlockProps({ settings: { mode: 'zoom' }, poster })).toThrow('Video mode must be none, fit, fill or null, not zoom');
  });
});

describe('readImageBlockProps', () => {
  const markup = { title: 'Markup title', text: 'Markup text', button: { label: 'Go', href: '/go', newWindow: false } };

  it('takes the layout from the variant id and the JSON texts over the markup', () => {
    const props = readImageBlockProps({
      settings: { title: 'JSON title', button: { label: 'Buy', href: '/store', newWindow: true } },
      variantId: 1013,
      image: poster,
      ...markup,
    });
    expect(props).toEqual({
      layout: 'poster',
      image: { src: '/p.jpg', alt: '', dimensions: { width: 640, height: 360 }, focalPoint: { x: 0.2, y: 0.8 } },
      title: 'JSON title',
      text: 'Markup text',
      button: { label: 'Buy', href: '/store', newWindow: true },
    });
  });

  it('falls back to the markup texts and reads buttonText / buttonLink', () => {
    expect(readImageBlockProps({ settings: {}, variantId: 1017, image: poster, ...markup })).toMatchObject({
      layout: 'stack',
      title: 'Markup title',
      button: markup.button,
    });
    expect(readImageBlockProps({ settings: { buttonText: 'More', buttonLink: '/more' }, variantId: 1012, image: poster, ...markup }).button).toEqual({
      label: 'More',
      href: '/more',
      newWindow: false,
    });
  });

  it('refuses a block without an image source, and a variant outside the layouts', () => {
    expect(() => readImageBlockProps({ settings: {}, variantId: 1014, image: noPoster, ...markup })).toThrow('The image block has no image source');
    expect(() => readImageBlockProps({ settings: {}, variantId: 1018, image: poster, ...markup })).toThrow();
  });
});

describe('inPlaceImage', () => {
  it('loads an image without a src from data-src (else data-image), its box from its dimensions and focal point', () => {
    expect(inPlaceImage({ 'data-src': '/a.jpg', 'data-image-dimensions': '650x650', 'data-image-focal-point': '0.25,0.5' })).toEqual({
      src: '/a.jpg',
      aspectRatio: '650 / 650',
      objectPosition: '25% 50%',
    });
    expect(inPlaceImage({ 'data-image': '/b.jpg' })).toEqual({ src: '/b.jpg', aspectRatio: null, objectPosition: '50% 50%' });
  });

  it('leaves an image that has a src, or no source at all', () => {
    expect(inPlaceImage({ src: '/a.jpg', 'data-src': '/a.jpg' })).toBeNull();
    expect(inPlaceImage({ alt: 'Nothing' })).toBeNull();
  });

  it('refuses a layout block without a layout', () => {
    expect(() => readImageBlockProps({ settings: {}, variantId: null, image: poster, title: null, text: null, button: null })).toThrow(
      'The image block names no layout',
    );
  });
});

describe('table booking and share settings', () => {
  it('accepts http(s) and same-site widget addresses and nothing else', () => {
    expect(tableBookingWidgetUrl({})).toBeNull();
    expect(tableBookingWidgetUrl({ widgetUrl: 'https://w.example/x' })).toBe('https://w.example/x');
    expect(tableBookingWidgetUrl({ widgetUrl: '/booking' })).toBe('/booking');
    expect(() => tableBookingWidgetUrl({ widgetUrl: 'data:text/html,hi' })).toThrow('widgetUrl must be an http(s) or same-site address');
    // what the earlier check of its own let through: a tab inside the scheme, an entity for the colon
    expect(() => tableBookingWidgetUrl({ widgetUrl: 'java\tscript:alert(1)' })).toThrow('not one with the scheme "javascript:"');
    expect(() => tableBookingWidgetUrl({ widgetUrl: ' vbscript&colon;x' })).toThrow('not one with the scheme "vbscript:"');
  });

  it('reads iconsOnly (default false) and refuses a value that is not a boolean', () => {
    expect(readShareButtonsSettings({})).toEqual({ iconsOnly: false, title: null });
    expect(readShareButtonsSettings({ iconsOnly: true, title: 'Studio' })).toEqual({ iconsOnly: true, title: 'Studio' });
    expect(() => readShareButtonsSettings({ iconsOnly: 'yes' })).toThrow('iconsOnly must be true or false, not "yes"');
  });
});
