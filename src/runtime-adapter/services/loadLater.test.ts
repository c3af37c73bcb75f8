import { describe, expect, it, vi } from 'vitest';
import { loadLater } from './loadLater';

/** A load the test settles by hand, and an idle trigger it fires by hand. */
function setUp() {
  let settle: { resolve: (piece: string[]) => void; reject: (error: unknown) => void } | null = null;
  const load = vi.fn(
    () =>
      new Promise<string[]>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  let idle: (() => void) | null = null;
  const cancelIdle = vi.fn();
  const onFailure = vi.fn();
  const later = loadLater(
    load,
    (start) => {
      idle = start;
      return cancelIdle;
    },
    onFailure,
  );
  return {
    later,
    load,
    cancelIdle,
    onFailure,
    fireIdle: () => idle?.(),
    resolve: (piece: string[]) => settle?.resolve(piece),
    reject: (error: unknown) => settle?.reject(error),
  };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a piece loaded after start-up', () => {
  it('is not loaded until it is first needed', () => {
    const { load } = setUp();
    expect(load).not.toHaveBeenCalled();
  });

  it('queues the calls made before it has loaded and runs them in order once it has, then runs calls at once', async () => {
    const { later, load, resolve } = setUp();
    const piece: string[] = [];
    later.use((p) => p.push('page view'));
    later.use((p) => p.push('button'));
    expect(load).toHaveBeenCalledTimes(1);
    resolve(piece);
    await settled();
    expect(piece).toEqual(['page view', 'button']);
    later.use((p) => p.push('error'));
    expect(piece).toEqual(['page view', 'button', 'error']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at idle time when nothing needed it before', async () => {
    const { later, load, fireIdle, resolve } = setUp();
    fireIdle();
    expect(load).toHaveBeenCalledTimes(1);
    resolve(['loaded']);
    await expect(later.get()).resolves.toEqual(['loaded']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that fails is heard, drops the calls waiting, and the next need loads again', async () => {
    const { later, load, onFailure, reject, resolve } = setUp();
    const ran = vi.fn();
    later.use(ran);
    reject(new Error('offline'));
    await settled();
    expect(onFailure).toHaveBeenCalledWith(new Error('offline'));
    expect(ran).not.toHaveBeenCalled();
    const piece: string[] = [];
    later.use((p) => p.push('again'));
    expect(load).toHaveBeenCalledTimes(2);
    resolve(piece);
    await settled();
    expect(piece).toEqual(['again']);
  });

  it('a queued call that throws is heard and the others still run', async () => {
    const { later, onFailure, resolve } = setUp();
    const piece: string[] = [];
    later.use(() => {
      throw new Error('broken');
    });
    later.use((p) => p.push('after'));
    resolve(piece);
    await settled();
    expect(onFailure).toHaveBeenCalledWith(new Error('broken'));
    expect(piece).toEqual(['after']);
  });

  it('dispose cancels the idle load; never loaded, nothing is stopped', () => {
    const { later, load, cancelIdle, fireIdle } = setUp();
    const stop = vi.fn();
    later.dispose(stop);
    fireIdle();
    expect(cancelIdle).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    expect(stop).not.toHaveBeenCalled();
  });

  it('dispose while loading stops the piece once it has loaded, after the calls that waited', async () => {
    const { later, resolve } = setUp();
    const piece: string[] = [];
    later.use((p) => p.push('page view'));
    later.dispose((p) => p.push('stopped'));
    resolve(piece);
    await settled();
    expect(piece).toEqual(['page view', 'stopped']);
  });
});
