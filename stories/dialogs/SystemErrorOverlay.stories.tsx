import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SystemErrorOverlay, type SystemErrorOverlayProps } from '../../src/dialogs/SystemErrorOverlay';
import { visualParameters } from '../../.storybook/visual';

/** The overlay over a page line that says what the visitor chose (Reload Page is caught here, not followed). */
function OverlayDemo(props: SystemErrorOverlayProps) {
  const [choice, setChoice] = useState<string | null>(null);
  return (
    <>
      <p>{choice ?? 'The overlay is open'}</p>
      {choice === null && <SystemErrorOverlay {...props} onReload={() => setChoice('Reload Page pressed')} onClear={() => setChoice('Cleared')} />}
    </>
  );
}

const meta = {
  title: 'Dialogs/System Error Overlay',
  component: SystemErrorOverlay,
  args: { cause: { kind: 'cleaned' }, errorKey: 'E-7F3A-20261122-0941' },
  argTypes: {
    cause: { control: 'object', description: "What went wrong: { kind: 'status', status }, authorizationFail, cleaned, or network (with serverText)" },
    errorKey: { control: 'text' },
  },
  render: (args) => <OverlayDemo {...args} />,
} satisfies Meta<typeof SystemErrorOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open overlay is captured over the whole viewport. */
const open = visualParameters({ viewport: true });

const overlay = () => within(document.body).findByRole('alertdialog', { name: 'Something Went Wrong!' });

/** A "cleaned" reply: the error was logged and reported. */
export const Cleaned: Story = {
  parameters: open,
  play: async () => {
    const dialog = await overlay();
    await expect(within(dialog).getByText(/This exception has been automatically logged and reported/)).toBeVisible();
    await expect(within(dialog).getByText('E-7F3A-20261122-0941')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Clear' })).toHaveFocus();
  },
};

export const NetworkFailure: Story = {
  parameters: open,
  args: { cause: { kind: 'network' } },
  play: async () => expect(within(await overlay()).getByText('Unable to connect to the product. Please try again.')).toBeVisible(),
};

/** A network failure where the server said why: its words instead. */
export const NetworkFailureWithServerText: Story = {
  parameters: open,
  args: { cause: { kind: 'network', serverText: 'Scheduled maintenance until 10:00 UTC.' } },
  play: async () => expect(within(await overlay()).getByText('Scheduled maintenance until 10:00 UTC.')).toBeVisible(),
};

export const Unauthorized: Story = {
  parameters: open,
  args: { cause: { kind: 'status', status: 403 } },
  play: async () => expect(within(await overlay()).getByText('Unauthorized request.')).toBeVisible(),
};

export const InternalServerError: Story = {
  parameters: open,
  args: { cause: { kind: 'status', status: 500 } },
  play: async () => expect(within(await overlay()).getByText('Internal server error. Please try again later.')).toBeVisible(),
};

export const ServiceUnavailable: Story = {
  parameters: open,
  args: { cause: { kind: 'status', status: 503 } },
  play: async () => expect(within(await overlay()).getByText('This service is temporarily unavailable. Please try again later.')).toBeVisible(),
};

export const ReloadPressed: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await overlay()).getByRole('button', { name: 'Reload Page' }));
    await waitFor(() => expect(within(canvasElement).getByText('Reload Page pressed')).toBeVisible());
  },
};

export const Cleared: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await overlay()).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(within(canvasElement).getByText('Cleared')).toBeVisible());
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
