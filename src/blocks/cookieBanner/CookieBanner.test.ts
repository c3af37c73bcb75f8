// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';

const view = setUpReactTestHost();

function show(props: Partial<CookieBannerProps>) {
  view.render(createElement(CookieBanner, { settings: {}, ...props }));
}

const region = () => view.host.querySelector<HTMLElement>('[role="region"]');
const buttons = () => [...view.host.querySelectorAll('button')];
const click = (el: Element) => act(() => (el as HTMLElement).click());

describe('CookieBanner', () => {
  it('is a region named Cookie notice with the notice, Decline and then Accept', () => {
    show({ settings: { cookieBannerText: '<p>We use cookies. <a href="/privacy">Privacy</a></p>', cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'BUTTON' } });
    expect(region()?.getAttribute('aria-label')).toBe('Cookie notice');
    expect(region()?.textContent).toContain('We use cookies.');
    expect(view.host.querySelector('a')?.getAttribute('href')).toBe('/privacy');
    expect(buttons().map((b) => b.textContent)).toEqual(['Decline', 'Accept']);
  });

  it('offers Accept only when the site asks visitors to opt in', () => {
    show({ settings: { cookieBannerAcceptType: 'OPT_IN', cookieBannerCtaVariant: 'TEXT' } });
    expect(buttons().map((b) => b.textContent)).toEqual(['Accept']);
  });

  it('names icon buttons by their text', () => {
    show({ settings: { cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'ICON', cookieBannerCtaText: 'Allow', cookieBannerOptOutCtaText: 'Refuse' } });
    expect(buttons().map((b) => b.getAttribute('aria-label'))).toEqual(['Refuse', 'Allow']);
    expect(view.host.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('calls back and removes itself after Accept', () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    show({ onAccept, onDecline });
    click(buttons().at(-1)!);
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onDecline).not.toHaveBeenCalled();
    expect(region()).toBeNull();
  });

  it('calls back and removes itself after Decline', () => {
    const onDecline = vi.fn();
    show({ settings: { cookieBannerAcceptType: 'OPT_IN_AND_OUT' }, onDecline });
    click(buttons()[0]!);
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(region()).toBeNull();
  });

  it('stays, and tells no one, when clicked in a forced preview', () => {
    const onAccept = vi.fn();
    show({ forcedPreview: true, onAccept });
    click(buttons().at(-1)!);
    expect(onAccept).not.toHaveBeenCalled();
    expect(region()).not.toBeNull();
  });

  it('shows nothing in screenshot mode', () => {
    show({ screenshotMode: true });
    expect(view.host.innerHTML).toBe('');
  });

  it('never puts the owner’s markup on the page as HTML', () => {
    show({ settings: { cookieBannerText: '<p>Hi<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">there</a></p>' } });
    expect(view.host.querySelector('img, script, [onerror]')).toBeNull();
    expect(view.host.querySelector('a')).toBeNull();
    expect(region()?.textContent).toContain('Hithere');
  });
});
