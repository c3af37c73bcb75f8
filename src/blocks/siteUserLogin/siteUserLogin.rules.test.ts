import { describe, expect, it } from 'vitest';
import { initialSiteUserLogin, siteUserLoginReducer, SITE_USER_LOGIN_TEXT, type SiteUserLoginState } from './siteUserLogin.rules';

describe('site-user login steps', () => {
  it('goes busy on submit and ignores a second submit until the call settles', () => {
    const busy = siteUserLoginReducer(initialSiteUserLogin, { type: 'SUBMIT' });
    expect(busy).toEqual({ phase: 'busy', message: null });
    expect(siteUserLoginReducer(busy, { type: 'SUBMIT' })).toBe(busy);
  });

  it('a failure shows the server message, or ours when it has none, and may be tried again', () => {
    const busy = siteUserLoginReducer(initialSiteUserLogin, { type: 'SUBMIT' });
    const failed = siteUserLoginReducer(busy, { type: 'SETTLED', outcome: { ok: false, message: 'Please enter a valid email' } });
    expect(failed).toEqual({ phase: 'failed', message: 'Please enter a valid email' });
    expect(siteUserLoginReducer(busy, { type: 'SETTLED', outcome: { ok: false, message: '' } }).message).toBe(SITE_USER_LOGIN_TEXT.failed);
    expect(siteUserLoginReducer(failed, { type: 'SUBMIT' }).phase).toBe('busy');
  });

  it('success is final; a late reply outside a call changes nothing', () => {
    const done = siteUserLoginReducer(siteUserLoginReducer(initialSiteUserLogin, { type: 'SUBMIT' }), { type: 'SETTLED', outcome: { ok: true } });
    expect(done.phase).toBe('done');
    expect(siteUserLoginReducer(done, { type: 'SUBMIT' })).toBe(done);
    const idle: SiteUserLoginState = initialSiteUserLogin;
    expect(siteUserLoginReducer(idle, { type: 'SETTLED', outcome: { ok: false, message: 'x' } })).toBe(idle);
  });
});
