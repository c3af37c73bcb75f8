import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuTabs } from '../../src/blocks/menuTabs/MenuTabs';
import type { MenuData, MenuSectionData } from '../../src/blocks/menuTabs/menuTabs.rules';
import { expectTabsContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';

/** A dish as the menu prints it: name, description (may be empty), price as written. */
type Dish = [name: string, description: string, price: string];

const section = (title: string, ...dishes: Dish[]): MenuSectionData => ({
  title,
  items: dishes.map(([name, description, price]) => ({ name, description, price })),
});

const MENUS: MenuData[] = [
  {
    title: 'Breakfast',
    sections: [
      section(
        'Plates',
        ['Harbour porridge', 'Oats, poached pear, toasted hazelnuts', '$9'],
        ['Eggs on sourdough', 'Two eggs your way, brown butter, chives', '$12'],
      ),
      section('Drinks', ['Filter coffee', 'This week’s single origin', '$4'], ['Fresh orange juice', '', '$5']),
    ],
  },
  {
    title: 'Lunch',
    sections: [section('Mains', ['Fish soup', 'Saffron broth, rouille, grilled bread', '$16'], ['Roast squash salad', 'Farro, feta, pumpkin seeds', '$14'])],
  },
  {
    title: 'Dinner',
    sections: [
      section('To share', ['Oysters', 'Half a dozen, shallot vinegar', 'market price']),
      section('Mains', ['Hake, brown shrimp butter', 'Charred leeks, new potatoes', '$26']),
    ],
  },
];

const meta = {
  title: 'Blocks/Menu Tabs',
  component: MenuTabs,
  tags: ['autodocs'],
  args: { menus: MENUS, label: 'Menus', headingLevel: 3, initialSelected: 0, onSelect: fn() },
  argTypes: {
    menus: { control: 'object', description: 'The menus: { title, sections: [{ title, items: [{ name, description, price }] }] }; prices shown as written' },
    label: { control: 'text', description: 'The tablist’s accessible name (default “Menus”)' },
    headingLevel: {
      control: 'inline-radio',
      options: [3, 4, 5, 6],
      description: 'Heading level of section titles; a single menu’s title sits one level above',
    },
    initialSelected: { control: 'number', description: 'The menu selected at first (default 0)' },
    onSelect: { description: 'Called with the index of a newly selected menu' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('tab', { name });
const shownPanel = (canvasElement: HTMLElement) => within(canvasElement).getByRole('tabpanel');

/** Several menus: the first is selected and shown. */
export const FirstSelected: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tablist', { name: 'Menus' })).toBeVisible();
    await expect(tab(canvasElement, 'Breakfast')).toHaveAttribute('aria-selected', 'true');
    await expect(shownPanel(canvasElement)).toHaveAccessibleName('Breakfast');
    await expect(shownPanel(canvasElement)).toHaveTextContent('Harbour porridge');
  },
};

/**
 * ArrowLeft on the first tab wraps focus to the last; the arrows move focus only, so
 * Breakfast stays selected.
 */
export const ArrowWraps: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(tab(canvasElement, 'Breakfast')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(tab(canvasElement, 'Breakfast')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab(canvasElement, 'Dinner')).toHaveFocus();
    await expect(tab(canvasElement, 'Breakfast')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

const tabBoxes = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('tab')
    .map((t) => {
      const r = t.getBoundingClientRect();
      return [r.left, r.width, r.height].map(Math.round);
    });

/** ArrowRight to Lunch, then Enter selects it and shows its menu; no tab moves. */
export const EnterSelects: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    const before = tabBoxes(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(tabBoxes(canvasElement)).toEqual(before);
    await expect(tab(canvasElement, 'Lunch')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(canvasElement, 'Lunch')).toHaveFocus();
    await expect(shownPanel(canvasElement)).toHaveTextContent('Fish soup');
    await expect(args.onSelect).toHaveBeenCalledWith(1);
  },
};

/** One menu: no tabs, the menu under its title. */
export const SingleMenu: Story = {
  args: { menus: [MENUS[1]!] },
  parameters: visualParameters({ modes: ['desktop', 'mobile'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tablist')).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Lunch' })).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Mains' })).toBeVisible();
  },
};

/** The APG tabs keyboard contract with manual activation (Enter or Space select). */
export const KeyboardContract: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => expectTabsContract(canvasElement, { activation: 'manual' }),
};
