// @vitest-environment happy-dom
import { act, createElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import { StarRating, type StarRatingProps } from './StarRating';

const view = setUpReactTestHost();

/** The rating with its value held in state, as a form holds it. */
function Held(props: Partial<StarRatingProps> & { start?: number; spy?: (v: number) => void }) {
  const [value, setValue] = useState(props.start ?? 0);
  return createElement(StarRating, { label: 'Your rating', ...props, value, onChange: (v: number) => (setValue(v), props.spy?.(v)) });
}

const stars = () => [...view.host.querySelectorAll<HTMLElement>('[role="radio"]')];
const checked = () => stars().map((s) => s.getAttribute('aria-checked'));
const key = (k: string) => act(() => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));

describe('StarRating', () => {
  it('is a named radio group of five stars read out as “1 star” … “5 stars”, none chosen, the first the one tab stop', () => {
    view.render(createElement(Held));
    const group = view.host.querySelector('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-label')).toBe('Your rating');
    expect(stars().map((s) => s.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(checked()).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(stars().map((s) => s.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('arrow keys move focus and choose, wrapping; the chosen star becomes the tab stop', () => {
    const spy = vi.fn();
    view.render(createElement(Held, { spy }));
    stars()[0]!.focus();
    key('ArrowRight');
    key('ArrowRight');
    key('ArrowDown');
    expect(document.activeElement).toBe(stars()[3]);
    expect(checked()).toEqual(['false', 'false', 'false', 'true', 'false']);
    expect(stars().map((s) => s.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    key('ArrowRight');
    key('ArrowRight');
    expect(checked()[0]).toBe('true');
    key('ArrowLeft');
    expect(checked()[4]).toBe('true');
    expect(spy.mock.calls.map(([v]) => v)).toEqual([2, 3, 4, 5, 1, 5]);
  });

  it('Space chooses the focused star; a click chooses and focuses', () => {
    view.render(createElement(Held));
    stars()[0]!.focus();
    key(' ');
    expect(checked()[0]).toBe('true');
    act(() => stars()[2]!.click());
    expect(checked()[2]).toBe('true');
    expect(document.activeElement).toBe(stars()[2]);
  });

  it('previews a hovered star without changing the value or the focus', () => {
    view.render(createElement(Held, { start: 2 }));
    stars()[1]!.focus();
    act(() => stars()[4]!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    act(() => stars()[4]!.dispatchEvent(new PointerEvent('pointerenter', { bubbles: false })));
    expect(stars().map((s) => (s.hasAttribute('data-filled') ? 'filled' : s.hasAttribute('data-preview') ? 'preview' : '-'))).toEqual(['filled', 'filled', 'preview', 'preview', 'preview']);
    expect(checked()[1]).toBe('true');
    expect(document.activeElement).toBe(stars()[1]);
    key('ArrowRight');
    expect(checked()[2]).toBe('true');
  });

  it('while disabled, shows the value, leaves the tab sequence and takes no change', () => {
    const spy = vi.fn();
    view.render(createElement(Held, { start: 3, disabled: true, spy }));
    expect(stars().map((s) => s.tabIndex)).toEqual([-1, -1, -1, -1, -1]);
    act(() => stars()[0]!.click());
    stars()[2]!.focus();
    key('ArrowRight');
    expect(spy).not.toHaveBeenCalled();
    expect(view.host.querySelector('[role="radiogroup"]')!.getAttribute('aria-disabled')).toBe('true');
  });
});
