import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BreakpointTable,
  FontSizeTable,
  FontWeightTable,
  LayerAndMediaTable,
  MotionTable,
  RadiusTable,
  TransitionTable,
} from './components/TokenTables';

const meta = {
  title: 'Tokens/Design tokens',
  component: FontSizeTable,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FontSizeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FontSizes: Story = {};
export const FontWeights: Story = { render: () => <FontWeightTable /> };
export const Radii: Story = { render: () => <RadiusTable /> };
export const TransitionTimes: Story = { render: () => <TransitionTable /> };
export const Breakpoints: Story = { render: () => <BreakpointTable /> };
export const Motion: Story = { render: () => <MotionTable /> };
export const LayersDialogsAndImages: Story = { render: () => <LayerAndMediaTable /> };
