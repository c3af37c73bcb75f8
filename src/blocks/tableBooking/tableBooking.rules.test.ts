import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tableBookingView, widgetLayout } from './tableBooking.rules';

describe('table booking widget layout (spec 000 §9)', () => {
  it('takes the wide theme over 850 px, not at 850 px', () => {
    expect(widgetLayout(851).theme).toBe('wide');
    expect(widgetLayout(850).theme).toBe('standard');
    expect(widgetLayout(600).theme).toBe('standard');
  });

  it('lays the reservation out in a column at 750 px or less', () => {
    expect(widgetLayout(750).column).toBe(true);
    expect(widgetLayout(320).column).toBe(true);
    expect(widgetLayout(751).column).toBe(false);
  });

  it('never combines the wide theme with the column layout', () => {
    fc.assert(fc.property(fc.double({ min: -10, max: 5000, noNaN: true }), (width) => !(widgetLayout(width).theme === 'wide' && widgetLayout(width).column)));
  });

  it('uses the narrowest layout before it is measured', () => {
    expect(widgetLayout(0)).toEqual({ theme: 'standard', column: true });
  });
});

describe('who sees what (spec 000 §6)', () => {
  it('shows a logged-in account the preview notice and visitors the widget', () => {
    expect(tableBookingView({ loggedIn: true })).toBe('preview-notice');
    expect(tableBookingView({ loggedIn: false })).toBe('widget');
  });
});
