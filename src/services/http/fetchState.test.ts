import { describe, expect, it } from 'vitest';
import type { DataCallFailure, DataCallResult } from './dataCall.types';
import { NO_FLAGS } from './dataCall.types';
import { createFetchState } from './fetchState';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const failure: DataCallFailure = { kind: 'status', method: 'GET', url: '/api/x', status: 404, message: 'Unable to connect…', flags: NO_FLAGS };

describe('fetch state', () => {
  it('is pending, then success', async () => {
    const answer = deferred<DataCallResult<number>>();
    const store = createFetchState(() => answer.promise);
    const seen: string[] = [];
    store.subscribe((s) => seen.push(s.status));
    expect(store.get()).toEqual({ status: 'pending' });
    answer.resolve({ ok: true, status: 200, data: 7 });
    await answer.promise;
    await Promise.resolve();
    expect(store.get()).toEqual({ status: 'success', data: 7 });
    expect(seen).toEqual(['success']);
  });

  it('fails with the call\'s message and failure, and offers a refetch', async () => {
    const store = createFetchState(async (): Promise<DataCallResult<string>> => ({ ok: false, failure }));
    await new Promise((r) => setTimeout(r, 0));
    const state = store.get();
    expect(state).toMatchObject({ status: 'failed', message: 'Unable to connect…', failure });
    expect(state.status === 'failed' && state.refetch).toBe(store.refetch);
  });

  it('a refetch from the failed state goes pending, then success', async () => {
    let fail = true;
    const store = createFetchState(async (): Promise<DataCallResult<number>> => (fail ? { ok: false, failure } : { ok: true, status: 200, data: 1 }));
    await new Promise((r) => setTimeout(r, 0));
    const state = store.get();
    expect(state.status).toBe('failed');
    const seen: string[] = [];
    store.subscribe((s) => seen.push(s.status));
    fail = false;
    if (state.status === 'failed') await state.refetch();
    expect(seen).toEqual(['pending', 'success']);
  });

  it('an older answer never overwrites a newer one', async () => {
    const first = deferred<DataCallResult<string>>();
    const second = deferred<DataCallResult<string>>();
    const queue = [first.promise, second.promise];
    const store = createFetchState(() => queue.shift()!);
    const refetched = store.refetch();
    second.resolve({ ok: true, status: 200, data: 'new' });
    await refetched;
    first.resolve({ ok: true, status: 200, data: 'old' });
    await first.promise;
    await Promise.resolve();
    expect(store.get()).toEqual({ status: 'success', data: 'new' });
  });

  it('a load that throws is a failure with its message', async () => {
    const store = createFetchState<number>(async () => {
      throw new TypeError('bad data');
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(store.get()).toMatchObject({ status: 'failed', message: 'bad data' });
  });
});
