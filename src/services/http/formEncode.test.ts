import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formEncode, withQuery } from './formEncode';

describe('form encoding', () => {
  it('sends nested values as JSON text and leaves undefined out', () => {
    const body = formEncode({ widgetJSON: { type: 55, id: 'abc' }, ids: [1, 2], n: 3, yes: true, none: null, skip: undefined, text: 'a b&c' });
    const read = new URLSearchParams(body);
    expect(read.get('widgetJSON')).toBe('{"type":55,"id":"abc"}');
    expect(read.get('ids')).toBe('[1,2]');
    expect(read.get('n')).toBe('3');
    expect(read.get('yes')).toBe('true');
    expect(read.get('none')).toBe('');
    expect(read.has('skip')).toBe(false);
    expect(read.get('text')).toBe('a b&c');
  });

  it('loses no text a visitor typed', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (fields) => {
        const read = new URLSearchParams(formEncode(fields));
        for (const [name, value] of Object.entries(fields)) expect(read.get(name)).toBe(value);
      }),
    );
  });
});

describe('query strings', () => {
  it('appends after an existing query and before the fragment', () => {
    expect(withQuery('/api/x', { crumb: 'c1' })).toBe('/api/x?crumb=c1');
    expect(withQuery('/api/x?a=1', { crumb: 'c1' })).toBe('/api/x?a=1&crumb=c1');
    expect(withQuery('/api/x?', { crumb: 'c1' })).toBe('/api/x?crumb=c1');
    expect(withQuery('/api/x#top', { b: true })).toBe('/api/x?b=true#top');
    expect(withQuery('/api/x', {})).toBe('/api/x');
  });
});
