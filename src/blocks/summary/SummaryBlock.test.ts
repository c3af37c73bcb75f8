// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installSanitizerDouble } from '../../primitives/untrustedHtml/sanitizerDouble.fixture';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import { SiteEditorContext } from '../../primitives/siteEditor/SiteEditor';
import { SummaryBlock } from './SummaryBlock';
import { EMPTY_SUMMARY_HINT } from './SummaryRendering';
import { arrive, widgetServices } from './summaryTestServices.fixture';

// happy-dom has no HTML Sanitizer API (see the fixture); the sanitiser is tested in Chromium
let removeSanitizerDouble: () => void;
beforeAll(() => {
  removeSanitizerDouble = installSanitizerDouble();
});
afterAll(() => removeSanitizerDouble());

const host = setUpReactTestHost();

const item = (n: number, date = '2026-01-08') =>
  `<div class="summary-item" data-item-id="i${n}"><a class="summary-thumbnail-container" href="/p/${n}"><img src="/a.jpg" alt="Post ${n}"></a>` +
  `<div class="summary-content"><a class="summary-title-link" href="/p/${n}">Post ${n}</a><time datetime="${date}">January 8, 2026</time></div></div>`;
const rendering = (count: number) => `<div class="summary-v2-block-rendering"><h3 class="summary-heading">Journal</h3><div class="summary-item-list">${Array.from({ length: count }, (_, i) => item(i + 1)).join('')}</div></div>`;

const blockIn = (wrap: (n: ReturnType<typeof createElement>) => ReturnType<typeof createElement>, settings: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  wrap(createElement(SummaryBlock, { settings, elementId: 'block-summary-1', blockType: '55', ...extra }));

const root = () => host.host.querySelector<HTMLElement>('[data-summary-block]')!;
const button = (name: string) => Array.from(host.host.querySelectorAll('button')).find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);

afterEach(() => vi.useRealTimers());

describe('SummaryBlock', () => {
  it('asks for the rendering with the block data, reserves the space with placeholders, then shows the server’s items', async () => {
    const { wrap, sent } = widgetServices([{ status: 200, body: { html: rendering(3) } }]);
    const settings = { collectionId: 'c1', design: 'grid', pageSize: 3 };
    host.render(blockIn(wrap, settings));
    expect(root().getAttribute('data-summary-state')).toBe('loading');
    expect(root().getAttribute('aria-busy')).toBe('true');
    expect(root().querySelectorAll('[data-summary-placeholder]')).toHaveLength(3);
    await arrive();
    expect(root().getAttribute('data-summary-state')).toBe('rendered');
    expect(root().getAttribute('aria-busy')).toBe('false');
    expect(root().querySelectorAll('[data-summary-list] > .summary-item')).toHaveLength(3);
    expect(root().querySelector('[data-summary-placeholder]')).toBeNull();
    expect(sent()).toEqual([{ widgetJSON: JSON.stringify({ type: 55, id: 'summary-1', value: settings }) }]);
  });

  it('sends collectionId for an events collection', async () => {
    const { wrap, sent } = widgetServices([{ status: 200, body: { html: rendering(1) } }]);
    host.render(blockIn(wrap, { collectionId: 'ev1', collectionType: 'events' }));
    await arrive();
    expect(sent()[0]?.collectionId).toBe('ev1');
  });

  it('shows past dates as relative time with the server’s date as the title', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-01-15T10:00:00Z') });
    const { wrap } = widgetServices([{ status: 200, body: { html: rendering(1) } }]);
    host.render(blockIn(wrap, {}));
    await arrive();
    const time = root().querySelector('time')!;
    expect(time.textContent).toBe('1 week ago');
    expect(time.getAttribute('title')).toBe('January 8, 2026');
  });

  it('a failed call shows the dictionary’s message and Retry; retry loads again and renders', async () => {
    const onFailure = vi.fn();
    const { wrap, fetch } = widgetServices([new TypeError('Failed to fetch'), { status: 200, body: { html: rendering(2) } }]);
    host.render(blockIn(wrap, { design: 'list' }, { onFailure }));
    await arrive();
    expect(root().getAttribute('data-summary-state')).toBe('failed');
    expect(root().querySelector('[data-widget-failure]')?.textContent).toBe('Network error. Unable to load. Try again.Retry');
    expect(root().querySelector('[role="status"]')?.textContent).toBe('Network error. Unable to load. Try again.');
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ detail: 'Network error' }));
    act(() => button('Retry')!.click());
    expect(root().getAttribute('data-summary-state')).toBe('loading');
    expect(document.activeElement).toBe(root());
    await arrive();
    expect(root().getAttribute('data-summary-state')).toBe('rendered');
    expect(root().querySelector('[role="status"]')?.textContent).toBe('');
    expect(fetch.requests).toHaveLength(2);
  });

  it('a reply without html is a failure too', async () => {
    const { wrap } = widgetServices([{ status: 200, body: { nothing: true } }]);
    host.render(blockIn(wrap, {}));
    await arrive();
    expect(root().querySelector('[data-widget-failure] p')?.textContent).toBe('Unable to load. Try again.');
  });

  it('the carousel names its slides, shows one group and moves with next and previous', async () => {
    const { wrap } = widgetServices([{ status: 200, body: { html: rendering(5) } }]);
    host.render(blockIn(wrap, { blockVariantId: 1006, itemsPerRow: 3 }));
    await arrive();
    const carousel = root().querySelector('[aria-roledescription="carousel"]')!;
    expect(carousel.getAttribute('aria-label')).toBe('Journal');
    const slides = Array.from(root().querySelectorAll('.summary-item'));
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, false, false, true, true]);
    expect(button('Previous items')!.disabled).toBe(true);
    button('Next items')!.focus();
    act(() => button('Next items')!.click());
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([true, true, true, false, false]);
    expect(button('Next items')!.disabled).toBe(true);
    // the pressed button is disabled at the end: focus is on the other one
    expect(document.activeElement).toBe(button('Previous items'));
    act(() => carousel.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })));
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, false, false, true, true]);
  });

  it('an empty collection shows the server’s markup, and a hint only in the site editor', async () => {
    const { wrap } = widgetServices([{ status: 200, body: { html: rendering(0) } }]);
    host.render(blockIn(wrap, {}));
    await arrive();
    expect(root().querySelector('[data-summary-items]')?.getAttribute('data-summary-items')).toBe('0');
    expect(root().textContent).toContain('Journal');
    expect(root().textContent).not.toContain(EMPTY_SUMMARY_HINT);
    host.render(createElement(SiteEditorContext.Provider, { value: true }, blockIn(wrap, {})));
    await arrive();
    expect(root().textContent).toContain(EMPTY_SUMMARY_HINT);
  });

  it('says clearly when the page gives no data call', () => {
    const { wrap, services } = widgetServices([]);
    delete services.dataCall;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => host.render(blockIn(wrap, {}))).toThrow('SummaryBlock: the ServicesProvider gives no dataCall');
  });
});
