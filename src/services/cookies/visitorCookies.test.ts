import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { memoryCookieJar } from './cookieJar';
import { formatVisitorCookie, parseVisitorCookie, readVisitorCookie, touchVisit, type VisitorRecord } from './visitorCookies';

const MINUTE = 60_000;
const T0 = 1_700_000_000_000;

function ids() {
  let n = 0;
  return () => `v${++n}`;
}

describe('ss_cvr format', () => {
  it('reads id|first|previous|current|count', () => {
    expect(parseVisitorCookie('abc-1|100|200|300|4')).toEqual({ id: 'abc-1', firstVisit: 100, previousVisit: 200, currentVisit: 300, visitCount: 4 });
  });

  it('rejects anything but five parts with positive integers', () => {
    for (const bad of [
      null,
      '',
      'abc|1|2|3',
      'abc|1|2|3|4|5',
      '|1|2|3|4',
      'a b|1|2|3|4',
      'abc|0|2|3|4',
      'abc|-1|2|3|4',
      'abc|1.5|2|3|4',
      'abc|01|2|3|4',
      'abc|1e3|2|3|4',
      'abc|1|2|3|',
      'abc|1|2|3|99999999999999999999',
    ]) {
      expect(parseVisitorCookie(bad)).toBeNull();
    }
  });

  it('parses or regenerates any string, never throwing', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 45 }), (value, now) => {
        const { record, regenerated } = readVisitorCookie(value, now, () => 'fresh');
        expect(regenerated).toBe(parseVisitorCookie(value) === null);
        if (regenerated) expect(record).toEqual({ id: 'fresh', firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 });
        expect(parseVisitorCookie(formatVisitorCookie(record))).toEqual(record);
      }),
    );
  });

  it('round-trips every record through its text', () => {
    const positive = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
    const record = fc.record<VisitorRecord>({
      id: fc.stringMatching(/^[^|\s]+$/),
      firstVisit: positive,
      previousVisit: positive,
      currentVisit: positive,
      visitCount: positive,
    });
    fc.assert(
      fc.property(record, (r) => {
        expect(parseVisitorCookie(formatVisitorCookie(r))).toEqual(r);
      }),
    );
    fc.assert(
      fc.property(record, (r) => {
        const text = formatVisitorCookie(r);
        expect(formatVisitorCookie(parseVisitorCookie(text)!)).toBe(text);
      }),
    );
  });

  it('refuses to write a record that would not read back', () => {
    expect(() => formatVisitorCookie({ id: 'a|b', firstVisit: 1, previousVisit: 1, currentVisit: 1, visitCount: 1 })).toThrow(RangeError);
    expect(() => formatVisitorCookie({ id: 'a', firstVisit: 0, previousVisit: 1, currentVisit: 1, visitCount: 1 })).toThrow(RangeError);
  });
});

describe('touchVisit', () => {
  it('gives a new visitor both cookies with their lifetimes', () => {
    let t = T0;
    const jar = memoryCookieJar({}, () => t);
    expect(touchVisit(jar, t, ids())).toEqual({
      kind: 'new',
      visitor: { id: 'v1', firstVisit: T0, previousVisit: T0, currentVisit: T0, visitCount: 1 },
    });
    expect(jar.snapshot()).toEqual({ ss_cvr: `v1|${T0}|${T0}|${T0}|1`, ss_cvt: String(T0) });
    t = T0 + 30 * MINUTE;
    expect(jar.snapshot()).toEqual({ ss_cvr: `v1|${T0}|${T0}|${T0}|1` });
    t = T0 + 730 * 24 * 60 * MINUTE;
    expect(jar.snapshot()).toEqual({});
  });

  it('within a visit refreshes only ss_cvt', () => {
    let t = T0;
    const jar = memoryCookieJar({}, () => t);
    touchVisit(jar, t, ids());
    t = T0 + 20 * MINUTE;
    expect(touchVisit(jar, t, ids()).kind).toBe('continuing');
    t = T0 + 45 * MINUTE; // 25 minutes after the last page view: still the same visit
    const { kind, visitor } = touchVisit(jar, t, ids());
    expect(kind).toBe('continuing');
    expect(visitor.visitCount).toBe(1);
    expect(jar.snapshot()).toEqual({ ss_cvr: `v1|${T0}|${T0}|${T0}|1`, ss_cvt: String(t) });
  });

  it('a returning visitor whose ss_cvt expired gets the count incremented and the visits shifted', () => {
    let t = T0;
    const jar = memoryCookieJar({}, () => t);
    touchVisit(jar, t, ids());
    t = T0 + 31 * MINUTE;
    const second = touchVisit(jar, t, ids());
    expect(second).toEqual({ kind: 'returning', visitor: { id: 'v1', firstVisit: T0, previousVisit: T0, currentVisit: t, visitCount: 2 } });
    const t2 = t;
    t = t2 + 24 * 60 * MINUTE;
    const third = touchVisit(jar, t, ids());
    expect(third.visitor).toEqual({ id: 'v1', firstVisit: T0, previousVisit: t2, currentVisit: t, visitCount: 3 });
    expect(jar.get('ss_cvr')).toBe(`v1|${T0}|${t2}|${t}|3`);
  });

  it('treats a stale or unreadable ss_cvt as an ended visit', () => {
    const stale = memoryCookieJar({ ss_cvr: `v9|1|1|${T0}|5`, ss_cvt: String(T0 - 31 * MINUTE) });
    expect(touchVisit(stale, T0, ids()).visitor.visitCount).toBe(6);
    const garbage = memoryCookieJar({ ss_cvr: `v9|1|1|${T0}|5`, ss_cvt: 'soon' });
    expect(touchVisit(garbage, T0, ids()).kind).toBe('returning');
  });

  it('regenerates a malformed ss_cvr as a new visitor', () => {
    const jar = memoryCookieJar({ ss_cvr: 'v9|1|x|3|4', ss_cvt: String(T0) });
    expect(touchVisit(jar, T0, ids())).toMatchObject({ kind: 'new', visitor: { id: 'v1', visitCount: 1 } });
    expect(jar.get('ss_cvr')).toBe(`v1|${T0}|${T0}|${T0}|1`);
  });
});
