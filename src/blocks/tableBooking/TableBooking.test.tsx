import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import { TableBooking } from './TableBooking';
import { PREVIEW_NOTICE } from './tableBooking.rules';

const atWidth = (width: number) =>
  vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ width, height: 300, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 300, toJSON: () => ({}) } as DOMRect);

afterEach(() => vi.restoreAllMocks());

describe('TableBooking', () => {
  it('gives visitors the widget in its wide theme over 850 px', () => {
    atWidth(900);
    const { view } = render(<TableBooking loggedIn={false} renderWidget={(layout) => <button>{`widget ${layout.theme}`}</button>} />);
    expect(view.textContent).toBe('widget wide');
    expect(screen.getByRole('button', { name: 'widget wide' })).toBeInTheDocument();
    expect(view.querySelector('[inert]')).toBeNull();
  });

  it('lays the widget out in a column at 750 px', () => {
    atWidth(750);
    render(<TableBooking loggedIn={false} renderWidget={(layout) => <p>{`widget ${layout.theme}`}</p>} />);
    const frame = screen.getByText('widget standard').closest('[data-widget-theme]')!;
    expect(frame.getAttribute('data-widget-theme')).toBe('standard');
    expect(frame.hasAttribute('data-column-layout')).toBe(true);
  });

  it('shows a logged-in account the preview notice and makes the widget inert', () => {
    atWidth(900);
    const { view } = render(<TableBooking loggedIn renderWidget={() => <button>Find a table</button>} />);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(`${PREVIEW_NOTICE.title}${PREVIEW_NOTICE.body}`);
    expect(note.textContent).toContain('Log out of your table booking provider account');
    expect(screen.getByRole('button', { name: 'Find a table', hidden: true }).closest('[inert]')).not.toBeNull();
    expect(view.querySelector('section')!.getAttribute('aria-describedby')).toBe(note.id);
  });
});
