// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

describe('the runtime entry', () => {
  it('reads the page context, starts, and exposes refresh and destroy on window.SiteRuntime', async () => {
    window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'w' }, websiteSettings: {} } };
    await import('./main');
    expect(typeof window.SiteRuntime?.refresh).toBe('function');
    expect(typeof window.SiteRuntime?.destroy).toBe('function');
    const { isRuntimeStarted } = await import('./runtime');
    expect(isRuntimeStarted()).toBe(true);
    await window.SiteRuntime?.refresh();
    window.SiteRuntime?.destroy();
    expect(isRuntimeStarted()).toBe(false);
  });
});
