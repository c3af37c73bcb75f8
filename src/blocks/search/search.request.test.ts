import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../services/cookies/cookieJar';
import { createDataCall } from '../../services/http/dataCall';
import { recordingFetch, type ScriptedAnswer } from '../../services/http/recordingFetch';
import { searchSite } from './search.request';

function client(answers: ScriptedAnswer[]) {
  const fetch = recordingFetch(answers);
  const systemErrors: unknown[] = [];
  const dataCall = createDataCall({ fetch, cookies: memoryCookieJar({ crumb: 'c1' }), onSystemError: (r) => systemErrors.push(r) });
  return { fetch, dataCall, systemErrors };
}

describe('searchSite', () => {
  it('asks GeneralSearch with the query, the page, the collections and the crumb', async () => {
    const { fetch, dataCall } = client([{ status: 200, body: { items: [{ id: 'a', title: 'Harbour', url: '/journal/harbour' }], totalCount: 1 } }]);
    const outcome = await searchSite(dataCall, { query: ' harbour  lights', page: 1, collectionIds: ['j1'] });
    expect(fetch.requests[0]?.url).toBe('/api/search/GeneralSearch?q=harbour+lights&page=1&collectionIds=j1&crumb=c1');
    expect(fetch.requests[0]?.method).toBe('GET');
    expect(outcome).toMatchObject({ kind: 'results', page: { total: 1, results: [{ title: 'Harbour' }] } });
  });

  it('a call with no answer fails as network', async () => {
    const { dataCall } = client([new TypeError('Failed to fetch')]);
    expect(await searchSite(dataCall, { query: 'x', page: 1, collectionIds: [] })).toMatchObject({ kind: 'failed', reason: 'network' });
  });

  it('a failing status, a reply that is not JSON or of the wrong shape fails as server, saying why', async () => {
    const status = client([{ status: 404, body: '' }]);
    expect(await searchSite(status.dataCall, { query: 'x', page: 1, collectionIds: [] })).toMatchObject({ kind: 'failed', reason: 'server' });
    const parse = client([{ status: 200, body: '<html>' }]);
    expect(await searchSite(parse.dataCall, { query: 'x', page: 1, collectionIds: [] })).toMatchObject({ kind: 'failed', reason: 'server' });
    const shape = client([{ status: 200, body: { results: [] } }]);
    expect(await searchSite(shape.dataCall, { query: 'x', page: 1, collectionIds: [] })).toEqual({
      kind: 'failed',
      reason: 'server',
      detail: 'Search reply: items must be a list',
    });
  });

  it('a 5xx goes through the wrapper’s page handling (the system error overlay) and fails as server', async () => {
    const { dataCall, systemErrors } = client([{ status: 503, body: '' }]);
    expect(await searchSite(dataCall, { query: 'x', page: 1, collectionIds: [] })).toMatchObject({ kind: 'failed', reason: 'server' });
    expect(systemErrors).toHaveLength(1);
  });

  it('a cancelled call is aborted, not failed', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    const dataCall = createDataCall({ fetch, cookies: memoryCookieJar() });
    expect(await searchSite(dataCall, { query: 'x', page: 1, collectionIds: [] }, controller.signal)).toEqual({ kind: 'aborted' });
  });
});
