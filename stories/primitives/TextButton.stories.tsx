import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextButton } from '../../src/primitives/buttons/TextButton';
import { expectButtonContract } from '../../a11y-tests/keyboard';

const meta = {
  title: 'Primitives/Text Button',
  component: TextButton,
  args: { children: 'Remove', onClick: fn() },
  argTypes: { $compact: { control: 'boolean' }, $busy: { control: 'boolean' }, disabled: { control: 'boolean' } },
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An underlined action in a row, 44 px high and wide. */
export const Default: Story = {};

/** 24 px (WCAG 2.2's minimum), inside running text. */
export const CompactInText: Story = {
  args: { $compact: true, children: 'Undo' },
  render: (args) => (
    <p style={{ margin: 0 }}>
      Removed from your cart. <TextButton {...args} />
    </p>
  ),
};

/** Not pressable while its action runs: no underline. */
export const Disabled: Story = { args: { disabled: true } };

/** Reached with Tab it shows the focus ring; Enter and Space each press it once (APG button). */
export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const onClick = args.onClick as ReturnType<typeof fn>;
    await expectButtonContract(button, () => onClick.mock.calls.length);
  },
};

/** Busy while its own call runs (the cart's Remove): a turning ring before the label; focused, aria-disabled, pressing does nothing. */
export const Busy: Story = {
  args: { $busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};
