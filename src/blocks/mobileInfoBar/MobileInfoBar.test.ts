// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MobileInfoBarStyle } from '../../platform';
import { MobileInfoBar, type MobileInfoBarProps } from './MobileInfoBar';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';

const view = setUpReactTestHost();

const items: MobileInfoBarProps['items'] = [
  { kind: 'phone', value: '+44 20 7946 0000' },
  { kind: 'email', value: 'hello@harbour.coffee' },
  { kind: 'location', value: '4 Quay St, Bristol' },
  { kind: 'hours', value: 'Mon–Sat 8–4' },
];
const show = (props: Partial<MobileInfoBarProps>) =>
  view.render(createElement(MobileInfoBar, { barStyle: MobileInfoBarStyle.LIGHT, items, viewportWidthPx: 390, ...props }));
const bar = () => view.host.querySelector<HTMLElement>('aside');

describe('MobileInfoBar', () => {
  it('is a region named Contact information with a link per contact item and the hours as text', () => {
    show({});
    expect(bar()?.getAttribute('aria-label')).toBe('Contact information');
    const links = [...bar()!.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Call +44 20 7946 0000', 'tel:+442079460000'],
      ['Email hello@harbour.coffee', 'mailto:hello@harbour.coffee'],
      ['Map 4 Quay St, Bristol', 'https://www.google.com/maps/search/?api=1&query=4%20Quay%20St%2C%20Bristol'],
    ]);
    expect(bar()!.querySelectorAll('li')[3]?.textContent).toBe('Hours: Mon–Sat 8–4');
  });

  it('keeps the end of the page clear with a spacer as tall as the bar', () => {
    show({});
    expect(view.host.querySelector('[data-mobile-info-bar-spacer]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('light or dark, only up to 1024 px wide', () => {
    show({ barStyle: MobileInfoBarStyle.DARK, viewportWidthPx: 1024 });
    expect(bar()?.dataset.look).toBe('dark');
    show({ viewportWidthPx: 1025 });
    expect(bar()).toBeNull();
    show({ barStyle: MobileInfoBarStyle.NONE });
    expect(bar()).toBeNull();
    expect(view.host.querySelector('[data-mobile-info-bar-spacer]')).toBeNull();
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
    show({ items: [{ kind: 'hours', value: ' ' }] });
    expect(bar()).toBeNull();
  });
});
