import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installSanitizerDouble } from '../../primitives/untrustedHtml/sanitizerDouble.fixture';
import { render } from '../../primitives/testing/themedRender';
import type { BlockServices } from '../../primitives/services';
import { SiteEditorContext } from '../../primitives/siteEditor/SiteEditor';
import { SummaryBlock } from './SummaryBlock';
import { EMPTY_SUMMARY_HINT } from './SummaryRendering';
import { arrive, widgetServices } from '../../primitives/widget/widgetServices.fixture';

// happy-dom has no HTML Sanitizer API (see the fixture); the sanitiser is tested in Chromium
let removeSanitizerDouble: () => void;
beforeAll(() => {
  removeSanitizerDouble = installSanitizerDouble();
});
afterAll(() => removeSanitizerDouble());

const item = (n: number, date = '2026-01-08') =>
  `<div class="summary-item" data-item-id="i${n}"><a class="summary-thumbnail-container" href="/p/${n}"><img src="/a.jpg" alt="Post ${n}"></a>` +
  `<div class="summary-content"><a class="summary-title-link" href="/p/${n}">Post ${n}</a><time datetime="${date}">January 8, 2026</time></div></div>`;
const rendering = (count: number) =>
  `<div class="summary-v2-block-rendering"><h3 class="summary-heading">Journal</h3><div class="summary-item-list">${Array.from({ length: count }, (_, i) => item(i + 1)).join('')}</div></div>`;

const block = (settings: Record<string, unknown>, extra: Record<string, unknown> = {}): ReactElement => (
  <SummaryBlock settings={settings} elementId="block-summary-1" blockType="55" {...extra} />
);
const blockIn = (services: BlockServices, settings: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  render(block(settings, extra), { services });

const root = () => document.querySelector<HTMLElement>('[data-summary-block]')!;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => vi.useRealTimers());

describe('SummaryBlock', () => {
  it('asks for the rendering with the block data, reserves the space with placeholders, then shows the server’s items', async () => {
    const { services, sent } = widgetServices([{ status: 200, body: { html: rendering(3) } }]);
    const settings = { collectionId: 'c1', design: 'grid', pageSize: 3 };
    blockIn(services, settings);
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
    const { services, sent } = widgetServices([{ status: 200, body: { html: rendering(1) } }]);
    blockIn(services, { collectionId: 'ev1', collectionType: 'events' });
    await arrive();
    expect(sent()[0]?.collectionId).toBe('ev1');
  });

  it('shows past dates as relative time with the server’s date as the title', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-01-15T10:00:00Z') });
    const { services } = widgetServices([{ status: 200, body: { html: rendering(1) } }]);
    blockIn(services, {});
    await arrive();
    const time = root().querySelector('time')!;
    expect(time.textContent).toBe('1 week ago');
    expect(time.getAttribute('title')).toBe('January 8, 2026');
  });

  it('a failed call shows the dictionary’s message and Retry; retry loads again and renders', async () => {
    const onFailure = vi.fn();
    const { services, fetch } = widgetServices([new TypeError('Failed to fetch'), { status: 200, body: { html: rendering(2) } }]);
    blockIn(services, { design: 'list' }, { onFailure });
    await arrive();
    expect(root().getAttribute('data-summary-state')).toBe('failed');
    expect(root().querySelector('[data-widget-failure]')?.textContent).toBe('Network error. Unable to load. Try again.Retry');
    expect(screen.getByRole('status').textContent).toBe('Network error. Unable to load. Try again.');
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ detail: 'Network error' }));
    // a click event alone (the answer is scripted to come at once: a user's pointer steps would let it in before the check)
    fireEvent.click(button('Retry'));
    expect(root().getAttribute('data-summary-state')).toBe('loading');
    expect(root()).toHaveFocus();
    await arrive();
    expect(root().getAttribute('data-summary-state')).toBe('rendered');
    expect(root().querySelector('[role="status"]')?.textContent).toBe('');
    expect(fetch.requests).toHaveLength(2);
  });

  it('a reply without html is a failure too', async () => {
    const { services } = widgetServices([{ status: 200, body: { nothing: true } }]);
    blockIn(services, {});
    await arrive();
    expect(root().querySelector('[data-widget-failure] p')?.textContent).toBe('Unable to load. Try again.');
  });

  it('the carousel names its slides, shows one group and moves with next and previous', async () => {
    const { services } = widgetServices([{ status: 200, body: { html: rendering(5) } }]);
    const { user } = blockIn(services, { blockVariantId: 1006, itemsPerRow: 3 });
    await arrive();
    const carousel = root().querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
    expect(screen.getByRole('region', { name: 'Journal' })).toBe(carousel);
    expect(carousel.getAttribute('aria-label')).toBe('Journal');
    const slides = Array.from(root().querySelectorAll('.summary-item'));
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, false, false, true, true]);
    expect(button('Previous items')).toBeDisabled();
    await user.click(button('Next items'));
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([true, true, true, false, false]);
    expect(button('Next items')).toBeDisabled();
    // the pressed button is disabled at the end: focus is on the other one
    expect(button('Previous items')).toHaveFocus();
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, false, false, true, true]);
  });

  it('an empty collection shows the server’s markup, and a hint only in the site editor', async () => {
    const { services } = widgetServices([{ status: 200, body: { html: rendering(0) } }]);
    const { rerender } = blockIn(services, {});
    await arrive();
    expect(root().querySelector('[data-summary-items]')?.getAttribute('data-summary-items')).toBe('0');
    expect(root().textContent).toContain('Journal');
    expect(root().textContent).not.toContain(EMPTY_SUMMARY_HINT);
    rerender(<SiteEditorContext.Provider value>{block({})}</SiteEditorContext.Provider>);
    await arrive();
    expect(root().textContent).toContain(EMPTY_SUMMARY_HINT);
  });

  it('says clearly when the page gives no data call', () => {
    const { services } = widgetServices([]);
    delete services.dataCall;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => blockIn(services, {})).toThrow('SummaryBlock: the ServicesProvider gives no dataCall');
  });
});
