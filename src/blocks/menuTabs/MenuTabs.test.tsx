import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MenuTabs, type MenuTabsProps } from './MenuTabs';
import type { MenuData } from './menuTabs.rules';
import { expectArrowKeyFocus } from '../../primitives/testing/arrowKeyFocus';
import { render } from '../../primitives/testing/themedRender';

const menu = (title: string, dish: string, price = '$10'): MenuData => ({
  title,
  sections: [{ title: 'Mains', items: [{ name: dish, description: `${dish}, as we make it`, price }] }],
});
const MENUS = [menu('Breakfast', 'Porridge'), menu('Lunch', 'Soup'), menu('Dinner', 'Risotto')];

const menuTabs = (props: Partial<MenuTabsProps> = {}) => <MenuTabs menus={MENUS} {...props} />;
const show = (props: Partial<MenuTabsProps> = {}) => render(menuTabs(props));

const tabs = () => screen.queryAllByRole('tab');
const selected = () => tabs().map((t) => t.getAttribute('aria-selected'));
/** The panels shown (hidden ones are left out of the accessibility tree). */
const visiblePanels = () => screen.queryAllByRole('tabpanel');

describe('MenuTabs', () => {
  it('shows a named tablist with the first menu selected and only its panel', () => {
    show();
    expect(screen.getByRole('tablist', { name: 'Menus' })).toHaveAttribute('aria-label', 'Menus');
    expect(tabs().map((t) => t.textContent)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(selected()).toEqual(['true', 'false', 'false']);
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(visiblePanels()).toHaveLength(1);
    expect(screen.getAllByRole('tabpanel', { hidden: true }).filter((p) => !p.hidden)).toHaveLength(1);
    expect(visiblePanels()[0]?.textContent).toContain('Porridge');
    expect(visiblePanels()[0]?.getAttribute('aria-labelledby')).toBe(tabs()[0]?.id);
  });

  it('moves focus with the arrows, wrapping, without selecting', async () => {
    const { user } = show();
    await expectArrowKeyFocus(user, tabs, { previous: 'ArrowLeft', next: 'ArrowRight' });
    expect(selected()).toEqual(['true', 'false', 'false']);
  });

  it('selects the focused tab with Enter or Space and shows its menu', async () => {
    const onSelect = vi.fn();
    const { user } = show({ onSelect });
    tabs()[0]!.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(visiblePanels()[0]?.textContent).toContain('Soup');
    await user.keyboard('{ArrowRight} ');
    expect(selected()).toEqual(['false', 'false', 'true']);
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    expect(onSelect.mock.calls).toEqual([[1], [2]]);
  });

  it('selects a clicked tab', async () => {
    const { user } = show();
    await user.click(screen.getByRole('tab', { name: 'Dinner' }));
    expect(selected()).toEqual(['false', 'false', 'true']);
  });

  it('shows a single menu under its title without tabs', () => {
    const { view } = show({ menus: [menu('Drinks', 'Lemonade', '$4')] });
    expect(screen.queryAllByRole('tab', { hidden: true })).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Drinks');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Mains');
    expect(view.textContent).toContain('Lemonade');
    expect(view.textContent).toContain('$4');
  });

  it('shows prices as written and leaves out an empty description or price', () => {
    const { view } = show({
      menus: [
        {
          title: '',
          sections: [
            {
              title: '',
              items: [
                { name: 'Oysters', description: '', price: 'market price' },
                { name: 'Bread', description: '', price: ' ' },
              ],
            },
          ],
        },
      ],
    });
    const items = screen.getAllByRole('listitem');
    expect(view.querySelectorAll('li')).toHaveLength(2);
    expect(items.map((li) => li.textContent)).toEqual(['Oystersmarket price', 'Bread']);
    expect(view.querySelector('h2, h3, p')).toBeNull();
  });

  it('renders nothing for no menus, and names untitled tabs by position', () => {
    const { view, rerender } = show({ menus: [] });
    expect(view.innerHTML).toBe('');
    rerender(menuTabs({ menus: [menu('', 'A'), menu('Late', 'B')] }));
    expect(tabs().map((t) => t.textContent)).toEqual(['Menu 1', 'Late']);
  });
});
