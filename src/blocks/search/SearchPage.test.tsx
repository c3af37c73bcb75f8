import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import type { BlockServices } from '../../primitives/services';
import { memoryCookieJar } from '../../services/cookies/cookieJar';
import { createDataCall } from '../../services/http/dataCall';
import type { FetchLike, FetchResponseLike } from '../../services/http/fetchLike';
import { response } from '../../services/http/recordingFetch';
import { SearchBlock } from './SearchBlock';
import { SearchPage } from './SearchPage';

/** A transport whose answers the test gives one by one, in the order of the requests. */
function heldFetch() {
  const pending: { url: string; signal: AbortSignal | undefined; answer: (r: FetchResponseLike | Error) => void }[] = [];
  const fetch: FetchLike = (url, init) =>
    new Promise((resolve, reject) => pending.push({ url, signal: init?.signal, answer: (r) => (r instanceof Error ? reject(r) : resolve(r)) }));
  const answer = async (index: number, r: FetchResponseLike | Error) => {
    await act(async () => {
      pending[index]!.answer(r);
      await new Promise((done) => setTimeout(done, 0));
    });
  };
  return { fetch, pending, answer };
}

const items = (...titles: string[]) => ({
  items: titles.map((title, i) => ({ id: `r${i}`, title, url: `/r${i}`, excerpt: `About ${title}`, type: 'Page' })),
  totalCount: titles.length,
});

function show(element: ReactElement, services: Partial<BlockServices>) {
  const all: BlockServices = { forms: {} as BlockServices['forms'], fetch: async () => response(200, '{}'), query: '', ...services };
  return render(element, { services: all, reducedMotion: 'reduce' });
}

function page(query: string, onQueryChange = vi.fn()) {
  const transport = heldFetch();
  const dataCall = createDataCall({ fetch: transport.fetch, cookies: memoryCookieJar() });
  const { user } = show(<SearchPage onQueryChange={onQueryChange} />, { query, dataCall });
  return { ...transport, onQueryChange, user };
}

const status = () => screen.getByRole('status').textContent;
const titles = () => [...document.querySelectorAll('[data-search-result] a')].map((a) => a.textContent);
const field = () => screen.getByRole('searchbox') as HTMLInputElement;
const button = (name: string) => screen.queryByRole('button', { name, hidden: true });
/** The search form sent as the visitor's Enter sends it. */
const submit = () => fireEvent.submit(screen.getByRole('search'));

describe('SearchPage', () => {
  it('opens with the query of the address in the field, searching for it', async () => {
    const t = page('?q=harbour%20lights');
    expect(field().value).toBe('harbour lights');
    expect(status()).toBe('Searching…');
    expect(t.pending[0]!.url).toBe('/api/search/GeneralSearch?q=harbour+lights&page=1');
    await t.answer(0, response(200, items('Harbour lights', 'Harbour, framed')));
    expect(status()).toBe('2 results for “harbour lights”');
    expect(titles()).toEqual(['Harbour lights', 'Harbour, framed']);
    expect(screen.getByRole('list', { name: 'Search results' }).tagName).toBe('OL');
  });

  it('sits idle without a query, in a labelled search landmark', () => {
    const t = page('');
    expect(t.pending).toHaveLength(0);
    expect(status()).toBe('');
    const landmark = screen.getByRole('search', { name: 'Search this site' });
    expect(landmark.tagName).toBe('FORM');
    expect(landmark.getAttribute('aria-label')).toBe('Search this site');
    expect(screen.getByLabelText('Search')).toBe(field());
    expect(document.querySelector(`label[for="${field().id}"]`)?.textContent).toBe('Search');
  });

  it('says there are no results, naming the query', async () => {
    const t = page('?q=zebra');
    await t.answer(0, response(200, items()));
    expect(status()).toBe('No results for “zebra”');
    expect(document.body.textContent).toContain('Check the spelling');
  });

  it('shows Unable to load results with a retry that recovers', async () => {
    const t = page('?q=lake');
    await t.answer(0, response(404, ''));
    expect(status()).toBe('Unable to load results');
    await t.user.click(button('Try again')!);
    expect(status()).toBe('Searching…');
    expect(field()).toHaveFocus();
    await t.answer(1, response(200, items('Lake at dusk, print')));
    expect(titles()).toEqual(['Lake at dusk, print']);
    expect(button('Try again')).toBeNull();
  });

  it('adds Network error when the call got no answer at all', async () => {
    const t = page('?q=lake');
    await t.answer(0, new TypeError('Failed to fetch'));
    expect(status()).toBe('Unable to load results. Network error');
  });

  it('cancels the call of an older query once the visitor searched again, and ignores its answer', async () => {
    const t = page('?q=lake');
    await t.user.clear(field());
    await t.user.type(field(), 'harbour');
    expect(t.pending[0]!.signal?.aborted).toBe(false);
    submit();
    expect(t.onQueryChange).toHaveBeenCalledWith('/search?q=harbour');
    expect(t.pending[1]!.url).toContain('q=harbour');
    expect(t.pending[0]!.signal?.aborted).toBe(true);
    expect(t.pending[1]!.signal?.aborted).toBe(false);
    await t.answer(1, response(200, items('Harbour lights')));
    await t.answer(0, response(200, items('Lake at dusk, print')));
    expect(titles()).toEqual(['Harbour lights']);
    expect(status()).toBe('1 result for “harbour”');
  });

  it('Escape empties the field', async () => {
    const { user } = page('?q=lake');
    field().focus();
    await user.keyboard('{Escape}');
    expect(field().value).toBe('');
  });

  it('loads more results after those shown', async () => {
    const t = page('?q=print&collections=shop');
    expect(t.pending[0]!.url).toContain('collectionIds=shop');
    await t.answer(0, response(200, { ...items('One', 'Two'), totalCount: 3, pageSize: 2 }));
    await t.user.click(button('More results')!);
    expect(t.pending[1]!.url).toContain('page=2');
    await t.answer(1, response(200, { items: [{ id: 'r9', title: 'Three', url: '/three' }], totalCount: 3, page: 2, pageSize: 2 }));
    expect(titles()).toEqual(['One', 'Two', 'Three']);
    expect(button('More results')).toBeNull();
    // the button went away: the focus is on the first new result
    expect(document.activeElement?.textContent).toBe('Three');
  });
});

describe('SearchBlock', () => {
  it('goes to the search page with the query, and the collections it searches', async () => {
    const navigate = vi.fn();
    const { user } = show(<SearchBlock placeholder="Search the shop" collectionIds={['shop']} />, { navigate });
    expect(screen.getByPlaceholderText('Search the shop')).toBe(field());
    expect(field().placeholder).toBe('Search the shop');
    submit();
    expect(navigate).not.toHaveBeenCalled();
    await user.type(field(), '  lake  print ');
    submit();
    expect(navigate).toHaveBeenCalledWith('/search?q=lake+print&collections=shop');
  });
});
