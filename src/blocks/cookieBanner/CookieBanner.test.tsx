import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';
import { render } from '../../primitives/testing/themedRender';

const show = (props: Partial<CookieBannerProps>) => render(<CookieBanner settings={{}} {...props} />);
const region = () => screen.queryByRole('region', { hidden: true });
const buttons = () => screen.getAllByRole('button');

describe('CookieBanner', () => {
  it('is a region named Cookie notice with the notice, Decline and then Accept', () => {
    show({
      settings: {
        cookieBannerText: '<p>We use cookies. <a href="/privacy">Privacy</a></p>',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        cookieBannerCtaVariant: 'BUTTON',
      },
    });
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toHaveAttribute('aria-label', 'Cookie notice');
    expect(region()?.textContent).toContain('We use cookies.');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(buttons().map((b) => b.textContent)).toEqual(['Decline', 'Accept']);
  });

  it('offers Accept only when the site asks visitors to opt in', () => {
    show({ settings: { cookieBannerAcceptType: 'OPT_IN', cookieBannerCtaVariant: 'TEXT' } });
    expect(buttons().map((b) => b.textContent)).toEqual(['Accept']);
  });

  it('names icon buttons by their text', () => {
    const { view } = show({
      settings: { cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'ICON', cookieBannerCtaText: 'Allow', cookieBannerOptOutCtaText: 'Refuse' },
    });
    expect(buttons().map((b) => b.getAttribute('aria-label'))).toEqual(['Refuse', 'Allow']);
    expect(view.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('calls back and removes itself after Accept', async () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    const { user } = show({ onAccept, onDecline });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onDecline).not.toHaveBeenCalled();
    expect(region()).toBeNull();
  });

  it('calls back and removes itself after Decline', async () => {
    const onDecline = vi.fn();
    const { user } = show({ settings: { cookieBannerAcceptType: 'OPT_IN_AND_OUT' }, onDecline });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(region()).toBeNull();
  });

  it('stays, and tells no one, when clicked in a forced preview', async () => {
    const onAccept = vi.fn();
    const { user } = show({ forcedPreview: true, onAccept });
    await user.click(buttons().at(-1)!);
    expect(onAccept).not.toHaveBeenCalled();
    expect(region()).not.toBeNull();
  });

  it('shows nothing in screenshot mode', () => {
    const { view } = show({ screenshotMode: true });
    expect(view.innerHTML).toBe('');
  });

  it('never puts the owner’s markup on the page as HTML', () => {
    const { view } = show({
      settings: { cookieBannerText: '<p>Hi<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">there</a></p>' },
    });
    expect(view.querySelector('img, script, [onerror]')).toBeNull();
    expect(screen.queryByRole('link', { hidden: true })).toBeNull();
    expect(view.querySelector('a')).toBeNull();
    expect(region()?.textContent).toContain('Hithere');
  });
});
