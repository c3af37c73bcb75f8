// @vitest-environment happy-dom
import { createElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import { PALETTE_PRESETS, PaletteThemeProvider, generatePreset } from '../../tokens';
import { TableBooking } from './TableBooking';
import { PREVIEW_NOTICE } from './tableBooking.rules';

const host = setUpReactTestHost();
const palette = generatePreset('#2f6f8f', PALETTE_PRESETS[0]);
const render = (element: ReactElement) => host.render(createElement(PaletteThemeProvider, { palette }, element));
const atWidth = (width: number) =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width, height: 300, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 300, toJSON: () => ({}) } as DOMRect);

afterEach(() => vi.restoreAllMocks());

describe('TableBooking', () => {
  it('gives visitors the widget in its wide theme over 850 px', () => {
    atWidth(900);
    render(createElement(TableBooking, { loggedIn: false, renderWidget: (layout) => createElement('button', null, `widget ${layout.theme}`) }));
    expect(host.host.textContent).toBe('widget wide');
    expect(host.host.querySelector('[inert]')).toBeNull();
  });

  it('lays the widget out in a column at 750 px', () => {
    atWidth(750);
    render(createElement(TableBooking, { loggedIn: false, renderWidget: (layout) => createElement('p', null, `widget ${layout.theme}`) }));
    const frame = host.host.querySelector('[data-widget-theme]')!;
    expect(frame.getAttribute('data-widget-theme')).toBe('standard');
    expect(frame.hasAttribute('data-column-layout')).toBe(true);
  });

  it('shows a logged-in account the preview notice and makes the widget inert', () => {
    atWidth(900);
    render(createElement(TableBooking, { loggedIn: true, renderWidget: () => createElement('button', null, 'Find a table') }));
    const note = host.host.querySelector('[role="note"]')!;
    expect(note.textContent).toBe(`${PREVIEW_NOTICE.title}${PREVIEW_NOTICE.body}`);
    expect(note.textContent).toContain('Log out of your table booking provider account');
    expect(host.host.querySelector('button')!.closest('[inert]')).not.toBeNull();
    expect(host.host.querySelector('section')!.getAttribute('aria-describedby')).toBe(note.id);
  });
});
