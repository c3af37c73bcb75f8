import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../../src/primitives/buttons/IconButton';
import { expectButtonContract } from '../../a11y-tests/keyboard';

const cross = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'Primitives/Icon Button',
  component: IconButton,
  args: { label: 'Close', children: cross, onClick: fn() },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 12, display: 'flex', gap: 12, background: 'var(--color-surface)', color: 'var(--color-on-surface)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 44 × 44 px, transparent, in the text's colour; named by its label. */
export const Default: Story = {};

/** Round, on the section's background (a close button at a panel's corner). */
export const RoundOnSurface: Story = { args: { round: true, surface: true } };

/** A toggle: aria-pressed="true" fills it. */
export const Pressed: Story = { args: { label: 'Mute', 'aria-pressed': true } };

/** Dimmed and not pressable. */
export const Disabled: Story = { args: { disabled: true } };

/** Reached with Tab it shows the focus ring; Enter and Space each press it once (APG button). */
export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const onClick = args.onClick as ReturnType<typeof fn>;
    await expectButtonContract(button, () => onClick.mock.calls.length);
  },
};

/** The ring drawn inside, where an outer ring would be clipped. */
export const InsetFocusVisible: Story = {
  args: { round: true, surface: true, insetFocus: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** Busy while its own call runs: a turning ring in place of the icon; focused, aria-disabled, pressing does nothing. */
export const Busy: Story = {
  args: { busy: true, label: 'Copy link' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy link' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};
