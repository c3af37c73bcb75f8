import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AnimatedBlock } from '../../src/primitives/animatedBlock/AnimatedBlock';
import { visualParameters } from '../../.storybook/visual';

const meta = {
  title: 'Primitives/Animated Block',
  component: AnimatedBlock,
  args: {
    children: <p style={{ margin: 0, padding: 16, border: '1px solid var(--color-border)' }}>Marked animation-loaded once half of it is in view.</p>,
  },
  argTypes: { children: { control: false }, ratio: { control: { type: 'number', min: 0, max: 1, step: 0.05 } } },
  // small text-only states: the mobile width adds nothing here
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
} satisfies Meta<typeof AnimatedBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view: the block gains data-animation-loaded. */
export const LoadedInView: Story = {
  play: async ({ canvasElement }) => waitFor(() => expect(canvasElement.querySelector('[data-animation-loaded]')).not.toBeNull()),
};

/** Below the fold (pushed down past the viewport): not loaded until scrolled to. */
export const NotYetInView: Story = {
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: '150vh' }} aria-hidden="true" />
        <Story />
      </div>
    ),
  ],
  parameters: visualParameters({ disable: 'The block sits below the viewport by design; the play function checks its state' }),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector('[data-animation-loaded]')).toBeNull();
  },
};
