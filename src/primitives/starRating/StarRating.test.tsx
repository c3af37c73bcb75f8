import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import { StarRating, type StarRatingProps } from './StarRating';

/** The rating with its value held in state, as a form holds it. */
function Held(props: Partial<StarRatingProps> & { start?: number; spy?: (v: number) => void }) {
  const [value, setValue] = useState(props.start ?? 0);
  return <StarRating label="Your rating" {...props} value={value} onChange={(v: number) => (setValue(v), props.spy?.(v))} />;
}

const stars = () => screen.getAllByRole('radio');
const checked = () => stars().map((s) => s.getAttribute('aria-checked'));

describe('StarRating', () => {
  it('is a named radio group of five stars read out as “1 star” … “5 stars”, none chosen, the first the one tab stop', () => {
    render(<Held />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toHaveAttribute('aria-label', 'Your rating');
    expect(stars().map((s) => s.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(checked()).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(stars().map((s) => s.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('arrow keys move focus and choose, wrapping; the chosen star becomes the tab stop', async () => {
    const spy = vi.fn();
    const { user } = render(<Held spy={spy} />);
    stars()[0]!.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(stars()[3]).toHaveFocus();
    expect(checked()).toEqual(['false', 'false', 'false', 'true', 'false']);
    expect(stars().map((s) => s.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(checked()[0]).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(checked()[4]).toBe('true');
    expect(spy.mock.calls.map(([v]) => v)).toEqual([2, 3, 4, 5, 1, 5]);
  });

  it('Space chooses the focused star; a click chooses and focuses', async () => {
    const { user } = render(<Held />);
    stars()[0]!.focus();
    await user.keyboard(' ');
    expect(checked()[0]).toBe('true');
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(checked()[2]).toBe('true');
    expect(stars()[2]).toHaveFocus();
  });

  it('previews a hovered star without changing the value or the focus', async () => {
    const { user } = render(<Held start={2} />);
    stars()[1]!.focus();
    fireEvent.pointerOver(stars()[4]!);
    fireEvent.pointerEnter(stars()[4]!);
    expect(stars().map((s) => (s.hasAttribute('data-filled') ? 'filled' : s.hasAttribute('data-preview') ? 'preview' : '-'))).toEqual([
      'filled',
      'filled',
      'preview',
      'preview',
      'preview',
    ]);
    expect(checked()[1]).toBe('true');
    expect(stars()[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(checked()[2]).toBe('true');
  });

  it('while disabled, shows the value, leaves the tab sequence and takes no change', async () => {
    const spy = vi.fn();
    const { user } = render(<Held start={3} disabled spy={spy} />);
    expect(stars().map((s) => s.tabIndex)).toEqual([-1, -1, -1, -1, -1]);
    await user.click(stars()[0]!);
    stars()[2]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-disabled', 'true');
  });
});
