import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tooltip } from '../../src/primitives/tooltip/Tooltip';
import { expectTooltipContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';

const triggerStyle: CSSProperties = { font: 'inherit', minHeight: 44, padding: '0 16px' };

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Free shipping on orders over $50',
    children: (
      <button type="button" style={triggerStyle}>
        Shipping
      </button>
    ),
  },
  argTypes: {
    content: { control: 'text' },
    placement: { control: 'select', options: ['top', 'bottom', 'left', 'right', 'top-start', 'bottom-end'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '64px 0 24px', display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const tooltip = () => within(document.body).findByRole('tooltip', {}, { timeout: 4000 });

/** Keyboard focus shows it at once, above the trigger, named by aria-describedby. */
export const ShownOnFocus: Story = {
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tip = await tooltip();
    await expect(tip).toHaveTextContent('Free shipping on orders over $50');
    await expect(within(canvasElement).getByRole('button', { name: 'Shipping' })).toHaveAccessibleDescription('Free shipping on orders over $50');
  },
};

/** The pointer resting on the trigger (at its middle) shows it after 1200 ms, 15 px above the pointer. */
export const ShownAfterHover: Story = {
  parameters: visualParameters({ viewport: true, modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Shipping' });
    const box = trigger.getBoundingClientRect();
    const pointer = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    const started = performance.now();
    await userEvent.pointer({ target: trigger, coords: pointer });
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
    const tip = await tooltip();
    await expect(performance.now() - started).toBeGreaterThanOrEqual(1150);
    await waitFor(() => expect(pointer.clientY - tip.getBoundingClientRect().bottom).toBeCloseTo(15, 0));
  },
};

/** Escape hides it and leaves focus on the trigger. */
export const EscapeHides: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await tooltip();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Shipping' })).toHaveFocus();
  },
};

/** Long text wraps at 250 px. */
export const LongText: Story = {
  args: { content: 'Orders over $50 ship free within the country. Smaller orders pay a flat $4.95, and express delivery is available at checkout.' },
  parameters: visualParameters({ viewport: true, modes: ['desktop', 'mobile'] }),
  play: async () => {
    await userEvent.tab();
    await expect((await tooltip()).getBoundingClientRect().width).toBeLessThanOrEqual(250);
  },
};

/** A trigger in a corner of the screen: the tooltip flips and shifts to stay 20 px inside the edges. */
function cornerStory(corner: { top?: number; bottom?: number; left?: number; right?: number }): Story {
  return {
    args: { content: 'Opening hours: 9:00 to 17:00, Monday to Saturday' },
    decorators: [
      (Story) => (
        <div style={{ position: 'fixed', ...corner }}>
          <Story />
        </div>
      ),
    ],
    parameters: visualParameters({ viewport: true, modes: ['desktop', 'mobile'] }),
    play: async () => {
      await userEvent.tab();
      const box = (await tooltip()).getBoundingClientRect();
      await waitFor(() => {
        const r = document.querySelector('[role="tooltip"]')!.getBoundingClientRect();
        expect(r.left).toBeGreaterThanOrEqual(19.5);
        expect(r.top).toBeGreaterThanOrEqual(-0.5);
        expect(window.innerWidth - r.right).toBeGreaterThanOrEqual(19.5);
        expect(window.innerHeight - r.bottom).toBeGreaterThanOrEqual(-0.5);
      });
      await expect(box.width).toBeGreaterThan(0);
    },
  };
}

export const TopLeftCorner = cornerStory({ top: 4, left: 4 });
export const TopRightCorner = cornerStory({ top: 4, right: 4 });
export const BottomLeftCorner = cornerStory({ bottom: 4, left: 4 });
export const BottomRightCorner = cornerStory({ bottom: 4, right: 4 });

/** The APG tooltip contract: focus shows it, Escape hides it, blur hides it. */
export const KeyboardContract: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expectTooltipContract(within(canvasElement).getByRole('button', { name: 'Shipping' }));
  },
};
