// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { scanPage } from './scanPage';

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));
const REQUEST = { token: 'rv-1', products: [{ id: 'prod-beans', title: 'House blend' }] };
const root = (attribute = json(REQUEST)) => `<div class="sqs-reviews-request" id="reviews" data-reviews-request-json="${attribute}"><p>Loading…</p></div>`;

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('the reviews request page scan', () => {
  it('on a reviews request page (209) passes the decoded request as a plain value, once', () => {
    document.body.innerHTML = root();
    const { jobs, messages } = scanPage(document, { pageType: 209 });
    expect(messages).toEqual([]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'reviewsRequest', label: 'reviews', props: { request: REQUEST } });
    expect(document.getElementById('reviews')?.getAttribute('data-runtime-bound')).toBe('reviewsRequest');
    expect(scanPage(document, { pageType: 209 }).jobs).toEqual([]);
  });

  it('leaves the root alone on a page of another type or without a page type', () => {
    document.body.innerHTML = root();
    expect(scanPage(document, { pageType: 2 }).jobs).toEqual([]);
    expect(scanPage(document).jobs).toEqual([]);
    expect(document.getElementById('reviews')?.hasAttribute('data-runtime-bound')).toBe(false);
  });

  it('skips a request that is not JSON, with a message, and marks it so no pass tries again', () => {
    document.body.innerHTML = root('{token');
    const { jobs, messages } = scanPage(document, { pageType: 209 });
    expect(jobs).toEqual([]);
    expect(messages[0]).toMatch(/^Reviews request skipped: its data-reviews-request-json is not valid JSON/);
    expect(scanPage(document, { pageType: 209 }).messages).toEqual([]);
  });
});
