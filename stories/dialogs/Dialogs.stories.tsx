import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DialogHost, useDialogs, type DialogRequest } from '../../src/dialogs/DialogHost';
import { Button } from '../../src/primitives/buttons/Button';
import { DialogView } from '../../src/primitives/dialog/DialogView';
import { expectDialogContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';

type Kind = 'confirm' | 'alert' | 'inform';

interface DemoProps {
  /** Which dialog the button opens. */
  kind: Kind;
  /** What it asks or says. */
  request: DialogRequest;
  /** Also offer a second dialog from inside the first (stacking). */
  stacked?: boolean;
}

const OPENER: Record<Kind, string> = { confirm: 'Delete gallery', alert: 'Publish', inform: 'Save draft' };

/** A page with a button that opens a dialog and a line saying how the last one ended. */
function DialogDemo({ kind, request, stacked = false }: DemoProps) {
  const dialogs = useDialogs();
  const [answer, setAnswer] = useState<string | null>(null);
  const open = async () => {
    const message = stacked ? (
      <>
        <p>{request.message}</p>
        <div style={{ marginTop: 12 }}>
          <Button $variant="outline" onClick={() => void dialogs.alert({ title: 'Why confirm?', message: 'Deleted galleries cannot be restored.' })}>
            Why?
          </Button>
        </div>
      </>
    ) : (
      request.message
    );
    setAnswer(await dialogs[kind]({ ...request, message }));
  };
  return (
    <div>
      <Button $variant="outline" onClick={() => void open()}>
        {OPENER[kind]}
      </Button>
      <p aria-live="polite">{answer ? `Last answer: ${answer}` : 'No answer yet'}</p>
    </div>
  );
}

const confirmDelete: DialogRequest = {
  title: 'Delete this gallery?',
  message: 'Its 24 images will be removed from the page.',
  confirmLabel: 'Delete',
  rejectLabel: 'Keep',
};

const meta = {
  title: 'Dialogs/Dialogs',
  component: DialogDemo,
  // the host draws each dialog with the primitive DialogView (also the login dialog's and the error overlay's)
  subcomponents: { DialogHost, DialogView },
  args: { kind: 'confirm', request: confirmDelete },
  argTypes: {
    kind: { control: 'inline-radio', options: ['confirm', 'alert', 'inform'] },
    request: { control: 'object', description: 'Title, message, button labels, escapeCancels, hideAfterTime' },
  },
  decorators: [
    (Story) => (
      <DialogHost>
        <Story />
      </DialogHost>
    ),
  ],
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

async function openFrom(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  let dialog: HTMLElement | null = null;
  await waitFor(() => expect((dialog = document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]'))).not.toBeNull());
  return dialog!;
}

const answer = (canvasElement: HTMLElement) => within(canvasElement).getByText(/answer/);

/** A confirmation: the first button (Keep) has focus. */
export const ConfirmationOpen: Story = {
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openFrom(canvasElement, 'Delete gallery');
    await expect(dialog).toHaveAttribute('role', 'alertdialog');
    await expect(dialog).toHaveAccessibleName('Delete this gallery?');
    await expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus();
  },
};

export const AlertOpen: Story = {
  args: { kind: 'alert', request: { title: 'Site published', message: 'Visitors now see the latest version.' } },
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openFrom(canvasElement, 'Publish');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

/** An information dialog held open (hideAfterTime null) to show it. */
export const InformationOpen: Story = {
  args: { kind: 'inform', request: { title: 'Draft saved', message: 'Your changes are kept in this browser.', hideAfterTime: null } },
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openFrom(canvasElement, 'Save draft');
    await expect(dialog).toHaveAttribute('role', 'dialog');
  },
};

/** The information dialog hides itself after 2000 ms. */
export const InformationHidesItself: Story = {
  args: { kind: 'inform', request: { title: 'Draft saved' } },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await openFrom(canvasElement, 'Save draft');
    await waitFor(() => expect(answer(canvasElement)).toHaveTextContent('Last answer: timeout'), { timeout: 4000 });
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Confirm hides it, and focus goes back to the button that opened it. */
export const Confirmed: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    const dialog = await openFrom(canvasElement, 'Delete gallery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(answer(canvasElement)).toHaveTextContent('Last answer: confirm'));
    await expect(within(canvasElement).getByRole('button', { name: 'Delete gallery' })).toHaveFocus();
  },
};

export const Rejected: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    const dialog = await openFrom(canvasElement, 'Delete gallery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(answer(canvasElement)).toHaveTextContent('Last answer: reject'));
  },
};

/** A click on the overlay cancels. */
export const CancelledByOverlay: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    const dialog = await openFrom(canvasElement, 'Delete gallery');
    await userEvent.click(dialog.previousElementSibling!);
    await waitFor(() => expect(answer(canvasElement)).toHaveTextContent('Last answer: cancel'));
  },
};

export const CancelledByEscape: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await openFrom(canvasElement, 'Delete gallery');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(answer(canvasElement)).toHaveTextContent('Last answer: cancel'));
  },
};

/** escapeCancels off: Escape leaves it open; the visitor must choose. */
export const EscapeDisabled: Story = {
  args: { request: { ...confirmDelete, escapeCancels: false } },
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openFrom(canvasElement, 'Delete gallery');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(answer(canvasElement)).toHaveTextContent('No answer yet');
  },
};

/** A dialog opened from another sits above it; closing it leaves the first open and focused. */
export const Stacked: Story = {
  args: { stacked: true },
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const first = await openFrom(canvasElement, 'Delete gallery');
    await userEvent.click(within(first).getByRole('button', { name: 'Why?' }));
    const second = await page().findByRole('alertdialog', { name: 'Why confirm?' });
    await expect(Number(second.style.zIndex)).toBeGreaterThan(Number(first.style.zIndex));
    await expect(within(second).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

export const StackedSecondClosed: Story = {
  args: { stacked: true },
  parameters: visualParameters({ viewport: true }),
  play: async ({ canvasElement }) => {
    const first = await openFrom(canvasElement, 'Delete gallery');
    const why = within(first).getByRole('button', { name: 'Why?' });
    await userEvent.click(why);
    await page().findByRole('alertdialog', { name: 'Why confirm?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('alertdialog', { name: 'Why confirm?' })).toBeNull());
    // the first is still open and has focus back on what opened the second
    await expect(first).toBeVisible();
    await expect(why).toHaveFocus();
    await expect(answer(canvasElement)).toHaveTextContent('No answer yet');
  },
};

/** The APG modal dialog contract: focus in, Tab held inside, Escape closes, focus back on the opener. */
export const KeyboardContract: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expectDialogContract(within(canvasElement).getByRole('button', { name: 'Delete gallery' }));
  },
};
