import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LogoutNotice } from '../../src/blocks/logoutNotice/LogoutNotice';
import { LOGOUT_NOTICE } from '../../src/blocks/logoutNotice/logoutNotice.rules';
import { visualParameters } from '../../.storybook/visual';

/** A page in a frame that holds the notice's fixed position, so it lands inside the capture. */
function PageFrame({ children }: { children?: ReactNode }) {
  return (
    <div style={{ position: 'relative', height: 240, overflow: 'hidden', transform: 'translateZ(0)', border: '1px solid var(--color-border)' }}>
      <div style={{ padding: '88px 24px 16px' }}>
        <h1 style={{ margin: '0 0 8px', fontSize: 24 }}>Harbour Coffee Roasters</h1>
        <p style={{ margin: 0 }}>The page was opened with ?logout=true after signing out.</p>
      </div>
      {children}
    </div>
  );
}

const meta = {
  title: 'Blocks/Logout Notice',
  component: LogoutNotice,
  tags: ['autodocs', 'page-chrome'],
  args: { onDismiss: fn() },
  argTypes: {
    message: { control: 'text', description: 'The notice (default the spec’s text)' },
    onDismiss: { description: 'Called when the visitor dismisses it' },
    dismissLabel: { control: 'text', description: 'The dismiss button’s accessible name (default “Dismiss notice”)' },
  },
  render: (args) => (
    <PageFrame>
      <LogoutNotice {...args} />
    </PageFrame>
  ),
} satisfies Meta<typeof LogoutNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a logout: the spec's words in a polite status at the top of the page. */
export const Shown: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(LOGOUT_NOTICE));
    await expect(status.textContent).toBe('Logout Successful: You have been successfully logged out.');
  },
};

/** Dismissed: the notice is gone; the (empty) live region stays. */
export const Dismissed: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Dismiss notice' }));
    await waitFor(() => expect(within(canvasElement).getByRole('status').textContent).toBe(''));
    await expect(within(canvasElement).queryByRole('button', { name: 'Dismiss notice' })).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
