import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { memoryCookieJar, type CookieJar } from '../../cookies/cookieJar';
import { ANALYTICS_ID_COOKIE, createAnalyticsIdStore, randomAnalyticsId } from './analyticsId';

const DAY = 24 * 60 * 60 * 1000;

describe('analytics id', () => {
  it('reuses the id already in its cookie', () => {
    const jar = memoryCookieJar({ [ANALYTICS_ID_COOKIE]: '0f3c9a1e-aaaa-4bbb-8ccc-123456789abc' });
    const store = createAnalyticsIdStore({ cookies: jar, logger: { warn: vi.fn() }, randomId: () => 'never-used-id' });
    expect(store.get()).toBe('0f3c9a1e-aaaa-4bbb-8ccc-123456789abc');
  });

  it('makes a new id and keeps it in its cookie for 390 days', () => {
    let t = 0;
    const jar = memoryCookieJar({}, () => t);
    const warn = vi.fn();
    const store = createAnalyticsIdStore({ cookies: jar, logger: { warn }, randomId: () => 'new-visitor-0001' });
    expect(store.get()).toBe('new-visitor-0001');
    t = 390 * DAY - 1;
    expect(jar.get(ANALYTICS_ID_COOKIE)).toBe('new-visitor-0001');
    t = 390 * DAY;
    expect(jar.get(ANALYTICS_ID_COOKIE)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('replaces a cookie value that is not an id', () => {
    const jar = memoryCookieJar({ [ANALYTICS_ID_COOKIE]: '' });
    const store = createAnalyticsIdStore({ cookies: jar, logger: { warn: vi.fn() }, randomId: () => 'fresh-id-12345' });
    expect(store.get()).toBe('fresh-id-12345');
  });

  it("logs 'Unable to store analyticsId' when the cookie cannot be written, and keeps the id for the page", () => {
    const blocked: CookieJar = {
      get: () => null,
      set: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      remove: () => {},
    };
    const warn = vi.fn();
    const ids = ['first-id-0001', 'second-id-0002'];
    const store = createAnalyticsIdStore({ cookies: blocked, logger: { warn }, randomId: () => ids.shift() ?? 'x' });
    expect(store.get()).toBe('first-id-0001');
    expect(store.get()).toBe('first-id-0001');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Unable to store analyticsId');
  });

  it('logs the same when cookies are silently refused', () => {
    const refusing: CookieJar = { get: () => null, set: () => {}, remove: () => {} };
    const warn = vi.fn();
    createAnalyticsIdStore({ cookies: refusing, logger: { warn }, randomId: () => 'some-id-0001' }).get();
    expect(warn).toHaveBeenCalledWith('Unable to store analyticsId');
  });

  it('makes UUID-shaped ids from any random source', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 0.9999999, noNaN: true }), { minLength: 1, maxLength: 40 }), (numbers) => {
        let i = 0;
        const id = randomAnalyticsId(() => numbers[i++ % numbers.length] ?? 0);
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }),
    );
  });
});
