import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../../src/primitives/heading/Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, size: 'xl', children: 'Autumn collection' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'select', options: ['md', 'base', 'lg', 'xl', 'xxl', 'display', 'hero'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An h2 at 20 px, semibold, tight line height. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Autumn collection' })).toBeVisible();
  },
};

/** Every size, each wrapping over two lines to show its line height. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      {(['hero', 'display', 'xxl', 'xl', 'lg', 'base', 'md'] as const).map((size) => (
        <Heading key={size} level={3} size={size}>
          {size}: the autumn collection has arrived
        </Heading>
      ))}
    </div>
  ),
};

/** The level is the outline, the size the look: a small h1. */
export const SmallTopLevel: Story = {
  args: { level: 1, size: 'lg', children: 'Your cart' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  },
};
