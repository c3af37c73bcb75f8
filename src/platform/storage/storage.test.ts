import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memoryStorage';
import { sessionValueStore } from './sessionValue';
import { storageAccess, storeAnalyticsId, type StorageLike } from './storageAccess';

const broken: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const logger = () => ({ warn: vi.fn() });

describe('storageAccess', () => {
  it('gets, sets and removes', () => {
    const storage = memoryStorage();
    const log = logger();
    const access = storageAccess(storage, log);
    expect(access.get('k')).toBeNull();
    expect(access.set('k', 'v')).toBe(true);
    expect(access.get('k')).toBe('v');
    expect(access.remove('k')).toBe(true);
    expect(storage.snapshot()).toEqual({});
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs the spec message and gives null when storage throws', () => {
    const log = logger();
    const access = storageAccess(broken, log);
    expect(access.get('k')).toBeNull();
    expect(access.set('k', 'v')).toBeNull();
    expect(access.remove('k')).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(3);
    expect(log.warn.mock.calls.every(([message]) => message === 'Unable access local/session storage.')).toBe(true);
  });

  it('a getter that throws, or no storage at all, is a failure too', () => {
    const log = logger();
    const fromGetter = storageAccess(() => {
      throw new Error('denied');
    }, log);
    expect(fromGetter.get('k')).toBeNull();
    expect(storageAccess(null, log).set('k', 'v')).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith('Unable access local/session storage.', expect.any(Error));
  });
});

describe('storeAnalyticsId', () => {
  it('stores the id', () => {
    const storage = memoryStorage();
    expect(storeAnalyticsId(storage, 'abc', logger())).toBe(true);
    expect(storage.getItem('analyticsId')).toBe('abc');
  });

  it("logs 'Unable to store analyticsId' on failure", () => {
    const log = logger();
    expect(storeAnalyticsId(broken, 'abc', log)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith('Unable to store analyticsId', expect.any(Error));
  });
});

describe('session values', () => {
  it('reads a value back until it expires, then null (and it is removed)', () => {
    let clock = 1_000;
    const storage = memoryStorage();
    const store = sessionValueStore(storage, logger(), () => clock);
    expect(store.write('noredirect', { on: true }, 500)).toBe(true);
    expect(JSON.parse(storage.getItem('noredirect') ?? '')).toEqual({ value: { on: true }, expires: 1_500 });
    clock = 1_499;
    expect(store.read('noredirect')).toEqual({ on: true });
    clock = 1_500;
    expect(store.read('noredirect')).toBeNull();
    expect(storage.getItem('noredirect')).toBeNull();
  });

  it('anything not shaped { value, expires } reads as null', () => {
    const storage = memoryStorage({ a: 'not json', b: '{"value":1}', c: '{"value":1,"expires":"soon"}', d: '[1]' });
    const store = sessionValueStore(storage, logger(), () => 0);
    for (const key of ['a', 'b', 'c', 'd', 'missing']) expect(store.read(key)).toBeNull();
  });

  it('read and write failures are warnings and give null', () => {
    const log = logger();
    const store = sessionValueStore(broken, log, () => 0);
    expect(store.read('k')).toBeNull();
    expect(store.write('k', 1, 10)).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenLastCalledWith('Unable access local/session storage.', expect.any(Error));
  });
});
