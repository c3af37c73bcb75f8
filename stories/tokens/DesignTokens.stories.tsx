import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BreakpointTable,
  FocusAndTargetTable,
  FontSizeTable,
  FontWeightTable,
  LayerAndMediaTable,
  LineHeightTable,
  MotionTable,
  RadiusTable,
  SpaceTable,
  TransitionTable,
} from './components/TokenTables';
import { IGNORES_ARGS } from '../../.storybook/controls';

const meta = {
  title: 'Tokens/Design Tokens',
  component: FontSizeTable,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FontSizeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FontSizes: Story = {};
export const FontWeights: Story = { parameters: IGNORES_ARGS, render: () => <FontWeightTable /> };
export const LineHeights: Story = { parameters: IGNORES_ARGS, render: () => <LineHeightTable /> };
export const Space: Story = { parameters: IGNORES_ARGS, render: () => <SpaceTable /> };
export const FocusRingAndTargetSize: Story = { parameters: IGNORES_ARGS, render: () => <FocusAndTargetTable /> };
export const Radii: Story = { parameters: IGNORES_ARGS, render: () => <RadiusTable /> };
export const TransitionTimes: Story = { parameters: IGNORES_ARGS, render: () => <TransitionTable /> };
export const Breakpoints: Story = { parameters: IGNORES_ARGS, render: () => <BreakpointTable /> };
export const Motion: Story = { parameters: IGNORES_ARGS, render: () => <MotionTable /> };
export const LayersDialogsAndImages: Story = { parameters: IGNORES_ARGS, render: () => <LayerAndMediaTable /> };
