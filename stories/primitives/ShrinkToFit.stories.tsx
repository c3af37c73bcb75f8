import type { Meta, StoryObj } from '@storybook/react-vite';
import { visualParameters } from '../../.storybook/visual';
import { expect, waitFor, within } from 'storybook/test';
import { ShrinkToFit } from '../../src/primitives/textShrink/ShrinkToFit';

const meta = {
  title: 'Primitives/Shrink To Fit',
  component: ShrinkToFit,
  args: { as: 'h2', fontSize: 40, children: 'Summer collection' },
  argTypes: { fontSize: { control: { type: 'number', min: 11, max: 96 } }, children: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ width: 300, border: '1px dashed var(--color-border)' }}>
        <Story />
      </div>
    ),
  ],
  // small text-only states: the mobile width adds nothing here
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
} satisfies Meta<typeof ShrinkToFit>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).getByRole('heading');

/** A short heading keeps its designed 40 px. */
export const Fits: Story = {
  args: { children: 'Summer sale' },
  play: async ({ canvasElement }) => expect(heading(canvasElement).style.fontSize).toBe('40px'),
};

/** A longer one is set smaller so it fits the 300 px box on one line. */
export const Shrunk: Story = {
  args: { children: 'Summer collection: linen and cotton' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(parseFloat(heading(canvasElement).style.fontSize)).toBeLessThan(40));
    const h = heading(canvasElement);
    await expect(h.scrollWidth).toBeLessThanOrEqual(h.clientWidth);
  },
};

/** Very long text stops at 11 px and ends in an ellipsis. */
export const AtTheMinimum: Story = {
  args: { children: 'Summer collection: linen shirts, cotton dresses, straw hats, canvas shoes, and everything for the beach' },
  play: async ({ canvasElement }) => waitFor(() => expect(heading(canvasElement).style.fontSize).toBe('11px')),
};
