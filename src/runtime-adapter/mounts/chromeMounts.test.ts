// @vitest-environment happy-dom
/** The chunks of the page chrome on published markup: the announcement bar from the context's HTML, the floating cart, a 7.0 price. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { mountJob, settle, testMountContext } from '../testing/mountJob.fixture';
import { fakeMountServices } from '../testing/fakeServices.fixture';
import type { CartIndicatorMarkup } from '../parse/commerceMarkup';
import { announcementFromHtml } from './announcementBar';
import { mount as mountCartIndicator } from './cartIndicator';

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('announcementFromHtml', () => {
  it('takes the first link as the bar’s link and every other word as its text', () => {
    expect(announcementFromHtml('<p>Closed on <a href="/hours" target="_blank">public holidays</a></p><p>Back soon</p>', document)).toEqual({
      text: 'Closed on Back soon',
      link: { href: '/hours', label: 'public holidays', newWindow: true },
      dismissible: true,
    });
    expect(announcementFromHtml('<p>Winter <a href="/a">sale</a> and <a href="/b">more</a></p>', document)).toMatchObject({
      text: 'Winter and more',
      link: { href: '/a', label: 'sale' },
    });
  });

  it('a link the address rule refuses is no link: its words stay in the text, its scheme is heard', () => {
    const refused: string[] = [];
    for (const href of ['javascript:alert(1)', 'JAVA&#9;SCRIPT:alert(1)', ' vbscript:x', 'data:text/html,hi']) {
      expect(announcementFromHtml(`<p>Ferry <a href="${href}">timetable</a></p>`, document, (scheme) => refused.push(scheme))).toEqual({
        text: 'Ferry timetable',
        link: null,
        dismissible: true,
      });
    }
    expect(refused).toEqual(['javascript:', 'javascript:', 'vbscript:', 'data:']);
  });

  it('runs nothing it is given', () => {
    const read = announcementFromHtml('<p>Hi</p><img src="x" onerror="window.ran = true"><script>window.ran = true</script>', document);
    expect(read.text).toBe('Hi');
    expect((window as unknown as { ran?: boolean }).ran).toBeUndefined();
  });
});

describe('chrome mounts', () => {
  it('the dropzone shows the bar with the context’s words and link', async () => {
    document.body.innerHTML = '<header><div class="sqs-announcement-bar-dropzone"></div></header>';
    const { jobs } = scanPage(document, {
      announcementBar: { show: true, text: '<p>Ferry runs <a href="/timetable">on the winter timetable</a></p>', style: 1 },
    });
    // before the first paint, start-up lays the bar's words out unseen in a box of the bar's, so the bar mounts into its height
    const reserved = document.querySelector<HTMLElement>('.sqs-announcement-bar-dropzone > p[data-runtime-reserved]')!;
    expect(reserved.textContent).toBe('Ferry runs on the winter timetable');
    expect(reserved.style.visibility).toBe('hidden');
    expect(reserved.hidden).toBe(false);
    expect(reserved.style.paddingLeft).toBe('52px');
    expect(reserved.style.minHeight).toBe('44px');
    const unmount = await mountJob(jobs[0]);
    const bar = document.querySelector('.sqs-announcement-bar-dropzone [data-announcement-bar]');
    expect(bar?.textContent).toContain('Ferry runs');
    expect(bar?.querySelector('a')?.getAttribute('href')).toBe('/timetable');
    // the view's box holds them now: the unseen words are hidden with the server's markup
    expect(reserved.hidden).toBe(true);
    unmount();
    expect(document.querySelector('[data-announcement-bar]')).toBeNull();
    // ours, not the server's: gone with the view, the dropzone empty as sent
    expect(document.querySelector('.sqs-announcement-bar-dropzone')?.children).toHaveLength(0);
  });

  it('a bar whose words are no words (markup alone) is left as rendered, and its unseen words go', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<header><div class="sqs-announcement-bar-dropzone"></div></header>';
    const { jobs } = scanPage(document, { announcementBar: { show: true, text: '<p><br></p>', style: 1 } });
    expect(document.querySelectorAll('.sqs-announcement-bar-dropzone > [data-runtime-reserved]')).toHaveLength(1);
    await mountJob(jobs[0]);
    expect(document.querySelector('.sqs-announcement-bar-dropzone')?.getAttribute('data-runtime-left')).toBe('text');
    expect(document.querySelector('.sqs-announcement-bar-dropzone')?.children).toHaveLength(0);
    warn.mockRestore();
  });

  it('the floating cart is shown once it holds something, and hidden again on unmount', async () => {
    const cart = (count: number) =>
      `<div id="floatingCart" class="floating-cart hidden"><a href="/cart" class="sqs-custom-cart"><span class="Cart-inner"><span class="sqs-cart-quantity">${count}</span></span></a></div>`;
    document.body.innerHTML = cart(0);
    let unmount = await mountJob(scanPage(document).jobs[0]);
    expect(document.getElementById('floatingCart')?.classList.contains('hidden')).toBe(true);
    unmount();
    document.body.innerHTML = cart(4);
    unmount = await mountJob(scanPage(document).jobs[0]);
    const floating = document.getElementById('floatingCart')!;
    expect(floating.classList.contains('hidden')).toBe(false);
    expect(floating.querySelector('[data-cart-count]')?.textContent).toBe('4');
    unmount();
    expect(floating.classList.contains('hidden')).toBe(true);
  });

  it('the floating cart asks for the visitor’s cart when there is a cart cookie, and keeps the markup’s count when the call fails', async () => {
    document.body.innerHTML =
      '<div id="floatingCart" class="floating-cart hidden"><a href="/cart" class="sqs-custom-cart"><span class="sqs-cart-quantity">0</span></a></div>';
    const floating = document.getElementById('floatingCart')!;
    const props = scanPage(document).jobs[0]!.props as CartIndicatorMarkup;
    const services = fakeMountServices();
    const asked: string[] = [];
    let reply = { status: 200, body: JSON.stringify({ totalQuantity: 3, subtotalCents: 10000 }) };
    services.fetch = async (url) => {
      asked.push(url);
      return { status: reply.status, statusText: '', ok: reply.status < 300, text: async () => reply.body };
    };
    // no cart cookie: nothing asked, the empty cart stays hidden
    let unmount = mountCartIndicator(floating, props, { ...testMountContext, services });
    await settle();
    expect(asked).toEqual([]);
    expect(floating.classList.contains('hidden')).toBe(true);
    unmount();
    services.cookies.set('CART', 'cart-1', { path: '/' });
    unmount = mountCartIndicator(floating, props, { ...testMountContext, services });
    await settle();
    expect(asked).toEqual(['/api/commerce/shopping-cart']);
    expect(floating.classList.contains('hidden')).toBe(false);
    expect(floating.querySelector('[data-cart-count]')?.textContent).toBe('3');
    expect(floating.querySelector('[data-cart-subtotal]')?.textContent).toBe('$100.00');
    unmount();
    reply = { status: 500, body: '{"error":"down"}' };
    unmount = mountCartIndicator(floating, props, { ...testMountContext, services });
    await settle();
    expect(floating.querySelector('[data-cart-count]')?.textContent).toBe('0');
    expect(floating.classList.contains('hidden')).toBe(true);
    unmount();
  });

  it('a 7.0 "from" price: the server’s loose word is hidden with its money, the view says it in the store currency', async () => {
    document.body.innerHTML =
      '<div class="ProductList-item" data-item-id="rope"><div class="product-price">from <span class="sqs-money-native">12.50</span></div></div>';
    const unmount = await mountJob(scanPage(document, { currency: 'GBP' }).jobs[0]);
    const price = document.querySelector<HTMLElement>('.product-price')!;
    const shown = Array.from(price.children).filter((el) => !(el as HTMLElement).hidden);
    expect(shown.map((el) => el.className)).toEqual(['runtime-product-price']);
    expect(shown[0]?.textContent).toContain('from £12.50');
    unmount();
    expect(price.textContent?.replace(/\s+/g, ' ').trim()).toBe('from 12.50');
  });
});
