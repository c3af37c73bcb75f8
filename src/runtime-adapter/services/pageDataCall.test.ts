// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../../services/cookies/cookieJar';
import { LOGIN_REQUIRED_EVENT } from './loginRequiredEvent';
import { createPageDataCall } from './pageDataCall';

function windowAnswering(body: unknown, status = 200): Window {
  const fetch = vi.fn(async () => ({ status, statusText: '', ok: status < 300, text: async () => JSON.stringify(body) }));
  return Object.assign(window, { fetch }) as unknown as Window;
}

describe('the page data call', () => {
  it('fires the login event on a loginRequired reply', async () => {
    const win = windowAnswering({ loginRequired: true, error: 'Login required' });
    const heard = vi.fn();
    win.addEventListener(LOGIN_REQUIRED_EVENT, heard);
    const call = createPageDataCall(win, { cookies: memoryCookieJar(), tracking: { recordEvent: vi.fn() }, onSystemError: vi.fn() });
    const result = await call.get('/api/account');
    expect(result.ok).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
    win.removeEventListener(LOGIN_REQUIRED_EVENT, heard);
  });

  it('opens the system error overlay on a 500', async () => {
    const win = windowAnswering({}, 500);
    const onSystemError = vi.fn();
    await createPageDataCall(win, { cookies: memoryCookieJar(), tracking: { recordEvent: vi.fn() }, onSystemError }).post('/api/thing');
    expect(onSystemError).toHaveBeenCalledTimes(1);
  });

  it('tracks a network failure as the RecordEvent system_network_error, with the call', async () => {
    const win = Object.assign(window, { fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) }) as unknown as Window;
    const recordEvent = vi.fn();
    const result = await createPageDataCall(win, { cookies: memoryCookieJar(), tracking: { recordEvent }, onSystemError: vi.fn() }).post('/api/thing');
    expect(result.ok).toBe(false);
    expect(recordEvent).toHaveBeenCalledWith('system_network_error', { url: '/api/thing', method: 'POST', message: 'Failed to fetch' });
  });
});
