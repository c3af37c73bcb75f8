// @vitest-environment happy-dom
/**
 * The accordion, menu, product price and cart indicator chunks on server markup: what a
 * visitor sees after the mount, the server markup back after the unmount, and settings
 * the block's reader refuses thrown (the mounter logs them with the block).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { blockJson as json, mountJob, settle, testMountContext } from '../testing/mountJob.fixture';
import { publishedAccordion } from '../testing/publishedAccordion.fixture';
import { publishedNewsletter } from '../testing/publishedNewsletter.fixture';

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('block mount chunks', () => {
  it('a menu with data-block-json="{}" and an announcement bar with an empty attribute stay as rendered at once, with one console warning each', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<div class="sqs-block menu-block" id="block-m" data-block-type="" data-block-json="{}"><div class="sqs-block-content"><div class="menu-fallback"><h3>Breakfast</h3></div></div></div>
      <div class="sqs-announcement-bar" id="bar" data-announcement-bar-json=""><p class="bar-server">Closed on Monday</p></div>`;
    const { jobs } = scanPage(document);
    expect(jobs.map((job) => job.kind).sort()).toEqual(['announcementBar', 'menu']);
    for (const job of jobs) await mountJob(job);
    expect(warn.mock.calls.map((call) => call[0])).toEqual(
      expect.arrayContaining([
        'Block block-m (menu) left as rendered: its settings hold no menu',
        'The announcement bar #bar left as rendered: its settings hold no text or link',
      ]),
    );
    expect(warn).toHaveBeenCalledTimes(2);
    expect(document.querySelector('#block-m')?.getAttribute('data-runtime-left')).toBe('menus');
    expect(document.querySelector('#bar')?.getAttribute('data-runtime-left')).toBe('text');
    expect(document.querySelector<HTMLElement>('.menu-fallback')?.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('.bar-server')?.hidden).toBe(false);
    expect(document.querySelector('[data-runtime-view]')).toBeNull();
    warn.mockRestore();
  });

  it('an accordion shows its published items as header buttons, descriptions as the server’s rich text; one opens on click; unmount gives back the server list', async () => {
    document.body.innerHTML = publishedAccordion('block-a', [
      { title: 'Weekdays', description: '<p>8:00–18:00, <a href="/visit">directions</a></p>' },
      { title: 'Weekends', description: '<p>9:00–16:00</p>' },
    ]);
    const unmount = await mountJob(scanPage(document).jobs[0]);
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('.runtime-accordion button[aria-expanded]'));
    expect(buttons.map((b) => b.textContent?.trim())).toEqual(['Weekdays', 'Weekends']);
    expect(document.querySelector('.runtime-accordion [role="region"] a[href="/visit"]')?.textContent).toBe('directions');
    expect(document.querySelector<HTMLElement>('ul.accordion-items-container')?.hidden).toBe(true);
    buttons[1]!.click();
    await settle();
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
    unmount();
    expect(document.querySelector('.runtime-accordion')).toBeNull();
    expect(document.querySelector<HTMLElement>('ul.accordion-items-container')?.hidden).toBe(false);
  });

  it('an accordion with the first item expanded and several open allowed follows its published flags', async () => {
    document.body.innerHTML = publishedAccordion(
      'block-a',
      [
        { title: 'One', description: '<p>First</p>' },
        { title: 'Two', description: '<p>Second</p>' },
      ],
      { 'data-is-expanded-first-item': 'true', 'data-should-allow-multiple-open-items': 'true' },
    );
    await mountJob(scanPage(document).jobs[0]);
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('.runtime-accordion button[aria-expanded]'));
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    buttons[1]!.click();
    await settle();
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
  });

  it('an accordion block without its published list is left as rendered, marked, with one warning naming it', async () => {
    document.body.innerHTML = `<div class="sqs-block accordion-block" id="block-a" data-block-type="69"><div class="sqs-block-content"><p>kept</p></div></div>`;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await mountJob(scanPage(document).jobs[0]);
    expect(document.querySelector<HTMLElement>('p')?.hidden).toBe(false);
    expect(document.querySelector('.runtime-accordion')).toBeNull();
    expect(document.getElementById('block-a')?.getAttribute('data-runtime-left')).toBe('no ul.accordion-items-container');
    expect(warn.mock.calls).toEqual([['Block block-a (accordion) left as rendered: no ul.accordion-items-container']]);
    warn.mockRestore();
  });

  it('a menu block with two menus shows tabs, the first selected, in place of the whole menu the server listed', async () => {
    const menus = [
      { title: 'Breakfast', sections: [{ title: 'Eggs', items: [{ name: 'Omelette', description: 'Three eggs', price: '$9' }] }] },
      { title: 'Lunch', sections: [{ title: 'Soups', items: [{ name: 'Tomato', price: '$7' }] }] },
    ];
    document.body.innerHTML = `<div class="sqs-block menu-block" id="block-m" data-block-type="" data-block-json="${json({ menus })}"><div class="sqs-block-content">
      <div class="menu-fallback"><h3>Breakfast</h3><h4>Eggs</h4><ul><li>Omelette — Three eggs: $9</li></ul><h3>Lunch</h3><h4>Soups</h4><ul><li>Tomato: $7</li></ul></div>
    </div></div>`;
    const unmount = await mountJob(scanPage(document).jobs[0]);
    // the tabs view holds every menu (the second in its hidden panel), so it stands in for the whole list
    expect(document.querySelector<HTMLElement>('.menu-fallback')?.hidden).toBe(true);
    const tabs = Array.from(document.querySelectorAll('[role="tab"]'));
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Breakfast', 'true'],
      ['Lunch', 'false'],
    ]);
    expect(document.querySelector('.runtime-menu')?.textContent).toContain('Omelette');
    unmount();
    expect(document.querySelector<HTMLElement>('.menu-fallback')?.hidden).toBe(false);
  });

  it('a product on sale shows the sale price and the original struck through, in the store currency', async () => {
    const product = {
      id: 'p1',
      title: 'Harbour',
      productType: 'PHYSICAL',
      variants: [{ sku: 'S1', price: 9000, salePrice: 7200, onSale: true, unlimited: true, qtyInStock: 0, optionValues: [] }],
    };
    document.body.innerHTML = `<article class="ProductList-item" data-item-id="p1" data-product-json="${json(product)}"><div class="product-price"><span class="server">€90.00</span></div></article>`;
    const unmount = await mountJob(scanPage(document, { currency: 'EUR' }).jobs[0]);
    const price = document.querySelector('[data-product-price]');
    expect(price?.querySelector('s')?.textContent).toContain('€90.00');
    expect(price?.textContent).toContain('€72.00');
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(true);
    unmount();
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(false);
  });

  it('a product the commerce service cannot read throws, naming what is wrong', async () => {
    document.body.innerHTML = `<article class="ProductList-item" data-item-id="p1" data-product-json="${json({ id: 'p1', productType: 'BOAT' })}"><div class="product-price">$1</div></article>`;
    await expect(mountJob(scanPage(document).jobs[0])).rejects.toThrow();
  });

  it('the cart indicator shows the count and subtotal and is named by them', async () => {
    document.body.innerHTML = `<div class="sqs-cart-indicator"><a class="server" href="/cart"><span class="sqs-cart-quantity">3</span> items, <span class="sqs-cart-subtotal">$45.00</span></a></div>`;
    const unmount = await mountJob(scanPage(document).jobs[0]);
    const link = document.querySelector<HTMLAnchorElement>('.runtime-cart-indicator a');
    expect(link?.getAttribute('href')).toBe('/cart');
    expect(link?.textContent).toBe('Cart, 3 items, $45.00');
    unmount();
  });
});

describe('popup overlay mount chunk', () => {
  const overlay = (settings: unknown) => `
    <div class="sqs-popup-overlay" hidden data-popup-overlay-json="${json(settings)}">
      <h2>Join the list</h2><p>One letter a month.</p>
      ${publishedNewsletter('block-n', { formId: 'n1', title: '', description: '' })}
    </div><button id="before">before</button>`;

  beforeEach(() => localStorage.clear());

  it('shows on a first visit with the newsletter inside; Escape closes it and stores the closed record', async () => {
    document.body.innerHTML = overlay({ version: 2, style: 2, displayFrequency: 1 });
    const unmount = await mountJob(scanPage(document).jobs[0]);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Join the list');
    expect(dialog?.querySelector('button[type="submit"]')?.textContent).toBe('Sign Up');
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await settle();
    const stored = JSON.parse(localStorage.getItem('popup-overlay-record') ?? 'null') as Record<string, unknown>;
    expect(stored).toMatchObject({ version: 2, submitted: false });
    expect(typeof stored['date-closed']).toBe('number');
    unmount();
    expect(document.querySelector('.runtime-popup-overlay')).toBeNull();
  });

  it('is counted by the overlay census when it shows and when it is closed', async () => {
    const overlayCensus = vi.spyOn(testMountContext.services.tracking.census, 'overlay');
    document.body.innerHTML = overlay({ version: 3, style: 2, displayFrequency: 1 });
    const unmount = await mountJob(scanPage(document).jobs[0]);
    expect(overlayCensus.mock.calls.map((call) => call[0])).toEqual([{ event: 'popup-overlay-show', version: 3 }]);
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await settle();
    expect(overlayCensus.mock.calls.map((call) => call[0])).toEqual([
      { event: 'popup-overlay-show', version: 3 },
      { event: 'popup-overlay-close', version: 3 },
    ]);
    unmount();
    overlayCensus.mockRestore();
  });

  it('is not shown when the stored record says it was closed today, nor with style none', async () => {
    localStorage.setItem('popup-overlay-record', JSON.stringify({ version: 2, submitted: false, 'date-closed': Date.now() }));
    document.body.innerHTML = overlay({ version: 2, style: 2, displayFrequency: 1 });
    const unmount = await mountJob(scanPage(document).jobs[0]);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    unmount();
    localStorage.clear();
    document.body.innerHTML = overlay({ version: 2, style: 1 });
    const unmountNone = await mountJob(scanPage(document).jobs[0]);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    unmountNone();
  });
});

describe('page bar mount chunks', () => {
  it('the announcement bar shows its text with the link, and dismissing it hides the element', async () => {
    document.body.innerHTML = `<div class="sqs-announcement-bar" data-announcement-bar-json="${json({ text: 'Open late on Fridays. Visit us', link: { href: '/visit', label: 'Visit us' } })}"><p class="server">Open late on Fridays.</p></div>`;
    const unmount = await mountJob(scanPage(document).jobs[0]);
    const bar = document.querySelector<HTMLElement>('.sqs-announcement-bar')!;
    expect(bar.querySelector('[data-announcement-bar]')?.textContent).toContain('Open late on Fridays.');
    expect(bar.querySelector('a')?.getAttribute('href')).toBe('/visit');
    expect(bar.querySelector<HTMLElement>('.server')?.hidden).toBe(true);
    bar.querySelector<HTMLButtonElement>('button')!.click();
    await settle();
    expect(bar.hidden).toBe(true);
    unmount();
    expect(bar.hidden).toBe(false);
  });

  it("the announcement bar keeps a link within the spec's limits and shows the words of one outside them unlinked", async () => {
    const barWith = async (href: string) => {
      document.body.innerHTML = `<div class="sqs-announcement-bar" data-announcement-bar-json="${json({ text: 'Open late on Fridays. Call us', link: { href, label: 'Call us' } })}"><p class="server">Open late on Fridays.</p></div>`;
      const unmount = await mountJob(scanPage(document).jobs[0]);
      const view = document.querySelector('[data-announcement-bar]')!;
      const result = { text: view.textContent, href: view.querySelector('a')?.getAttribute('href') ?? null };
      unmount();
      return result;
    };
    expect(await barWith('tel:555-0100')).toEqual({ text: expect.stringContaining('Call us'), href: 'tel:555-0100' });
    // tel: under 50 characters, of digits, plus and minus, at least 4
    expect(await barWith('tel:12')).toEqual({ text: expect.stringContaining('Call us'), href: null });
    expect(await barWith(`tel:${'5'.repeat(46)}`)).toEqual({ text: expect.stringContaining('Call us'), href: null });
    // a page of the site: under 150 characters
    expect(await barWith(`/${'a'.repeat(149)}`)).toEqual({ text: expect.stringContaining('Call us'), href: null });
    expect(await barWith(`/${'a'.repeat(148)}`)).toEqual({ text: expect.stringContaining('Call us'), href: `/${'a'.repeat(148)}` });
  });

  it('the mobile info bar shows its items on a small screen', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    document.body.innerHTML = `<div class="sqs-mobile-info-bar" data-mobile-info-bar-json="${json({
      style: 3,
      items: [
        { kind: 'phone', value: '+1 555 0100' },
        { kind: 'email', value: 'hello@example.com' },
      ],
    })}"></div>`;
    const unmount = await mountJob(scanPage(document).jobs[0]);
    const links = Array.from(document.querySelectorAll('.runtime-mobile-info-bar a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['tel:+15550100', 'mailto:hello@example.com']);
    unmount();
  });

  it('mobile info bar items of an unknown kind are refused', async () => {
    document.body.innerHTML = `<div class="sqs-mobile-info-bar" data-mobile-info-bar-json="${json({ style: 2, items: [{ kind: 'fax', value: '1' }] })}"></div>`;
    await expect(mountJob(scanPage(document).jobs[0])).rejects.toThrow();
  });
});
