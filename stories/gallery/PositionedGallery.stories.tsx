import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PositionedGallery } from '../../src/gallery/layouts/PositionedGallery';
import { contentColumn } from './designStories';
import { sampleSlides } from './sampleSlides';

/**
 * The shared view under the layout designs: slides at the rectangles a layout
 * function gives for the measured width. Here with a layout of its own, a stepped
 * diagonal, to show that any pure layout plugs in.
 */
const meta = {
  title: 'Gallery/Positioned Gallery',
  component: PositionedGallery,
  decorators: [contentColumn],
  args: {
    slides: sampleSlides(4),
    label: 'Stepped photos',
    layout: (width: number) => {
      const size = width / 2.5;
      return { rects: [0, 1, 2, 3].map((i) => ({ x: i * (size / 2), y: i * (size / 3), width: size, height: size })), height: size + 3 * (size / 3) };
    },
  },
  argTypes: {
    slides: { control: 'object' },
    label: { control: 'text' },
    imageMode: { control: 'inline-radio', options: ['fill', 'fit'] },
  },
} satisfies Meta<typeof PositionedGallery>;

export default meta;

export const CustomLayout: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Stepped photos' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]!.style.top).not.toBe(items[0]!.style.top);
  },
};
