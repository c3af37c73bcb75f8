import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LoadQueue, queueConcurrency } from './loadQueue';

describe('image load queue', () => {
  it('starts at most the concurrency, in order, and continues as loads settle', () => {
    const q = new LoadQueue({ concurrency: 2 });
    for (const id of ['a', 'b', 'c', 'd']) q.request(id);
    expect(q.take()).toEqual(['a', 'b']);
    expect(q.take()).toEqual([]);
    q.settle('a', 'loaded');
    expect(q.take()).toEqual(['c']);
  });

  it('promotes images in view to the front', () => {
    const q = new LoadQueue({ concurrency: 1 });
    q.request('a');
    q.request('b');
    q.request('c', { inView: true });
    expect(q.take()).toEqual(['c']);
    q.promote('b');
    q.settle('c', 'loaded');
    expect(q.take()).toEqual(['b']);
  });

  it('skips an image already loading or loaded unless concurrent loads are allowed', () => {
    const q = new LoadQueue({ concurrency: 16 });
    q.request('a');
    q.take();
    expect(q.request('a')).toBe(false);
    q.settle('a', 'failed');
    expect(q.request('a')).toBe(true);
    q.take();
    q.settle('a', 'loaded');
    expect(q.request('a')).toBe(false);
    const c = new LoadQueue({ concurrency: 16, allowConcurrent: true });
    c.request('x');
    c.take();
    expect(c.request('x')).toBe(true);
  });

  it('frees the slot and forgets an image that is cancelled', () => {
    const q = new LoadQueue({ concurrency: 1 });
    q.request('a');
    q.request('b');
    expect(q.take()).toEqual(['a']);
    q.cancel('a');
    expect(q.take()).toEqual(['b']);
    q.settle('b', 'loaded');
    q.cancel('b');
    expect(q.request('b')).toBe(true);
    q.request('c');
    q.cancel('c');
    expect(q.pending.waiting).toEqual(['b']);
  });

  it('rejects a concurrency below 1', () => {
    expect(() => new LoadQueue({ concurrency: 0 })).toThrow('Load queue concurrency must be a whole number of at least 1, not 0');
  });

  it('never loads more than the concurrency and loads everything in the end (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 60 }), (concurrency, ids) => {
        const q = new LoadQueue({ concurrency });
        ids.forEach((id, i) => q.request(id, { inView: i % 3 === 0 }));
        const done: string[] = [];
        for (let guard = 0; guard < 200; guard++) {
          const started = q.take();
          expect(q.pending.loading.length).toBeLessThanOrEqual(concurrency);
          if (started.length === 0 && q.pending.loading.length === 0) break;
          for (const id of q.pending.loading) {
            q.settle(id, 'loaded');
            done.push(id);
          }
        }
        expect([...done].sort()).toEqual([...ids].sort());
      }),
    );
  });
});

describe('the page queue’s concurrency', () => {
  it('is 16, and 1 on a phone’s screen', () => {
    expect([queueConcurrency(false), queueConcurrency(true)]).toEqual([16, 1]);
  });
});
