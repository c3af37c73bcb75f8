// @vitest-environment happy-dom
/**
 * The summary and social gallery blocks on server markup: what the scanner finds (class
 * first, number 55 second), the widget rendering call the chunks make through the page's
 * data call for a summary that holds no items, the server's own items shown without a
 * call, a failure that leaves what the server sent (Retry only where it sent nothing),
 * logged with the block, and the server's markup back after the unmount.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSanitizerDouble } from '../../primitives/untrustedHtml/sanitizerDouble.fixture';
import { memoryCookieJar } from '../../services/cookies/cookieJar';
import { createDataCall } from '../../services/http/dataCall';
import { recordingFetch, type ScriptedAnswer } from '../../services/http/recordingFetch';
import type { MountContext, MountJob } from '../mountTypes';
import { mountRegistry } from '../registry';
import { scanPage } from '../scan/scanPage';
import { fakeMountServices } from '../testing/fakeServices.fixture';
import { blockJson as json, settle } from '../testing/mountJob.fixture';

// happy-dom has no HTML Sanitizer API (see the fixture); the sanitiser is tested in Chromium
let removeSanitizerDouble: () => void;
beforeAll(() => {
  removeSanitizerDouble = installSanitizerDouble();
});
afterAll(() => removeSanitizerDouble());

/** A published summary's wrapper (7.0 shape) around its header and the given items. */
const wrapper = (
  items: string,
  design = 'autogrid',
) => `<div class="summary-block-wrapper summary-block-collection-type-blog summary-block-setting-design-${design} sqs-gallery-design-${design}">
  <div class="summary-item-list-container sqs-gallery-container">
    <header class="summary-block-header"><div class="summary-heading"><span class="summary-header-text">From the journal</span></div></header>
    <div class="summary-item-list sqs-gallery">${items}</div>
  </div></div>`;
const HEADER_ONLY = wrapper('');
const summaryBlock = (id: string, settings: unknown, { kindClass = true, type = '55', content = HEADER_ONLY } = {}) =>
  `<div class="sqs-block ${kindClass ? 'summary-v2-block sqs-block-summary-v2' : ''}" id="block-${id}" data-block-type="${type}" data-block-json="${json(settings)}"><div class="sqs-block-content">${content}</div></div>`;
const ITEMS =
  '<div class="summary-item-list"><div class="summary-item"><a class="summary-title-link" href="/journal/a">A morning above the clouds</a></div><div class="summary-item"><a class="summary-title-link" href="/journal/b">Harbour lights</a></div></div>';
/** The reply as the server renders the whole block: its header and its items. */
const REPLY = wrapper(ITEMS);
const serverItem = (slug: string, title: string) => `<div class="summary-item summary-item-record-type-text sqs-gallery-design-carousel-slide">
  <div class="summary-thumbnail-outer-container"><a href="/journal/${slug}" class="summary-thumbnail-container sqs-gallery-image-container" data-title="${title}">
    <div class="summary-thumbnail img-wrapper"><img data-src="/assets/${slug}.jpg" data-image-dimensions="800x600" alt="${title}" data-load="false" class="summary-thumbnail-image"></div></a></div>
  <div class="summary-content sqs-gallery-meta-container"><div class="summary-title"><a href="/journal/${slug}" class="summary-title-link">${title}</a></div></div>
</div>`;

function contextAnswering(answers: readonly ScriptedAnswer[]) {
  const fetch = recordingFetch(answers);
  const cookies = memoryCookieJar({ crumb: 'c1' });
  const services = { ...fakeMountServices(), fetch, cookies, dataCall: createDataCall({ fetch, cookies }) };
  const context: MountContext = { noMotion: true, mobileApp: false, services };
  return { fetch, context, sent: () => fetch.requests.map((r) => Object.fromEntries(new URLSearchParams(r.body ?? ''))) };
}

async function mount(job: MountJob | undefined, context: MountContext) {
  if (!job) throw new Error('no job');
  const { mount } = (await mountRegistry[job.kind]()) as { mount: (e: HTMLElement, p: unknown, c: MountContext) => () => void };
  const unmount = mount(job.element, job.props, context);
  await settle();
  await answered();
  return unmount;
}

/** Waits (up to 2 s) until the block's view has left its loading state. */
async function answered() {
  await vi.waitFor(
    () => {
      const state = document.querySelector('[data-summary-state]')?.getAttribute('data-summary-state');
      if (!state || state === 'loading') throw new Error(`still ${state ?? 'not mounted'}`);
    },
    { timeout: 2000, interval: 10 },
  );
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('scanning widget blocks', () => {
  it('finds a summary by its class, or by the number 55 without one, with its id, type and the locale', () => {
    document.body.innerHTML = summaryBlock('s1', { collectionId: 'c1' }) + summaryBlock('s2', {}, { kindClass: false });
    const { jobs } = scanPage(document, { locale: 'de-DE' });
    const server = {
      html: HEADER_ONLY,
      itemCount: 0,
      hasContent: true,
      wrapperClasses: ['summary-block-wrapper', 'summary-block-collection-type-blog', 'summary-block-setting-design-autogrid', 'sqs-gallery-design-autogrid'],
    };
    expect(jobs.map((j) => [j.kind, j.props])).toEqual([
      ['summary', { settings: { collectionId: 'c1' }, elementId: 'block-s1', blockType: '55', locale: 'de-DE', server }],
      ['summary', { settings: {}, elementId: 'block-s2', blockType: '55', locale: 'de-DE', server }],
    ]);
    expect(document.querySelector('#block-s1')?.getAttribute('data-runtime-bound')).toBe('summary');
    expect(scanPage(document).jobs).toEqual([]);
  });

  it('finds a social gallery by its instagram-block class', () => {
    document.body.innerHTML = `<div class="sqs-block instagram-block sqs-block-instagram" id="block-sg" data-block-type="" data-block-json="${json({ itemsPerRow: 4 })}"><div class="sqs-block-content"></div></div>`;
    const { jobs } = scanPage(document);
    expect(jobs.map((j) => [j.kind, j.props])).toEqual([
      ['socialGallery', { settings: { itemsPerRow: 4 }, elementId: 'block-sg', blockType: '', locale: null, serverHtml: null }],
    ]);
  });
});

// the first mount loads the chunk's modules (React, the views, the sanitiser): slow on a busy machine
describe('widget block chunks', { timeout: 20_000 }, () => {
  it('a summary that holds no items asks for its rendering and shows it in place of the server’s markup; unmount gives the markup back', async () => {
    document.body.innerHTML = summaryBlock('summary-v2-007', { collectionId: '64a1', design: 'list', pageSize: 3 });
    const { context, sent } = contextAnswering([{ status: 200, body: { html: REPLY } }]);
    const unmount = await mount(scanPage(document).jobs[0], context);
    expect(sent()).toEqual([{ widgetJSON: JSON.stringify({ type: 55, id: 'summary-v2-007', value: { collectionId: '64a1', design: 'list', pageSize: 3 } }) }]);
    expect(document.querySelector<HTMLElement>('.sqs-block-content > .summary-block-wrapper')?.hidden).toBe(true);
    const view = document.querySelector('.runtime-summary [data-summary-block]');
    expect(view?.getAttribute('data-summary-state')).toBe('rendered');
    expect(view?.getAttribute('data-summary-source')).toBe('call');
    expect(Array.from(view!.querySelectorAll('.summary-item')).map((i) => i.textContent)).toEqual(['A morning above the clouds', 'Harbour lights']);
    unmount();
    expect(document.querySelector('.runtime-summary')).toBeNull();
    expect(document.querySelector<HTMLElement>('.sqs-block-content > .summary-block-wrapper')?.hidden).toBe(false);
  });

  it('a summary that holds its items shows them without a call: images loaded, the carousel’s controls over them', async () => {
    const items =
      serverItem('dunes', 'Walking the dunes') +
      serverItem('clouds', 'Above the clouds') +
      serverItem('quay', 'On the quay') +
      serverItem('ferry', 'The late ferry');
    document.body.innerHTML = summaryBlock('s-items', { design: 'carousel', slidesPerRow: 2 }, { content: wrapper(items, 'carousel') });
    const { context, sent } = contextAnswering([]);
    const unmount = await mount(scanPage(document).jobs[0], context);
    expect(sent()).toEqual([]);
    const view = document.querySelector('.runtime-summary [data-summary-block]')!;
    expect(view.getAttribute('data-summary-state')).toBe('rendered');
    expect(view.getAttribute('data-summary-source')).toBe('server');
    expect(view.getAttribute('data-summary-variant')).toBe('carousel');
    expect(Array.from(view.querySelectorAll('.summary-title-link')).map((a) => a.textContent)).toEqual([
      'Walking the dunes',
      'Above the clouds',
      'On the quay',
      'The late ferry',
    ]);
    expect(view.querySelector('img')?.getAttribute('src')).toBe('/assets/dunes.jpg');
    expect(view.querySelector('img')?.getAttribute('width')).toBe('800');
    expect(view.querySelector('[aria-roledescription="slide"]')?.getAttribute('aria-label')).toBe('1 of 4');
    unmount();
    expect(document.querySelector<HTMLElement>('.summary-block-wrapper')?.hidden).toBe(false);
  });

  it('the wrapper’s design class names the variant when the block data names none', async () => {
    document.body.innerHTML = summaryBlock('s-list', {}, { content: wrapper(serverItem('dunes', 'Walking the dunes'), 'list') });
    const { context } = contextAnswering([]);
    const unmount = await mount(scanPage(document).jobs[0], context);
    expect(document.querySelector('[data-summary-block]')?.getAttribute('data-summary-variant')).toBe('list');
    unmount();
  });

  it('a summary of an events collection sends collectionId', async () => {
    document.body.innerHTML = summaryBlock('events', { collectionId: 'ev1', collectionType: 'events' });
    const { context, sent } = contextAnswering([{ status: 200, body: { html: REPLY } }]);
    (await mount(scanPage(document).jobs[0], context))();
    expect(sent()[0]?.collectionId).toBe('ev1');
  });

  it('a reply that drops what the server showed (its header) leaves the block as rendered, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = summaryBlock('s-short', { collectionId: '64a1' });
    const { context } = contextAnswering([{ status: 200, body: { html: ITEMS } }]);
    const job = scanPage(document).jobs[0]!;
    const chunk = (await mountRegistry[job.kind]()) as { mount: (e: HTMLElement, p: unknown, c: MountContext) => () => void };
    const unmount = chunk.mount(job.element, job.props, context);
    // the view swaps at once (it shows the server's header while the call is on its way), then goes with the reply
    expect(document.querySelector<HTMLElement>('#block-s-short .summary-block-wrapper')?.hidden).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('.runtime-summary')).toBeNull(), { timeout: 2000 });
    const block = document.getElementById('block-s-short')!;
    expect(block.querySelector<HTMLElement>('.summary-block-wrapper')?.hidden).toBe(false);
    expect(block.querySelector('.summary-header-text')?.textContent).toBe('From the journal');
    // "the" is in the reply too ("above the clouds")
    expect(block.getAttribute('data-runtime-left')).toBe('2 words ("from", "journal")');
    expect(warn).toHaveBeenCalledTimes(1);
    unmount();
    warn.mockRestore();
  });

  it('a failed rendering leaves what the server sent (its header), without Retry, and logs its cause with the block', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = summaryBlock('s', {});
    const { context } = contextAnswering([{ status: 400, body: { error: 'Unknown collection' } }]);
    const unmount = await mount(scanPage(document).jobs[0], context);
    const view = document.querySelector('.runtime-summary [data-summary-block]')!;
    expect(view.getAttribute('data-summary-state')).toBe('failed');
    expect(view.querySelector('[data-summary-server] .summary-header-text')?.textContent).toBe('From the journal');
    expect(view.querySelector('[data-widget-failure]')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Block block-s (summary) could not be loaded: Unknown collection');
    unmount();
    warn.mockRestore();
  });

  it('a failed rendering of a block the server sent empty shows the failure state with Retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = summaryBlock('s', {}, { content: '\n  ' });
    const { context } = contextAnswering([{ status: 400, body: { error: 'Unknown collection' } }]);
    const unmount = await mount(scanPage(document).jobs[0], context);
    expect(document.querySelector('[data-widget-failure]')?.textContent).toContain('Unable to load. Try again.');
    expect(document.querySelector('[data-widget-failure] button')?.textContent).toBe('Retry');
    unmount();
    warn.mockRestore();
  });

  it('a social gallery shows the images it is sent', async () => {
    document.body.innerHTML = `<div class="sqs-block instagram-block" id="block-sg" data-block-type="" data-block-json="${json({})}"><div class="sqs-block-content"><div class="server"><a href="https://example.com/p/a/" target="_blank"><img src="/a.jpg" alt="A"></a></div></div></div>`;
    const { context, sent } = contextAnswering([
      { status: 200, body: { html: '<div><a class="social-gallery-item" href="https://example.com/p/a/"><img src="/a.jpg" alt="A"></a></div>' } },
    ]);
    const unmount = await mount(scanPage(document).jobs[0], context);
    expect(JSON.parse(sent()[0]?.widgetJSON ?? '{}')).toEqual({ type: 'instagram', id: 'sg', value: {} });
    expect(document.querySelectorAll('.runtime-social-gallery .social-gallery-item')).toHaveLength(1);
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(true);
    unmount();
  });

  it('a social gallery whose call fails keeps the posts the server rendered, with no failure view; the cause is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const posts = '<div class="server"><a href="https://example.com/p/a/" target="_blank"><img src="/a.jpg" alt="Low tide"></a></div>';
    document.body.innerHTML = `<div class="sqs-block instagram-block" id="block-sg" data-block-type="" data-block-json="${json({})}"><div class="sqs-block-content">${posts}</div></div>`;
    const job = scanPage(document).jobs[0];
    expect(job?.props).toMatchObject({ serverHtml: posts });
    const { context } = contextAnswering([{ status: 500, body: { error: 'Feed unavailable' } }]);
    const unmount = await mount(job, context);
    const view = document.querySelector('.runtime-social-gallery [data-social-gallery]')!;
    expect(view.getAttribute('data-summary-state')).toBe('failed');
    expect(view.querySelector('[data-social-gallery-server] img')?.getAttribute('alt')).toBe('Low tide');
    expect(view.querySelector('[data-widget-failure]')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Block block-sg (social gallery) could not be loaded: Feed unavailable');
    unmount();
    warn.mockRestore();
  });
});
