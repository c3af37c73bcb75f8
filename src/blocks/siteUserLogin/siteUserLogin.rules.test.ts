import { describe, expect, it } from 'vitest';
import { NO_FLAGS } from '../../services/http/dataCall.types';
import { initialSiteUserLogin, sessionOutcomeOf, siteUserLoginReducer, SITE_USER_LOGIN_TEXT, type SiteUserLoginState } from './siteUserLogin.rules';

describe('site-user login steps', () => {
  it('goes busy on submit and ignores a second submit until the call settles', () => {
    const busy = siteUserLoginReducer(initialSiteUserLogin, { type: 'submit' });
    expect(busy).toEqual({ phase: 'busy', message: null });
    expect(siteUserLoginReducer(busy, { type: 'submit' })).toBe(busy);
  });

  it('a failure shows the server message, or ours when it has none, and may be tried again', () => {
    const busy = siteUserLoginReducer(initialSiteUserLogin, { type: 'submit' });
    const failed = siteUserLoginReducer(busy, { type: 'settled', outcome: { ok: false, message: 'Please enter a valid email' } });
    expect(failed).toEqual({ phase: 'failed', message: 'Please enter a valid email' });
    expect(siteUserLoginReducer(busy, { type: 'settled', outcome: { ok: false, message: '' } }).message).toBe(SITE_USER_LOGIN_TEXT.failed);
    expect(siteUserLoginReducer(failed, { type: 'submit' }).phase).toBe('busy');
  });

  it('success is final; a late reply outside a call changes nothing', () => {
    const done = siteUserLoginReducer(siteUserLoginReducer(initialSiteUserLogin, { type: 'submit' }), { type: 'settled', outcome: { ok: true } });
    expect(done.phase).toBe('done');
    expect(siteUserLoginReducer(done, { type: 'submit' })).toBe(done);
    const idle: SiteUserLoginState = initialSiteUserLogin;
    expect(siteUserLoginReducer(idle, { type: 'settled', outcome: { ok: false, message: 'x' } })).toBe(idle);
  });
});

describe('a session call as the view reads it', () => {
  it('is ok when the call went through, and carries the failure message when it did not', () => {
    expect(sessionOutcomeOf({ ok: true, status: 200, value: { xsrfToken: 't' } })).toEqual({ ok: true });
    const failure = {
      kind: 'reply' as const,
      method: 'POST' as const,
      url: '/api/site-users/account/session',
      status: 400,
      message: 'Please enter a valid email',
      flags: NO_FLAGS,
    };
    expect(sessionOutcomeOf({ ok: false, error: failure })).toEqual({ ok: false, message: 'Please enter a valid email' });
  });
});
