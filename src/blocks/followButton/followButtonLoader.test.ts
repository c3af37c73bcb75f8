import { describe, expect, it, vi } from 'vitest';
import { createFollowButtonLoader, type FollowButtonLoaderDeps, type FollowWidgets, type FollowWidgetsGlobal } from './followButtonLoader';
import { FOLLOW_BUTTON_TIMEOUT_MS } from './followButton.rules';

const widgets: FollowWidgets = { createFollowButton: vi.fn(async () => undefined) };

function harness(global: FollowWidgetsGlobal | undefined = { widgets }) {
  const timers: Array<{ run: () => void; ms: number }> = [];
  let finish: { resolve: () => void; reject: (e: unknown) => void } | null = null;
  const deps: FollowButtonLoaderDeps = {
    scriptUrl: '/assets/follow/widgets.js',
    loadScript: vi.fn(() => new Promise<void>((resolve, reject) => (finish = { resolve, reject }))),
    setTimeout: (run, ms) => timers.push({ run, ms }),
    clearTimeout: vi.fn(),
    getGlobal: () => global,
  };
  return { deps, timers, finish: () => finish! };
}

describe('createFollowButtonLoader', () => {
  it('adds the script once for every button on the page and gives each the widgets API', async () => {
    const h = harness();
    const loader = createFollowButtonLoader(h.deps);
    const first = loader.load();
    const second = loader.load();
    expect(second).toBe(first);
    expect(h.deps.loadScript).toHaveBeenCalledTimes(1);
    expect(h.deps.loadScript).toHaveBeenCalledWith('/assets/follow/widgets.js');
    h.finish().resolve();
    await expect(first).resolves.toBe(widgets);
  });

  it('rejects after the spec’s 10 s with a clear error when the script never arrives', async () => {
    const h = harness();
    const loading = createFollowButtonLoader(h.deps).load();
    expect(h.timers[0]?.ms).toBe(FOLLOW_BUTTON_TIMEOUT_MS);
    expect(FOLLOW_BUTTON_TIMEOUT_MS).toBe(10000);
    h.timers[0]!.run();
    await expect(loading).rejects.toThrow('The follow-button script did not load within 10 s');
  });

  it('rejects when the script fails or leaves no widgets API, and is not retried on the page', async () => {
    const failing = harness();
    const loader = createFollowButtonLoader(failing.deps);
    const loading = loader.load();
    failing.finish().reject(new Error('the script element reported an error'));
    await expect(loading).rejects.toThrow('The follow-button script failed to load: the script element reported an error');
    expect(loader.load()).toBe(loading);
    const empty = harness({});
    const nothing = createFollowButtonLoader(empty.deps).load();
    empty.finish().resolve();
    await expect(nothing).rejects.toThrow('The follow-button script loaded but left no widgets API');
  });

  it('waits for the provider’s ready callback when the global has one', async () => {
    let ready: (() => void) | null = null;
    const global: FollowWidgetsGlobal = { ready: (callback) => (ready = () => callback(global)) };
    const h = harness(global);
    const loading = createFollowButtonLoader(h.deps).load();
    h.finish().resolve();
    await Promise.resolve();
    global.widgets = widgets;
    await vi.waitFor(() => expect(ready).not.toBeNull());
    ready!();
    await expect(loading).resolves.toBe(widgets);
  });
});
