import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TableBooking } from '../../src/blocks/tableBooking/TableBooking';
import { PREVIEW_NOTICE } from '../../src/blocks/tableBooking/tableBooking.rules';
import { visualParameters } from '../../.storybook/visual';
import { StoryBookingWidget } from './tableBookingStoryWidget';

const meta = {
  title: 'Blocks/Table Booking',
  component: TableBooking,
  tags: ['autodocs', 'content-blocks'],
  args: { loggedIn: false, renderWidget: (layout) => <StoryBookingWidget layout={layout} /> },
  argTypes: {
    loggedIn: { control: 'boolean', description: 'A logged-in account: the preview-only notice, and the block unusable' },
    label: { control: 'text', description: 'The block’s accessible name (default “Table reservations”)' },
    renderWidget: {
      control: false,
      description:
        'Mounts the provider’s widget, given its layout; stories show a picture of one that books nothing (a page without a widget address keeps its server markup)',
    },
  },
} satisfies Meta<typeof TableBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-widget-theme]')!;

/** A visitor, the block over 850 px wide: the widget’s wide theme, fields in a row. */
export const VisitorWide: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(frameOf(canvasElement)).toHaveAttribute('data-widget-theme', 'wide');
    await expect(frameOf(canvasElement)).not.toHaveAttribute('data-column-layout');
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};

/** A visitor, the block 750 px wide or less: the reservation fields in a column. */
export const VisitorNarrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(frameOf(canvasElement)).toHaveAttribute('data-widget-theme', 'standard');
    await expect(frameOf(canvasElement)).toHaveAttribute('data-column-layout');
  },
};

/** A logged-in account: the preview-only notice (our words), and the widget inert — nothing in it takes focus. */
export const LoggedInPreviewNotice: Story = {
  args: { loggedIn: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent(PREVIEW_NOTICE.body);
    await expect(within(canvasElement).getByRole('region', { name: 'Table reservations' })).toHaveAccessibleDescription(
      expect.stringContaining(PREVIEW_NOTICE.body),
    );
    await expect(frameOf(canvasElement)).toHaveAttribute('inert');
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};
