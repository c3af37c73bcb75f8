import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/primitives/buttons/Button';
import { expectButtonContract } from '../../a11y-tests/keyboard';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to cart', $variant: 'primary', onClick: fn() },
  argTypes: {
    $variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline'] },
    $compact: { control: 'boolean' },
    $busy: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 12, display: 'flex', gap: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The accent with its safe inverse as text: a form's submit, the main action. */
export const Primary: Story = {};

/** The section's background and text, outlined in its border colour. */
export const Secondary: Story = { args: { $variant: 'secondary', children: 'Show more' } };

/** Transparent and outlined: a quiet action (a calendar's month arrows). */
export const Outline: Story = { args: { $variant: 'outline', children: 'Next month' } };

/** 36 px high, for an action inside a dense panel. */
export const Compact: Story = { args: { $variant: 'outline', $compact: true, children: 'Show again' } };

/** Dimmed and not pressable. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Reached with Tab it shows the focus ring; Enter and Space each press it once (APG button). */
export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const onClick = args.onClick as ReturnType<typeof fn>;
    await expectButtonContract(button, () => onClick.mock.calls.length);
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

/** The secondary look focused: the ring in the theme's focus colour outside the outline. */
export const SecondaryFocusVisible: Story = {
  args: { $variant: 'secondary', children: 'Show more' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Show more' })).toHaveFocus();
  },
};

/** Busy while its own action runs: a turning ring before the label, not dimmed; a tab stop, aria-disabled, pressing does nothing. */
export const Busy: Story = {
  args: { $busy: true, children: 'Adding…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Adding…' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** Pressed with Enter it turns busy while its call runs, keeps the focus and its ring, and a second press does nothing; the status line says what runs. */
export const PressedTurnsBusy: Story = {
  render: function PressedTurnsBusyStory(args) {
    const [busy, setBusy] = useState(false);
    return (
      <>
        <Button
          {...args}
          $busy={busy}
          onClick={(event) => {
            args.onClick?.(event);
            setBusy(true);
          }}
        >
          {busy ? 'Adding…' : 'Add to cart'}
        </Button>
        <p role="status" style={{ margin: 0, alignSelf: 'center' }}>
          {busy ? 'Adding to your cart' : ''}
        </p>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAccessibleName('Adding…');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Adding to your cart');
  },
};
