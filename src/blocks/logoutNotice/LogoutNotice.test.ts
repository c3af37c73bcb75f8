// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LogoutNotice } from './LogoutNotice';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';

const view = setUpReactTestHost();

const status = () => view.host.querySelector<HTMLElement>('[role="status"]');

describe('LogoutNotice', () => {
  it('a polite status that says the spec’s text, character for character', () => {
    view.render(createElement(LogoutNotice));
    expect(status()?.textContent).toBe('Logout Successful: You have been successfully logged out.');
    expect(status()?.querySelector('strong')?.textContent).toBe('Logout Successful:');
    // the button is beside the live region, not read out as part of it
    expect(status()?.querySelector('button')).toBeNull();
  });

  it('dismiss empties it, keeps the live region, and tells the caller', () => {
    const onDismiss = vi.fn();
    view.render(createElement(LogoutNotice, { onDismiss }));
    act(() => view.host.querySelector<HTMLButtonElement>('button[aria-label="Dismiss notice"]')!.click());
    expect(status()?.textContent).toBe('');
    expect(view.host.querySelector('button')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
