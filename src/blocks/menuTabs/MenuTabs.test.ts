// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MenuTabs, type MenuTabsProps } from './MenuTabs';
import type { MenuData } from './menuTabs.rules';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';

const menu = (title: string, dish: string, price = '$10'): MenuData => ({
  title,
  sections: [{ title: 'Mains', items: [{ name: dish, description: `${dish}, as we make it`, price }] }],
});
const MENUS = [menu('Breakfast', 'Porridge'), menu('Lunch', 'Soup'), menu('Dinner', 'Risotto')];

const view = setUpReactTestHost();

function show(props: Partial<MenuTabsProps> = {}) {
  view.render(createElement(MenuTabs, { menus: MENUS, ...props }));
}

const tabs = () => [...view.host.querySelectorAll<HTMLElement>('[role="tab"]')];
const selected = () => tabs().map((t) => t.getAttribute('aria-selected'));
const visiblePanels = () => [...view.host.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden);
const key = (k: string) => act(() => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));

describe('MenuTabs', () => {
  it('shows a named tablist with the first menu selected and only its panel', () => {
    show();
    expect(view.host.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Menus');
    expect(tabs().map((t) => t.textContent)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(selected()).toEqual(['true', 'false', 'false']);
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(visiblePanels()).toHaveLength(1);
    expect(visiblePanels()[0]?.textContent).toContain('Porridge');
    expect(visiblePanels()[0]?.getAttribute('aria-labelledby')).toBe(tabs()[0]?.id);
  });

  it('moves focus with the arrows, wrapping, without selecting', () => {
    show();
    tabs()[0]!.focus();
    key('ArrowLeft');
    expect(document.activeElement).toBe(tabs()[2]);
    key('ArrowRight');
    expect(document.activeElement).toBe(tabs()[0]);
    key('End');
    expect(document.activeElement).toBe(tabs()[2]);
    key('Home');
    expect(document.activeElement).toBe(tabs()[0]);
    expect(selected()).toEqual(['true', 'false', 'false']);
  });

  it('selects the focused tab with Enter or Space and shows its menu', () => {
    const onSelect = vi.fn();
    show({ onSelect });
    tabs()[0]!.focus();
    key('ArrowRight');
    key('Enter');
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(visiblePanels()[0]?.textContent).toContain('Soup');
    key('ArrowRight');
    key(' ');
    expect(selected()).toEqual(['false', 'false', 'true']);
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    expect(onSelect.mock.calls).toEqual([[1], [2]]);
  });

  it('selects a clicked tab', () => {
    show();
    act(() => tabs()[2]!.click());
    expect(selected()).toEqual(['false', 'false', 'true']);
  });

  it('shows a single menu under its title without tabs', () => {
    show({ menus: [menu('Drinks', 'Lemonade', '$4')] });
    expect(tabs()).toHaveLength(0);
    expect(view.host.querySelector('h2')?.textContent).toBe('Drinks');
    expect(view.host.querySelector('h3')?.textContent).toBe('Mains');
    expect(view.host.textContent).toContain('Lemonade');
    expect(view.host.textContent).toContain('$4');
  });

  it('shows prices as written and leaves out an empty description or price', () => {
    show({ menus: [{ title: '', sections: [{ title: '', items: [{ name: 'Oysters', description: '', price: 'market price' }, { name: 'Bread', description: '', price: ' ' }] }] }] });
    const items = [...view.host.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual(['Oystersmarket price', 'Bread']);
    expect(view.host.querySelector('h2, h3, p')).toBeNull();
  });

  it('renders nothing for no menus, and names untitled tabs by position', () => {
    show({ menus: [] });
    expect(view.host.innerHTML).toBe('');
    show({ menus: [menu('', 'A'), menu('Late', 'B')] });
    expect(tabs().map((t) => t.textContent)).toEqual(['Menu 1', 'Late']);
  });
});
