import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { derivePalette, generatePreset, parseColor, SEED_FALLBACK } from '../../src/tokens';
import { visualParameters } from '../../.storybook/visual';
import { STORY_PALETTE } from '../../.storybook/storyPalette';
import { PaletteSwatches, SystemColorTable } from './components/PaletteSwatches';
import { PresetGallery } from './components/PresetGallery';
import { ContrastTable } from './components/ContrastTable';
import { ThemeSample } from './components/ThemeSample';
import { ImagePalette } from './components/ImagePalette';
import { IGNORES_ARGS } from '../../.storybook/controls';

const meta = {
  title: 'Tokens/Palette',
  component: PaletteSwatches,
  tags: ['!autodocs'],
  args: { palette: STORY_PALETTE },
  argTypes: { palette: { control: 'object', description: 'The ten palette colours by id' } },
} satisfies Meta<typeof PaletteSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ten system colours of the palette the stories use, in palette order. */
export const Swatches: Story = {};

/** Generated from the seed fallback, salmon FFAABB, when a site has no seed. */
export const SeedFallback: Story = {
  args: { palette: generatePreset(null, 'Monochrome') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(`#${'ffaabb'}`).length).toBeGreaterThan(0);
    await expect(SEED_FALLBACK).toEqual(parseColor('#FFAABB'));
  },
};

/** The system colour config: names, order, read-only and selector flags. */
export const SystemColors: Story = { parameters: IGNORES_ARGS, render: () => <SystemColorTable /> };

/** Every preset generated from three seeds. */
export const Presets: Story = {
  render: () => <PresetGallery seeds={['#2a6fdb', '#e4572e', '#1b4332']} />,
  parameters: { ...visualParameters({ modes: ['desktop', 'dark'] }), ...IGNORES_ARGS },
};

/** Custom Colors: the owner's accent, light and dark; the safe variants follow. */
export const CustomColors: Story = {
  args: {
    palette: derivePalette({
      accent: parseColor('#ffd166')!,
      lightAccent: parseColor('#fff3d6')!,
      darkAccent: parseColor('#3d2c00')!,
    }),
  },
};

/** Contrast of every pair the safe variants promise, for a light and a dark seed. */
export const ContrastFigures: Story = {
  parameters: IGNORES_ARGS,
  render: () => (
    <>
      <ContrastTable palette={generatePreset('#ffd166', 'Analogous I')} caption="Seed #ffd166, Analogous I" />
      <ContrastTable palette={generatePreset('#14213d', 'Complementary')} caption="Seed #14213d, Complementary" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement)
      .getAllByRole('cell')
      .filter((c) => /^(Pass|Fail)$/.test(c.textContent ?? ''));
    await expect(cells.length).toBe(14);
    await expect(cells.every((c) => c.textContent === 'Pass')).toBe(true);
  },
};

/** Heading, text, link, button and surface in the section theme (switch Theme in the toolbar). */
export const ThemePreview: Story = { parameters: IGNORES_ARGS, render: () => <ThemeSample /> };

/** From Image: dominant colours of a photo and the palettes built from them. */
export const FromImage: Story = {
  render: () => <ImagePalette src="assets/palette/lakeside.png" alt="A lake below hills at sunset" />,
  parameters: { ...visualParameters({ waitFor: '[data-ready="true"]' }), ...IGNORES_ARGS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dominant colours' }, { timeout: 5000 })).toBeVisible();
  },
};
