// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpReactTestHost } from '../testing/reactTestHost';
import { DismissButton } from './DismissButton';
import { useDismissal } from './useDismissal';

function Notice({ onDismiss }: { onDismiss?: () => void }) {
  const [dismissed, dismiss] = useDismissal(onDismiss);
  if (dismissed) return null;
  return createElement('div', null, 'Hello', createElement(DismissButton, { label: 'Dismiss greeting', onDismiss: dismiss }));
}

describe('DismissButton with useDismissal', () => {
  const view = setUpReactTestHost();
  const button = () => view.host.querySelector('button');

  it('is a plain button named by its label, with a hidden icon', () => {
    view.render(createElement(Notice));
    expect(button()?.getAttribute('type')).toBe('button');
    expect(button()?.getAttribute('aria-label')).toBe('Dismiss greeting');
    expect(button()?.getAttribute('title')).toBe('Dismiss greeting');
    expect(button()?.textContent).toBe('');
    expect(view.host.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('removes the notice and tells the caller once', () => {
    const onDismiss = vi.fn();
    view.render(createElement(Notice, { onDismiss }));
    act(() => button()!.click());
    expect(view.host.innerHTML).toBe('');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('works without a caller to tell', () => {
    view.render(createElement(Notice));
    act(() => button()!.click());
    expect(view.host.textContent).toBe('');
  });
});
