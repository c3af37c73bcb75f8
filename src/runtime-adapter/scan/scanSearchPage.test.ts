// @vitest-environment happy-dom
/** The search block's scan case and the search page's scanner (page type 102 first, then its root). */
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { CHUNK_SCANNERS, scanPage } from './scanPage';
import { scanSearchPage } from './scanSearchPage';

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));
const context = (pageType: number | null) => ({ pageType, currency: 'USD', authenticatedAccountId: null });
const ROOT = `<div id="sqs-search-page" data-placeholder=" Search the café "><form action="/search"><input name="q"></form></div>`;

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('scanPage: search block', () => {
  it('finds a search block by its class, passing its settings as they are, once', () => {
    const settings = { placeholder: 'Search the shop', collectionIds: ['s1'] };
    document.body.innerHTML = `<div class="sqs-block search-block sqs-block-search" id="block-s" data-block-type="" data-block-json="${json(settings)}"><div class="sqs-block-content"></div></div>`;
    const { jobs, messages } = scanPage(document);
    expect(jobs.map((j) => [j.kind, j.label, j.props])).toEqual([['search', 'block-s', { settings }]]);
    expect(messages).toEqual([]);
    expect(document.getElementById('block-s')?.getAttribute('data-runtime-bound')).toBe('search');
    expect(scanPage(document).jobs).toEqual([]);
  });

  it('skips a search block whose JSON is broken, naming it', () => {
    document.body.innerHTML = `<div class="sqs-block search-block" id="block-bad" data-block-type="" data-block-json="{oops"></div>`;
    const { jobs, messages } = scanPage(document);
    expect(jobs).toEqual([]);
    expect(messages[0]).toContain('block-bad');
  });
});

describe('scanSearchPage', () => {
  it('is the search page chunk’s scanner', () => {
    expect(CHUNK_SCANNERS.searchPage).toBe(scanSearchPage);
  });

  it('on a search page (102) mounts the search page view on #sqs-search-page with its placeholder, once', () => {
    document.body.innerHTML = ROOT;
    const first = scanSearchPage(document, context(102));
    expect(first.jobs.map((j) => [j.kind, j.element.id, j.props])).toEqual([['searchPage', 'sqs-search-page', { placeholder: 'Search the café' }]]);
    expect(scanSearchPage(document, context(102))).toEqual({ jobs: [], messages: [] });
  });

  it('takes .sqs-search-page too, with no placeholder when it has none', () => {
    document.body.innerHTML = `<section class="sqs-search-page"></section>`;
    expect(scanSearchPage(document, context(102)).jobs[0]?.props).toEqual({ placeholder: null });
  });

  it('looks at the page type first: the root on another page is left alone', () => {
    document.body.innerHTML = ROOT;
    expect(scanSearchPage(document, context(2))).toEqual({ jobs: [], messages: [] });
    expect(scanSearchPage(document, context(null))).toEqual({ jobs: [], messages: [] });
    expect(document.getElementById('sqs-search-page')?.hasAttribute('data-runtime-bound')).toBe(false);
  });

  it('says so when a search page has no root element', () => {
    document.body.innerHTML = '<main></main>';
    expect(scanSearchPage(document, context(102)).messages).toEqual([
      'Search page (page type 102) left as rendered: it has no #sqs-search-page or .sqs-search-page element',
    ]);
  });

  it('runs from scanPage with the page type of the context', () => {
    document.body.innerHTML = ROOT;
    expect(scanPage(document, { pageType: 102 }).jobs.map((j) => j.kind)).toEqual(['searchPage']);
  });
});
