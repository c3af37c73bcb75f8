// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageServices } from './createPageServices';
import { readPageFlags } from './page/pageFlags.rules';
import { readSiteContext } from './page/siteContext';

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
};
afterEach(() => {
  clearCookies();
  document.body.innerHTML = '';
});

const build = (context: unknown = {}) => createPageServices(window, { context: readSiteContext(context), flags: readPageFlags('') });

describe('the page services built from the window', () => {
  it('writes the visitor cookies for a new visitor', () => {
    const services = build();
    services.touchVisitorCookies();
    expect(services.cookies.get('ss_cvr')).toMatch(/^[^|]+\|\d+\|\d+\|\d+\|1$/);
    expect(services.cookies.get('ss_cvt')).toMatch(/^\d+$/);
  });

  it('stores the consent answer in ss_cookieAllowed', () => {
    const services = build({ websiteSettings: { isCookieBannerEnabled: true } });
    services.recordConsent('accept');
    expect(services.cookies.get('ss_cookieAllowed')).toBe('true');
    services.recordConsent('decline');
    expect(services.cookies.get('ss_cookieAllowed')).toBe('false');
  });

  it('sees an open modal dialog', () => {
    const services = build();
    expect(services.isDialogOpen()).toBe(false);
    document.body.innerHTML = '<div role="dialog" aria-modal="true"></div>';
    expect(services.isDialogOpen()).toBe(true);
  });

  it('logs out with a POST to /api/auth/Logout and fails on a bad status', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValueOnce(new Response('{}', { status: 200 })).mockResolvedValueOnce(new Response('', { status: 500, statusText: 'Server Error' }));
    const services = build();
    await services.logout();
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/Logout', { method: 'POST', credentials: 'include' });
    await expect(services.logout()).rejects.toThrow('Logout failed: 500 Server Error');
    fetchSpy.mockRestore();
  });
});
