// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';

// the page services call the server at start and once their piece has loaded, which may be after a test has
// destroyed the runtime (performance settings, the page view): answered here for the whole file
beforeAll(() => {
  vi.spyOn(window, 'fetch').mockImplementation(async () => new Response('{}', { status: 200 }));
});

describe('the runtime entry', () => {
  it('reads the page context, starts, and exposes refresh and destroy on window.SiteRuntime', async () => {
    window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'w' }, websiteSettings: {} } };
    document.body.innerHTML = `<div class="sqs-block shape-block" id="block-first" data-block-type="71" data-block-json="{&quot;shape&quot;:&quot;star&quot;}"><div class="sqs-block-content"></div></div>`;
    await import('./main');
    expect(typeof window.SiteRuntime?.refresh).toBe('function');
    expect(typeof window.SiteRuntime?.destroy).toBe('function');
    const { isRuntimeStarted } = await import('./runtime');
    // the far slides' rule is in before the page's first style; the start waits for the first frame
    expect(document.head.querySelector('style[data-runtime-far-slides]')).not.toBeNull();
    expect(isRuntimeStarted()).toBe(false);
    expect(document.getElementById('block-first')?.hasAttribute('data-runtime-bound')).toBe(false);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(isRuntimeStarted()).toBe(true);
    expect(document.getElementById('block-first')?.getAttribute('data-runtime-bound')).toBe('shape');
    await window.SiteRuntime?.ready;
    // the start's mount pass has settled: the far slides render again
    expect(document.head.querySelector('style[data-runtime-far-slides]')).toBeNull();
    await window.SiteRuntime?.refresh();
    window.SiteRuntime?.destroy();
    expect(isRuntimeStarted()).toBe(false);
  });

  it('starts again on a refresh after destroy, binding the blocks the page has then', async () => {
    window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'w' }, websiteSettings: {} } };
    await import('./main');
    const { isRuntimeStarted } = await import('./runtime');
    window.SiteRuntime?.destroy();
    expect(isRuntimeStarted()).toBe(false);
    document.body.innerHTML = `<div class="sqs-block shape-block" id="block-after" data-block-type="71" data-block-json="{&quot;shape&quot;:&quot;star&quot;}"><div class="sqs-block-content"></div></div>`;
    const refreshed = window.SiteRuntime?.refresh();
    expect(isRuntimeStarted()).toBe(true);
    expect(document.getElementById('block-after')?.getAttribute('data-runtime-bound')).toBe('shape');
    expect(window.SiteRuntime?.ready).toBe(refreshed);
    await refreshed;
    window.SiteRuntime?.destroy();
    expect(isRuntimeStarted()).toBe(false);
    document.body.innerHTML = '';
  });

  it('a refresh before the first frame starts the runtime then, and the frame does not start it again', async () => {
    vi.resetModules();
    window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'w' }, websiteSettings: {} } };
    const starts = () => performance.getEntriesByName('runtime:start').length;
    const before = starts();
    await import('./main');
    const { isRuntimeStarted } = await import('./runtime');
    expect(isRuntimeStarted()).toBe(false);
    const refreshed = window.SiteRuntime?.refresh();
    expect(isRuntimeStarted()).toBe(true);
    expect(starts()).toBe(before + 1);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(starts()).toBe(before + 1);
    await refreshed;
    window.SiteRuntime?.destroy();
  });

  it('a page that is not shown (no frames come) starts at once', async () => {
    vi.resetModules();
    window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'w' }, websiteSettings: {} } };
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await import('./main');
    const { isRuntimeStarted } = await import('./runtime');
    expect(isRuntimeStarted()).toBe(true);
    await window.SiteRuntime?.ready;
    window.SiteRuntime?.destroy();
    visibility.mockRestore();
  });

  it('a destroy before the first frame: nothing starts, the far slides render again, ready settles; a refresh starts it', async () => {
    vi.resetModules();
    window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'w' }, websiteSettings: {} } };
    await import('./main');
    const { isRuntimeStarted } = await import('./runtime');
    expect(document.head.querySelector('style[data-runtime-far-slides]')).not.toBeNull();
    window.SiteRuntime?.destroy();
    expect(document.head.querySelector('style[data-runtime-far-slides]')).toBeNull();
    await window.SiteRuntime?.ready;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(isRuntimeStarted()).toBe(false);
    const refreshed = window.SiteRuntime?.refresh();
    expect(isRuntimeStarted()).toBe(true);
    expect(window.SiteRuntime?.ready).toBe(refreshed);
    await refreshed;
    window.SiteRuntime?.destroy();
    expect(isRuntimeStarted()).toBe(false);
  });
});
