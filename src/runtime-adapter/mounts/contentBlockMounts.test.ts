// @vitest-environment happy-dom
/**
 * The video, image, table booking and share buttons chunks on server markup: what a
 * visitor sees after the mount, the server markup back after the unmount, and data the
 * readers refuse thrown (the mounter logs it with the block) with the markup kept.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage, type ScanOptions } from '../scan/scanPage';
import { blockJson as json, mountJob, settle } from '../testing/mountJob.fixture';

const block = (kind: string, id: string, settings: unknown, content = '') =>
  `<div class="sqs-block ${kind}-block" id="block-${id}" data-block-type="" data-block-json="${json(settings)}"><div class="sqs-block-content">${content}</div></div>`;
const POSTER = '<img class="server-poster" data-src="/poster.jpg" data-image-dimensions="640x360" alt="Harbour">';

const mountFirst = (options: ScanOptions = {}) => mountJob(scanPage(document, options).jobs[0]);

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('content block mount chunks', () => {
  it('a video shows its poster with a named play control; pressing it puts the player frame in; unmount gives the poster back', async () => {
    document.body.innerHTML = block('video', 'v', { html: '<iframe src="/assets/video/player.html"></iframe>', title: 'Harbour at dusk' }, POSTER);
    const unmount = await mountFirst();
    expect(document.querySelector<HTMLElement>('.server-poster')?.hidden).toBe(true);
    const play = document.querySelector<HTMLButtonElement>('.runtime-video button[aria-label="Play video: Harbour at dusk"]');
    expect(play).not.toBeNull();
    play!.click();
    await settle();
    expect(document.querySelector('.runtime-video iframe')?.getAttribute('src')).toContain('/assets/video/player.html?autoplay=1');
    unmount();
    expect(document.querySelector('.runtime-video')).toBeNull();
    expect(document.querySelector<HTMLElement>('.server-poster')?.hidden).toBe(false);
  });

  it('a video with an aspect ratio it cannot read throws naming the key, and the poster stays shown', async () => {
    document.body.innerHTML = block('video', 'v', { html: '<iframe src="/p.html"></iframe>', aspectRatio: 'wide' }, POSTER);
    await expect(mountFirst()).rejects.toThrow('aspectRatio must be auto, a positive number or W:H, not "wide"');
    expect(document.querySelector<HTMLElement>('.server-poster')?.hidden).toBe(false);
  });

  it('a video with aspect ratio Auto and no poster size reserves 65 % of its width; another ratio in 2 columns, 100 / 2 %', async () => {
    document.body.innerHTML = block('video', 'v', { html: '<iframe src="/p.html"></iframe>', title: 'Dusk' });
    let unmount = await mountFirst();
    expect(getComputedStyle(document.querySelector<HTMLElement>('.runtime-video [data-video-block]')!).paddingBottom).toBe('65%');
    unmount();
    document.body.innerHTML = block('video', 'v', { html: '<iframe src="/p.html"></iframe>', title: 'Dusk', aspectRatio: '16:9', columns: 2 });
    unmount = await mountFirst();
    expect(getComputedStyle(document.querySelector<HTMLElement>('.runtime-video [data-video-block]')!).paddingBottom).toBe('50%');
    unmount();
  });

  it('a video whose embed has no player shows the spec’s message and no play control; with a custom featured image, the featured-image message', async () => {
    document.body.innerHTML = block('video', 'v', { html: '<p>Video</p>', title: 'Old upload' }, POSTER);
    let unmount = await mountFirst();
    expect(document.querySelector('.runtime-video')?.textContent).toContain('Invalid video embed');
    expect(document.querySelector('.runtime-video button')).toBeNull();
    unmount();
    document.body.innerHTML = block('video', 'v', { html: '<p>Video</p>', title: 'Old upload', customThumbnailUrl: '/own.jpg' }, POSTER);
    unmount = await mountFirst();
    expect(document.querySelector('.runtime-video')?.textContent).toContain(
      'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
    );
    unmount();
  });

  it('a Vimeo video from a Basic account shows the spec’s message and no play control', async () => {
    document.body.innerHTML = block(
      'video',
      'v',
      { html: '<iframe src="https://player.vimeo.com/video/1"></iframe>', title: 'Studio', vimeoBasic: true },
      POSTER,
    );
    const unmount = await mountFirst();
    expect(document.querySelector('.runtime-video')?.textContent).toContain(
      'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
    );
    expect(document.querySelector('.runtime-video button')).toBeNull();
    unmount();
  });

  it('an image block in the card layout shows its title, text and button', async () => {
    document.body.innerHTML = block(
      'image',
      'i',
      { blockVariantId: 1014, title: 'Come and visit' },
      '<img data-src="/h.jpg" data-image-dimensions="480x600" alt="Harbour"><p class="image-subtitle">Next to the café.</p><div class="image-button"><a href="/visit">Opening hours</a></div>',
    );
    const unmount = await mountFirst();
    const view = document.querySelector('.runtime-image [data-image-block="card"]');
    expect(view?.querySelector('h2')?.textContent).toBe('Come and visit');
    expect(view?.textContent).toContain('Next to the café.');
    expect(view?.querySelector('a')?.getAttribute('href')).toBe('/visit');
    unmount();
  });

  it('a table booking block shows the widget to a visitor and the preview notice over an inert widget to a signed-in account', async () => {
    document.body.innerHTML = block('opentable-v2', 't', { widgetUrl: '/booking/widget' }, '<p>Or call <a href="tel:+15550100">+1 555 0100</a>.</p>');
    let unmount = await mountFirst();
    const view = document.querySelector('.runtime-table-booking [data-table-booking]');
    expect(view?.getAttribute('data-table-booking')).toBe('widget');
    expect(view?.querySelector('iframe[title="Table booking widget"]')?.getAttribute('src')).toBe('/booking/widget');
    // the server's own text and link stay, under the widget
    expect(view?.querySelector('.table-booking-server-content a[href="tel:+15550100"]')?.textContent).toBe('+1 555 0100');
    expect(document.getElementById('block-t')?.hasAttribute('data-runtime-pending')).toBe(false);
    expect(document.querySelector('[role="note"]')).toBeNull();
    unmount();
    document.body.innerHTML = block('tock', 't', { widgetUrl: 'https://widgets.example/booking' });
    unmount = await mountFirst({ authenticatedAccountId: 'account-1' });
    expect(document.querySelector('[role="note"]')?.textContent).toContain('Preview only');
    expect(document.querySelector('[inert] iframe[title="Table booking widget"]')?.getAttribute('src')).toBe('https://widgets.example/booking');
    unmount();
  });

  it('a table booking block with no widget address keeps the server fallback, shows no form and says so once', async () => {
    const fallback = '<p class="booking-fallback">Book by phone on <a href="tel:+15550100">+1 555 0100</a>.</p>';
    document.body.innerHTML = block('opentable-v2', 't', {}, fallback);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unmount = await mountFirst({ authenticatedAccountId: 'account-1' });
    const element = document.getElementById('block-t')!;
    expect(element.querySelector('.sqs-block-content')?.innerHTML).toBe(fallback);
    expect(element.querySelector('[data-table-booking], form, input, button, iframe')).toBeNull();
    expect(element.getAttribute('data-runtime-left')).toBe('widgetUrl');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe(
      "Block block-t (table booking) left as rendered: its settings hold no widget address (widgetUrl), so the server's own text and links show",
    );
    warn.mockRestore();
    unmount();
    expect(element.hasAttribute('data-runtime-left')).toBe(false);
  });

  it('a table booking widget address that is a script is refused', async () => {
    document.body.innerHTML = block('tock', 't', { widgetUrl: 'javascript:alert(1)' });
    await expect(mountFirst()).rejects.toThrow('widgetUrl must be an http(s) or same-site address');
  });

  it('share buttons share the page\'s address and title; copy link writes the address and says "Link copied"', async () => {
    // happy-dom's own window API (not in the DOM typings): the page's address for this test
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://studio.example/about');
    document.title = 'About — Studio';
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    document.body.innerHTML = block(
      'share-buttons',
      's',
      {},
      '<ul class="server-share"><li><a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fstudio.example%2Fabout">Share on Facebook</a></li><li><a href="mailto:?subject=About&amp;body=https%3A%2F%2Fstudio.example%2Fabout">Share by email</a></li></ul>',
    );
    const unmount = await mountFirst();
    expect(document.querySelector<HTMLElement>('.server-share')?.hidden).toBe(true);
    const facebook = Array.from(document.querySelectorAll('.runtime-share-buttons a')).find((a) => a.textContent?.includes('Facebook'));
    expect(facebook?.getAttribute('href')).toContain(encodeURIComponent('https://studio.example/about'));
    Array.from(document.querySelectorAll<HTMLButtonElement>('.runtime-share-buttons button'))
      .find((b) => b.textContent?.includes('Copy link'))!
      .click();
    await settle();
    expect(writeText).toHaveBeenCalledWith('https://studio.example/about');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Link copied');
    unmount();
    expect(document.querySelector<HTMLElement>('.server-share')?.hidden).toBe(false);
  });
});
