// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

describe('the runtime entry', () => {
  it('reads the page context, starts, and exposes refresh and destroy on window.SiteRuntime', async () => {
    // the page services call the server at start (performance settings, the page view): answered here
    const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async () => new Response('{}', { status: 200 }));
    window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'w' }, websiteSettings: {} } };
    await import('./main');
    expect(typeof window.SiteRuntime?.refresh).toBe('function');
    expect(typeof window.SiteRuntime?.destroy).toBe('function');
    const { isRuntimeStarted } = await import('./runtime');
    expect(isRuntimeStarted()).toBe(true);
    await window.SiteRuntime?.refresh();
    window.SiteRuntime?.destroy();
    expect(isRuntimeStarted()).toBe(false);
    fetchSpy.mockRestore();
  });

  it('starts again on a refresh after destroy, binding the blocks the page has then', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async () => new Response('{}', { status: 200 }));
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
    fetchSpy.mockRestore();
  });
});
