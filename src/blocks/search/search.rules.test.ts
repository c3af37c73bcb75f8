import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_QUERY_LENGTH,
  noResultsText,
  normaliseCollectionIds,
  normaliseQuery,
  readSearchBlock,
  readSearchPageQuery,
  resultCountText,
  searchPageUrl,
  searchQueryFields,
} from './search.rules';

describe('normaliseQuery', () => {
  it('trims and collapses white space of every kind', () => {
    expect(normaliseQuery('  sourdough \t\n bread\u00a0 ')).toBe('sourdough bread');
    expect(normaliseQuery(' \n ')).toBe('');
  });

  it('cuts a long query at 200 characters without splitting an emoji', () => {
    expect(normaliseQuery('a'.repeat(250))).toHaveLength(MAX_QUERY_LENGTH);
    const emoji = '🥐'.repeat(201);
    expect(Array.from(normaliseQuery(emoji))).toHaveLength(200);
    expect(normaliseQuery(emoji).endsWith('🥐')).toBe(true);
  });

  it('is idempotent, never longer than the limit and never padded (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (raw) => {
        const once = normaliseQuery(raw);
        expect(normaliseQuery(once)).toBe(once);
        expect(Array.from(once).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        expect(once).toBe(once.trim());
        expect(once).not.toMatch(/\s\s/);
      }),
    );
  });
});

describe('the search page address', () => {
  it('carries the query as q, and the collections when limited', () => {
    expect(searchPageUrl(' lake  print ')).toBe('/search?q=lake+print');
    expect(searchPageUrl('tea & cake', ['a1', ' b2 ', 'a1', ''])).toBe('/search?q=tea+%26+cake&collections=a1%2Cb2');
  });

  it('reads back what it writes (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.array(fc.stringMatching(/^[a-z0-9]{1,24}$/), { maxLength: 4 }), (query, ids) => {
        const url = searchPageUrl(query, ids);
        expect(readSearchPageQuery(url.slice(url.indexOf('?')))).toEqual({ query: normaliseQuery(query), collectionIds: normaliseCollectionIds(ids) });
      }),
    );
  });

  it('reads an empty or missing query as empty', () => {
    expect(readSearchPageQuery('')).toEqual({ query: '', collectionIds: [] });
    expect(readSearchPageQuery('?q=%20%20&collections=')).toEqual({ query: '', collectionIds: [] });
  });
});

describe('the search call’s fields', () => {
  it('sends q and page, and collectionIds only when limited', () => {
    expect(searchQueryFields({ query: ' lake ', page: 2, collectionIds: [] })).toEqual({ q: 'lake', page: '2' });
    expect(searchQueryFields({ query: 'lake', page: 0, collectionIds: ['x', 'y'] })).toEqual({ q: 'lake', page: '1', collectionIds: 'x,y' });
  });
});

describe('the words shown', () => {
  it('counts results in the singular and plural, and names the query', () => {
    expect(resultCountText(1, 'lake')).toBe('1 result for “lake”');
    expect(resultCountText(12, 'lake')).toBe('12 results for “lake”');
    expect(noResultsText('zebra')).toBe('No results for “zebra”');
  });
});

describe('readSearchBlock', () => {
  it('applies the defaults to absent or null keys', () => {
    expect(readSearchBlock({})).toEqual({ placeholder: 'Search', collectionIds: [] });
    expect(readSearchBlock({ placeholder: null, collectionIds: null })).toEqual({ placeholder: 'Search', collectionIds: [] });
  });

  it('reads the placeholder and the collections, as a list, as text, or one collectionId', () => {
    expect(readSearchBlock({ placeholder: ' Search the shop ', collectionIds: ['s1', 's2'] })).toEqual({
      placeholder: 'Search the shop',
      collectionIds: ['s1', 's2'],
    });
    expect(readSearchBlock({ collectionIds: 's1, s2' }).collectionIds).toEqual(['s1', 's2']);
    expect(readSearchBlock({ collectionId: 'j1' }).collectionIds).toEqual(['j1']);
  });

  it('refuses keys of the wrong kind, naming them', () => {
    expect(() => readSearchBlock({ placeholder: 3 })).toThrow('search block: placeholder must be text');
    expect(() => readSearchBlock({ collectionIds: [1] })).toThrow('search block: collectionIds must be a list of collection ids');
    expect(() => readSearchBlock({ collectionId: {} })).toThrow('search block: collectionId must be text');
  });
});
