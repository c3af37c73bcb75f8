import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAPS_SCRIPT_TIMEOUT_MS } from '../../platform/constants';
import { createMapsLoader } from './mapsLoader';

function setUp(loadScript: (url: string) => Promise<void>) {
  const spy = vi.fn(loadScript);
  const loader = createMapsLoader({
    loadScript: spy,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });
  return { loader, spy };
}

describe('createMapsLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('spec: rejects after 30000 ms when the script never answers, not a moment before', async () => {
    expect(MAPS_SCRIPT_TIMEOUT_MS).toBe(30000);
    const { loader } = setUp(() => new Promise(() => {}));
    const result = loader.load({ renderKey: 'a2V5' })!;
    let outcome = 'pending';
    result.then(
      () => (outcome = 'loaded'),
      (e: Error) => (outcome = e.message),
    );
    await vi.advanceTimersByTimeAsync(29999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('The maps script did not load within 30000 ms');
  });

  it('spec: one shared promise; the script is asked for once with the decoded key, language and region', async () => {
    const { loader, spy } = setUp(() => Promise.resolve());
    const first = loader.load({ renderKey: 'a2V5', locale: 'en-GB' });
    const second = loader.load({ renderKey: 'a2V5', locale: 'en-GB' });
    expect(second).toBe(first);
    await expect(first).resolves.toBeUndefined();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('https://maps.googleapis.com/maps/api/js?key=key&language=en&region=GB');
    expect(loader.load({ renderKey: 'a2V5' })).toBe(first);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('no key: no load at all (the caller shows the static fallback)', () => {
    const { loader, spy } = setUp(() => Promise.resolve());
    expect(loader.load({ renderKey: null })).toBeNull();
    expect(loader.load({ renderKey: '  ' })).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });

  it('a key that is not valid base64 rejects clearly without loading anything', async () => {
    const { loader, spy } = setUp(() => Promise.resolve());
    await expect(loader.load({ renderKey: '%%%' })).rejects.toThrow('The maps render key is not valid base64');
    expect(spy).not.toHaveBeenCalled();
  });

  it('a script error rejects with its reason, and the timer is cleared', async () => {
    const { loader } = setUp(() => Promise.reject(new Error('network down')));
    await expect(loader.load({ renderKey: 'a2V5' })).rejects.toThrow('The maps script failed to load: network down');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a script that answers after the timeout does not turn the rejection into a load', async () => {
    let finish: () => void = () => {};
    const { loader } = setUp(() => new Promise<void>((resolve) => (finish = resolve)));
    const result = loader.load({ renderKey: 'a2V5' })!;
    const settled = result.then(
      () => 'loaded',
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(30000);
    finish();
    await expect(settled).resolves.toBe('The maps script did not load within 30000 ms');
  });
});
