import { describe, expect, it, vi } from 'vitest';
import { loadScriptWithin, type TimedScriptDeps } from './timedScriptLoad';

/** Fake timers and a script load the test settles by hand. */
function harness() {
  let run: (() => void) | null = null;
  let finish: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const deps: TimedScriptDeps = {
    loadScript: vi.fn(() => new Promise<void>((resolve, reject) => (finish = { resolve, reject }))),
    setTimeout: vi.fn((fn: () => void) => ((run = fn), 7)),
    clearTimeout: vi.fn(),
  };
  const errors = { timedOut: () => new Error('too slow'), failed: (reason: string) => new Error(`failed: ${reason}`) };
  return { deps, errors, fire: () => run?.(), finish: () => finish! };
}

describe('loadScriptWithin', () => {
  it('resolves when the script has run, and clears its timer', async () => {
    const h = harness();
    const loading = loadScriptWithin(h.deps, '/a.js', 10000, h.errors);
    expect(h.deps.loadScript).toHaveBeenCalledWith('/a.js');
    expect(h.deps.setTimeout).toHaveBeenCalledWith(expect.any(Function), 10000);
    h.finish().resolve();
    await expect(loading).resolves.toBeUndefined();
    expect(h.deps.clearTimeout).toHaveBeenCalledWith(7);
  });

  it('rejects with the time-out error when the limit passes first; a late load changes nothing', async () => {
    const h = harness();
    const loading = loadScriptWithin(h.deps, '/a.js', 10000, h.errors);
    h.fire();
    h.finish().resolve();
    await expect(loading).rejects.toThrow('too slow');
  });

  it('rejects with the failure error and the reason when the load fails, thrown or rejected', async () => {
    const h = harness();
    const loading = loadScriptWithin(h.deps, '/a.js', 10000, h.errors);
    h.finish().reject(new Error('blocked'));
    await expect(loading).rejects.toThrow('failed: blocked');
    const throwing: TimedScriptDeps = {
      ...h.deps,
      loadScript: () => {
        throw new Error('no document');
      },
    };
    await expect(loadScriptWithin(throwing, '/b.js', 10, h.errors)).rejects.toThrow('failed: no document');
  });
});
