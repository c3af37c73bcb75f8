import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { visualParameters } from '../../.storybook/visual';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShowHide, type ShowHideAnimation } from '../../src/primitives/motion/ShowHide';

/** A toggle and the content it shows and hides. */
function ShowHideDemo({ animation, initiallyShown }: { animation: ShowHideAnimation; initiallyShown: boolean }) {
  const [show, setShow] = useState(initiallyShown);
  return (
    <div style={{ maxWidth: 360 }}>
      <button type="button" aria-expanded={show} onClick={() => setShow(!show)} style={{ font: 'inherit', minHeight: 44, padding: '0 16px' }}>
        Delivery details
      </button>
      <ShowHide show={show} animation={animation}>
        <p style={{ padding: 12, margin: '8px 0 0', border: '1px solid var(--color-border)', borderRadius: 4 }}>
          Orders placed before 14:00 leave the same day. Tracking arrives by email.
        </p>
      </ShowHide>
      <p style={{ margin: '8px 0 0' }}>Text after the panel.</p>
    </div>
  );
}

const meta = {
  title: 'Primitives/Show and hide',
  component: ShowHideDemo,
  args: { animation: 'fade', initiallyShown: true },
  argTypes: { animation: { control: 'inline-radio', options: ['fade', 'scale', 'expand'] } },
  // small text-only states: the mobile width adds nothing here
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
} satisfies Meta<typeof ShowHideDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(canvasElement).queryByText(/Orders placed before 14:00/);

export const FadeShown: Story = {};
export const ScaleShown: Story = { args: { animation: 'scale' } };
export const ExpandShown: Story = { args: { animation: 'expand' } };

/** Hidden content is removed once its 0.3 s animation ends: not read out, not focusable. */
export const Hidden: Story = {
  args: { animation: 'expand' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delivery details' }));
    await waitFor(() => expect(panel(canvasElement)).toBeNull(), { timeout: 2000 });
  },
};

/** Shown again from hidden. */
export const ShownAgain: Story = {
  args: { animation: 'scale', initiallyShown: false },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement)).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delivery details' }));
    await waitFor(() => expect(panel(canvasElement)).toBeVisible());
  },
};
