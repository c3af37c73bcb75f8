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
});
