import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideEscapeKey, type EscapeKeyInput } from './escapeKey.rules';

const base: EscapeKeyInput = {
  keyCode: 27,
  shiftKey: false,
  dialogOpen: false,
  adminBackend: false,
  guideOpen: false,
  loggedIn: false,
  useEscapeKeyToLogin: false,
};

describe('the Escape key', () => {
  it('does nothing for other keys or while a dialog is open', () => {
    expect(decideEscapeKey({ ...base, keyCode: 13, loggedIn: true })).toEqual({ type: 'none' });
    expect(decideEscapeKey({ ...base, dialogOpen: true, adminBackend: true, loggedIn: true })).toEqual({ type: 'none' });
  });

  it('1. in admin backend mode toggles the fullscreen preview, or closes the guide when it is open', () => {
    expect(decideEscapeKey({ ...base, adminBackend: true, loggedIn: true, useEscapeKeyToLogin: true })).toEqual({ type: 'toggle-fullscreen-preview' });
    expect(decideEscapeKey({ ...base, adminBackend: true, guideOpen: true, loggedIn: true })).toEqual({ type: 'close-guide' });
  });

  it('2. otherwise, logged in, goes to the config panel', () => {
    expect(decideEscapeKey({ ...base, loggedIn: true, useEscapeKeyToLogin: true })).toEqual({ type: 'redirect-to-config' });
  });

  it('3. otherwise, with useEscapeKeyToLogin, opens login with account creation disabled', () => {
    expect(decideEscapeKey({ ...base, useEscapeKeyToLogin: true })).toEqual({ type: 'open-login', params: { disableAccountCreation: true } });
    expect(decideEscapeKey(base)).toEqual({ type: 'none' });
  });

  it('4. Shift+Escape logs out a logged-in user', () => {
    expect(decideEscapeKey({ ...base, shiftKey: true, loggedIn: true })).toEqual({ type: 'logout' });
    expect(decideEscapeKey({ ...base, shiftKey: true, adminBackend: true, loggedIn: true })).toEqual({ type: 'toggle-fullscreen-preview' });
  });

  it('recognises Escape by its key name when the key code is 0', () => {
    expect(decideEscapeKey({ ...base, keyCode: 0, key: 'Escape', loggedIn: true })).toEqual({ type: 'redirect-to-config' });
  });

  it('never acts with a dialog open, whatever else holds', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (shiftKey, adminBackend, guideOpen, loggedIn, useEscapeKeyToLogin) => {
        const action = decideEscapeKey({ ...base, dialogOpen: true, shiftKey, adminBackend, guideOpen, loggedIn, useEscapeKeyToLogin });
        return action.type === 'none';
      }),
    );
  });
});
