import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseQuery, queryFromUrl } from './parseQuery';

describe('parseQuery', () => {
  it('reads pairs, with or without the leading ?', () => {
    const q = parseQuery('?a=1&b=two%20words&c');
    expect(q.get('a')).toBe('1');
    expect(q.get('b')).toBe('two words');
    expect(q.get('c')).toBe('');
    expect(q.has('d')).toBe(false);
    expect(q.get('d')).toBeNull();
    expect(parseQuery('a=1').get('a')).toBe('1');
  });

  it('keeps every value of a repeated key, get gives the first', () => {
    const q = parseQuery('tag=a&x=1&tag=b&tag=c');
    expect(q.getAll('tag')).toEqual(['a', 'b', 'c']);
    expect(q.get('tag')).toBe('a');
    expect(q.keys()).toEqual(['tag', 'x']);
    expect(q.size).toBe(2);
  });

  it('reads + as a space', () => {
    expect(parseQuery('q=red+shoes&a+b=1').get('q')).toBe('red shoes');
    expect(parseQuery('a+b=1').get('a b')).toBe('1');
    expect(parseQuery('q=1%2B1').get('q')).toBe('1+1');
  });

  it('keeps bad percent-encoding as written', () => {
    const q = parseQuery('q=100%&r=%E0%A4%A&%zz=1');
    expect(q.get('q')).toBe('100%');
    expect(q.get('r')).toBe('%E0%A4%A');
    expect(q.get('%zz')).toBe('1');
  });

  it('ignores keys past the 1000th', () => {
    const search = Array.from({ length: 1005 }, (_, i) => `k${i}=${i}`).join('&') + '&k0=again';
    const q = parseQuery(search);
    expect(q.size).toBe(1000);
    expect(q.has('k999')).toBe(true);
    expect(q.has('k1000')).toBe(false);
    expect(q.getAll('k0')).toEqual(['0', 'again']);
  });

  it('skips empty parts', () => {
    expect(parseQuery('&&a=1&').entries()).toEqual([['a', '1']]);
    expect(parseQuery('').size).toBe(0);
    expect(parseQuery('?').size).toBe(0);
  });

  it('reads back what URLSearchParams writes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 30 }), (pairs) => {
        const search = new URLSearchParams(pairs).toString();
        expect(parseQuery(search).entries()).toEqual(pairs);
      }),
    );
  });

  it('agrees with URLSearchParams on keys and first values', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 4 }), fc.string()), { maxLength: 30 }), (pairs) => {
        const reference = new URLSearchParams(pairs);
        const q = parseQuery(`?${reference.toString()}`);
        for (const key of reference.keys()) {
          expect(q.get(key)).toBe(reference.get(key));
          expect(q.getAll(key)).toEqual(reference.getAll(key));
        }
      }),
    );
  });

  it('never throws and never holds more than 1000 keys', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        expect(parseQuery(search).size).toBeLessThanOrEqual(1000);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 }), { minLength: 900, maxLength: 1300 }), (keys) => {
        const q = parseQuery(keys.map((k) => `${encodeURIComponent(k)}x=1`).join('&'));
        expect(q.size).toBeLessThanOrEqual(1000);
        expect(q.keys()).toHaveLength(q.size);
      }),
      { numRuns: 20 },
    );
  });
});

describe('queryFromUrl', () => {
  it('reads the query of a URL', () => {
    const report = vi.fn();
    expect(queryFromUrl('https://example.com/shop?category=hats&page=2#top', report).get('category')).toBe('hats');
    expect(queryFromUrl('/shop?page=2', report, 'https://example.com').get('page')).toBe('2');
    expect(report).not.toHaveBeenCalled();
  });

  it('reports an invalid URL and treats it as empty', () => {
    const report = vi.fn();
    const q = queryFromUrl('http://exa mple.com/?a=1', report);
    expect(q.size).toBe(0);
    expect(q.get('a')).toBeNull();
    expect(report).toHaveBeenCalledTimes(1);
    const error = report.mock.calls[0]?.[0] as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain('http://exa mple.com/?a=1');
  });
});
