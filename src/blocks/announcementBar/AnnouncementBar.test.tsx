import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnnouncementBar, type AnnouncementBarProps } from './AnnouncementBar';
import { render } from '../../primitives/testing/themedRender';

const bar = () => screen.queryByRole('region', { name: 'Announcement', hidden: true });

describe('AnnouncementBar', () => {
  it('is a region named Announcement with the text and its link', () => {
    render(<AnnouncementBar text="Spring beans are in." link={{ href: '/shop/spring', label: 'Shop now', newWindow: true }} />);
    expect(bar()).toHaveAttribute('aria-label', 'Announcement');
    expect(bar()?.tagName).toBe('SECTION');
    expect(bar()?.querySelector('p')?.textContent).toBe('Spring beans are in. Shop now');
    const a = screen.getByRole('link', { name: 'Shop now' });
    expect([a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]).toEqual([
      'Shop now',
      '/shop/spring',
      '_blank',
      'noopener noreferrer',
    ]);
  });

  it('dismiss removes it and tells the caller', async () => {
    const onDismiss = vi.fn();
    const { user, view } = render(<AnnouncementBar text="Closed on Monday" onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(view.querySelector('section')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('no dismiss button when not dismissible; nothing at all with nothing to say', () => {
    const show = (props: AnnouncementBarProps) => <AnnouncementBar {...props} />;
    const { rerender, view } = render(show({ text: 'Closed on Monday', dismissible: false }));
    expect(bar()).not.toBeNull();
    expect(screen.queryByRole('button', { hidden: true })).toBeNull();
    rerender(show({ text: '  ' }));
    expect(view.querySelector('section')).toBeNull();
  });

  it('an unsafe link is shown as its words, never as a link', () => {
    render(<AnnouncementBar text="Hi" link={{ href: 'javascript:alert(1)', label: 'Click' }} />);
    expect(screen.queryByRole('link', { hidden: true })).toBeNull();
    expect(bar()?.querySelector('a')).toBeNull();
    expect(bar()?.textContent).toContain('Hi Click');
  });
});
