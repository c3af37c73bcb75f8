// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import { PALETTE_PRESETS, PaletteThemeProvider, generatePreset } from '../../tokens';
import { FollowButton, type FollowButtonProps } from './FollowButton';
import type { FollowWidgets } from './followButtonLoader';

const host = setUpReactTestHost();
const palette = generatePreset('#2f6f8f', PALETTE_PRESETS[0]);
const render = (element: ReactElement) => host.render(createElement(PaletteThemeProvider, { palette }, element));
const button = (props: Partial<FollowButtonProps>) => render(createElement(FollowButton, { href: 'https://x.com/harbourcoffee', handle: 'harbourcoffee', ...props }));
const link = () => host.host.querySelector('a');
const state = () => host.host.querySelector('[data-follow-button]')?.getAttribute('data-follow-button');

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const providerButton: FollowWidgets = {
  createFollowButton: vi.fn(async (handle: string, target: HTMLElement) => {
    const el = document.createElement('a');
    el.textContent = `Provider: ${handle}`;
    target.appendChild(el);
    return el;
  }),
};

describe('FollowButton', () => {
  it('is the plain link while the script loads, and the provider’s button once it has arrived', async () => {
    const script = deferred<FollowWidgets>();
    const onStateChange = vi.fn();
    button({ loadWidgets: () => script.promise, onStateChange, showCount: true });
    expect(state()).toBe('loading');
    expect(link()?.textContent).toBe('Follow @harbourcoffee');
    expect(link()?.getAttribute('href')).toBe('https://x.com/harbourcoffee');
    await act(async () => script.resolve(providerButton));
    expect(state()).toBe('upgraded');
    expect(host.host.querySelectorAll('a')).toHaveLength(1);
    expect(link()?.textContent).toBe('Provider: harbourcoffee');
    expect(providerButton.createFollowButton).toHaveBeenCalledWith('harbourcoffee', expect.any(HTMLElement), { showCount: true, size: 'large' });
    expect(onStateChange).toHaveBeenLastCalledWith('upgraded', undefined);
  });

  it('stays the plain link when the script times out, and says why', async () => {
    const script = deferred<FollowWidgets>();
    const onStateChange = vi.fn();
    button({ loadWidgets: () => script.promise, onStateChange, label: 'Follow us' });
    const error = new Error('The follow-button script did not load within 10 s');
    await act(async () => script.reject(error));
    expect(state()).toBe('fallback');
    expect(link()?.textContent).toBe('Follow us');
    expect(onStateChange).toHaveBeenLastCalledWith('fallback', error);
  });

  it('without a script is the plain link', () => {
    button({});
    expect(state()).toBe('fallback');
    expect(link()?.textContent).toBe('Follow @harbourcoffee');
  });
});
