import { describe, expect, it } from 'vitest';
import { moduleOnDemand } from './lightboxChunk';

describe('moduleOnDemand', () => {
  it('fetches once however often it is asked, and knows the module synchronously once it has arrived', async () => {
    let fetches = 0;
    const chunk = moduleOnDemand(async () => {
      fetches += 1;
      return { name: 'lightbox' };
    });
    expect(chunk.loaded()).toBeNull();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect(a).toBe(b);
    expect(chunk.loaded()).toBe(a);
    await chunk.load();
    expect(fetches).toBe(1);
  });

  it('fetches again after a failed fetch', async () => {
    let fetches = 0;
    const chunk = moduleOnDemand(async () => {
      fetches += 1;
      if (fetches === 1) throw new Error('offline');
      return { name: 'lightbox' };
    });
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeNull();
    await expect(chunk.load()).resolves.toEqual({ name: 'lightbox' });
    expect(fetches).toBe(2);
  });

  it('tells who waits for it when it arrives, without fetching it itself', async () => {
    let fetches = 0;
    const chunk = moduleOnDemand(async () => {
      fetches += 1;
      return { name: 'lightbox' };
    });
    let heard: unknown = null;
    const waiting = chunk.arrival().then((module) => (heard = module));
    await Promise.resolve();
    expect(fetches).toBe(0);
    expect(heard).toBeNull();
    const loaded = await chunk.load();
    await waiting;
    expect(heard).toBe(loaded);
    await expect(chunk.arrival()).resolves.toBe(loaded);
  });
});
