// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogoutNotice } from './LogoutNotice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const status = () => host.querySelector<HTMLElement>('[role="status"]');

describe('LogoutNotice', () => {
  it('a polite status that says the spec’s text, character for character', () => {
    act(() => root.render(createElement(LogoutNotice)));
    expect(status()?.textContent).toBe('Logout Successful: You have been successfully logged out.');
    expect(status()?.querySelector('strong')?.textContent).toBe('Logout Successful:');
    // the button is beside the live region, not read out as part of it
    expect(status()?.querySelector('button')).toBeNull();
  });

  it('dismiss empties it, keeps the live region, and tells the caller', () => {
    const onDismiss = vi.fn();
    act(() => root.render(createElement(LogoutNotice, { onDismiss })));
    act(() => host.querySelector<HTMLButtonElement>('button[aria-label="Dismiss notice"]')!.click());
    expect(status()?.textContent).toBe('');
    expect(host.querySelector('button')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
