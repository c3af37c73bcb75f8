import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReducedMotionProvider, useReducedMotion } from '../../src/primitives/reducedMotion';
import { IGNORES_ARGS } from '../../.storybook/controls';

/** Shows what useReducedMotion answers where it is rendered. */
function MotionReport() {
  const reduced = useReducedMotion();
  return <p>{reduced ? 'Motion is reduced: effects appear at once.' : 'Motion is full: effects animate.'}</p>;
}

const meta = {
  title: 'Primitives/Reduced Motion',
  component: ReducedMotionProvider,
  args: { override: 'reduce' },
  argTypes: { override: { control: 'inline-radio', options: ['reduce', 'no-preference', null] } },
  render: (args) => (
    <ReducedMotionProvider {...args}>
      <MotionReport />
    </ReducedMotionProvider>
  ),
} satisfies Meta<typeof ReducedMotionProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForcedReduced: Story = {
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/Motion is reduced/)).toBeVisible(),
};

export const ForcedFull: Story = {
  args: { override: 'no-preference' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/Motion is full/)).toBeVisible(),
};

/** No override: the visitor's setting (the toolbar's Motion menu in Storybook) decides. */
export const FollowsTheVisitor: Story = {
  parameters: IGNORES_ARGS,
  args: { override: null },
  render: () => <MotionReport />,
};
