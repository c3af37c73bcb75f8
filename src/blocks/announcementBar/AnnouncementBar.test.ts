// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementBar, type AnnouncementBarProps } from './AnnouncementBar';

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

const show = (props: AnnouncementBarProps) => act(() => root.render(createElement(AnnouncementBar, props)));
const bar = () => host.querySelector<HTMLElement>('section');

describe('AnnouncementBar', () => {
  it('is a region named Announcement with the text and its link', () => {
    show({ text: 'Spring beans are in.', link: { href: '/shop/spring', label: 'Shop now', newWindow: true } });
    expect(bar()?.getAttribute('aria-label')).toBe('Announcement');
    expect(bar()?.querySelector('p')?.textContent).toBe('Spring beans are in. Shop now');
    const a = bar()!.querySelector('a')!;
    expect([a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]).toEqual(['Shop now', '/shop/spring', '_blank', 'noopener noreferrer']);
  });

  it('dismiss removes it and tells the caller', () => {
    const onDismiss = vi.fn();
    show({ text: 'Closed on Monday', onDismiss });
    act(() => bar()!.querySelector<HTMLButtonElement>('button[aria-label="Dismiss announcement"]')!.click());
    expect(bar()).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('no dismiss button when not dismissible; nothing at all with nothing to say', () => {
    show({ text: 'Closed on Monday', dismissible: false });
    expect(bar()?.querySelector('button')).toBeNull();
    show({ text: '  ' });
    expect(bar()).toBeNull();
  });

  it('an unsafe link is shown as its words, never as a link', () => {
    show({ text: 'Hi', link: { href: 'javascript:alert(1)', label: 'Click' } });
    expect(bar()?.querySelector('a')).toBeNull();
    expect(bar()?.textContent).toContain('Hi Click');
  });
});
