// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnnouncementBar, type AnnouncementBarProps } from './AnnouncementBar';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';

const view = setUpReactTestHost();

const show = (props: AnnouncementBarProps) => view.render(createElement(AnnouncementBar, props));
const bar = () => view.host.querySelector<HTMLElement>('section');

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
