import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileInfoBarStyle } from '../../platform';
import { MobileInfoBar, type MobileInfoBarProps } from './MobileInfoBar';
import { render } from '../../primitives/testing/themedRender';

const items: MobileInfoBarProps['items'] = [
  { kind: 'phone', value: '+44 20 7946 0000' },
  { kind: 'email', value: 'hello@harbour.coffee' },
  { kind: 'location', value: '4 Quay St, Bristol' },
  { kind: 'hours', value: 'Mon–Sat 8–4' },
];
const infoBar = (props: Partial<MobileInfoBarProps>) => <MobileInfoBar barStyle={MobileInfoBarStyle.LIGHT} items={items} viewportWidthPx={390} {...props} />;
const show = (props: Partial<MobileInfoBarProps>) => render(infoBar(props));
const bar = () => screen.queryByRole('complementary', { hidden: true });

describe('MobileInfoBar', () => {
  it('is a region named Contact information with a link per contact item and the hours as text', () => {
    show({});
    expect(screen.getByRole('complementary', { name: 'Contact information' }).tagName).toBe('ASIDE');
    expect(bar()?.getAttribute('aria-label')).toBe('Contact information');
    const links = within(bar()!).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Call +44 20 7946 0000', 'tel:+442079460000'],
      ['Email hello@harbour.coffee', 'mailto:hello@harbour.coffee'],
      ['Map 4 Quay St, Bristol', 'https://www.google.com/maps/search/?api=1&query=4%20Quay%20St%2C%20Bristol'],
    ]);
    expect(bar()!.querySelectorAll('a')).toHaveLength(3);
    expect(within(bar()!).getAllByRole('listitem')[3]?.textContent).toBe('Hours: Mon–Sat 8–4');
  });

  it('keeps the end of the page clear with a spacer as tall as the bar', () => {
    const { view } = show({});
    expect(view.querySelector('[data-mobile-info-bar-spacer]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('light or dark, only up to 1024 px wide', () => {
    const { view, rerender } = show({ barStyle: MobileInfoBarStyle.DARK, viewportWidthPx: 1024 });
    expect(bar()?.dataset.look).toBe('dark');
    rerender(infoBar({ viewportWidthPx: 1025 }));
    expect(bar()).toBeNull();
    rerender(infoBar({ barStyle: MobileInfoBarStyle.NONE }));
    expect(bar()).toBeNull();
    expect(view.querySelector('[data-mobile-info-bar-spacer]')).toBeNull();
  });

  it('follows the window’s width when none is given', () => {
    window.innerWidth = 800;
    show({ viewportWidthPx: undefined });
    expect(bar()).not.toBeNull();
    act(() => {
      window.innerWidth = 1280;
      window.dispatchEvent(new Event('resize'));
    });
    expect(bar()).toBeNull();
  });

  it('nothing when there is nothing to show', () => {
    const { view } = show({ items: [{ kind: 'hours', value: ' ' }] });
    expect(bar()).toBeNull();
    expect(view.querySelector('aside')).toBeNull();
  });
});
