import { describe, expect, it, vi } from 'vitest';
import { scriptedFetch } from '../forms/testFetch.fixture';
import { createPlacesService, MISSING_TRACKING_CONTEXT_WARNING, placesUrl } from './placesService';

const context = { productPage: 'checkout', productSection: 'shipping-address' };
const logger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('places service', () => {
  it('asks for suggestions with the query and the tracking context', async () => {
    const fetch = scriptedFetch([{ body: { predictions: [{ description: '1 Main St' }] } }]);
    const log = logger();
    const places = createPlacesService({ fetch, logger: log, trackingContext: context });
    const result = await places.autocomplete({ input: '1 Main', sessionToken: 's-1', limit: 5, region: undefined });
    expect(result).toEqual({ ok: true, data: { predictions: [{ description: '1 Main St' }] } });
    expect(fetch.calls[0]).toEqual({
      url: '/api/google-maps/places/autocomplete?input=1+Main&sessionToken=s-1&limit=5&productPage=checkout&productSection=shipping-address',
      init: { method: 'GET' },
    });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('asks for details, and warns when the tracking context lacks page or section', async () => {
    const fetch = scriptedFetch([{ body: { result: { placeId: 'p1' } } }, { body: {} }]);
    const log = logger();
    const places = createPlacesService({ fetch, logger: log });
    expect((await places.details({ placeId: 'p1' })).ok).toBe(true);
    expect(fetch.calls[0]!.url).toBe('/api/google-maps/places/details?placeId=p1');
    await places.details({ placeId: 'p1' }, { productPage: 'checkout', productSection: null });
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith(MISSING_TRACKING_CONTEXT_WARNING);
  });

  it('logs failures, reports them to the callback and reads "Unable to load results"', async () => {
    const fetch = scriptedFetch([{ status: 502 }, { networkError: true }, { body: '<html>' }]);
    const log = logger();
    const onError = vi.fn();
    const places = createPlacesService({ fetch, logger: log, trackingContext: context, onError });
    expect(await places.autocomplete({ input: 'x' })).toEqual({ ok: false, error: 'Unable to load results', status: 502 });
    expect(await places.autocomplete({ input: 'x' })).toEqual({ ok: false, error: 'Unable to load results' });
    expect(await places.details({ placeId: 'p' })).toEqual({ ok: false, error: 'Unable to load results', status: 200 });
    expect(log.error).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledTimes(3);
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(Error);
  });

  it('builds a bare path when there is nothing to add', () => {
    expect(placesUrl('/p', {}, undefined)).toBe('/p');
  });
});
