import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import { FollowButton, type FollowButtonProps } from './FollowButton';
import type { FollowWidgets } from './followButtonLoader';

const button = (props: Partial<FollowButtonProps>) => render(<FollowButton href="https://x.com/harbourcoffee" handle="harbourcoffee" {...props} />);
const link = () => screen.queryByRole('link');
const state = (view: HTMLElement) => view.querySelector('[data-follow-button]')?.getAttribute('data-follow-button');

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
    const { view } = button({ loadWidgets: () => script.promise, onStateChange, showCount: true });
    expect(state(view)).toBe('loading');
    expect(screen.getByRole('link', { name: 'Follow @harbourcoffee' })).toHaveAttribute('href', 'https://x.com/harbourcoffee');
    expect(link()?.textContent).toBe('Follow @harbourcoffee');
    await act(async () => script.resolve(providerButton));
    expect(state(view)).toBe('upgraded');
    expect(view.querySelectorAll('a')).toHaveLength(1);
    expect(view.querySelector('a')?.textContent).toBe('Provider: harbourcoffee');
    expect(providerButton.createFollowButton).toHaveBeenCalledWith('harbourcoffee', expect.any(HTMLElement), { showCount: true, size: 'large' });
    expect(onStateChange).toHaveBeenLastCalledWith('upgraded', undefined);
  });

  it('stays the plain link when the script times out, and says why', async () => {
    const script = deferred<FollowWidgets>();
    const onStateChange = vi.fn();
    const { view } = button({ loadWidgets: () => script.promise, onStateChange, label: 'Follow us' });
    const error = new Error('The follow-button script did not load within 10 s');
    await act(async () => script.reject(error));
    expect(state(view)).toBe('fallback');
    expect(link()?.textContent).toBe('Follow us');
    expect(onStateChange).toHaveBeenLastCalledWith('fallback', error);
  });

  it('without a script is the plain link', () => {
    const { view } = button({});
    expect(state(view)).toBe('fallback');
    expect(link()?.textContent).toBe('Follow @harbourcoffee');
  });
});
