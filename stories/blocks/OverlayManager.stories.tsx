import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OverlayManager } from '../../src/blocks/overlayManager/OverlayManager';
import { announcementBarEntry, cookieBannerEntry, popupOverlayEntry } from '../../src/blocks/overlayManager/overlayManager.rules';
import { PageType, PopupOverlayStyle } from '../../src/platform';
import { visualParameters } from '../../.storybook/visual';
import { FROZEN_TIME_MS } from '../../.storybook/storyClock.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = FROZEN_TIME_MS;
const settings = { version: 2, showUntilSignup: true, displayFrequencyDays: 7 };
const suppression = { mobileEnabled: true, isMobile: false, style: PopupOverlayStyle.SHOW, pageType: PageType.PAGE, query: new URLSearchParams() };

const firstVisit = [
  popupOverlayEntry({ settings, suppression, stored: null, now: NOW }),
  cookieBannerEntry({ enabled: true, consent: null, screenshotMode: false }),
  announcementBarEntry({ dismissed: false }),
];

const returning = [
  popupOverlayEntry({ settings, suppression, stored: { version: 2, submitted: false, 'date-closed': NOW - 2 * DAY }, now: NOW }),
  cookieBannerEntry({ enabled: true, consent: 'true', screenshotMode: false }),
  announcementBarEntry({ dismissed: true }),
];

/** A page in a frame that holds the manager's fixed position, so it lands inside the capture. */
function PageFrame({ children }: { children?: ReactNode }) {
  return (
    <div style={{ position: 'relative', height: 640, overflow: 'hidden', transform: 'translateZ(0)', border: '1px solid var(--color-border)' }}>
      <div style={{ padding: '24px' }}>
        <h1 style={{ margin: '0 0 8px', fontSize: 24 }}>Harbour Coffee Roasters</h1>
        <p style={{ margin: 0, maxWidth: 420 }}>The owner is signed in and looking at the published page.</p>
      </div>
      {children}
    </div>
  );
}

const meta = {
  title: 'Blocks/Overlay Manager',
  component: OverlayManager,
  tags: ['autodocs', 'page-chrome'],
  args: { entries: firstVisit, onAction: fn(), defaultOpen: false, onOpenChange: fn() },
  argTypes: {
    entries: { control: 'object', description: 'The page’s overlays for this browser: { id, name, showing, status, action }, from overlayManager.rules' },
    onAction: { description: 'Called with the overlay’s id when the owner presses its action (Show again, Ask again)' },
    defaultOpen: { control: 'boolean', description: 'Starts with the panel open' },
    onOpenChange: { description: 'Called with true or false when the panel opens or closes' },
  },
  render: (args) => (
    <PageFrame>
      <OverlayManager {...args} />
    </PageFrame>
  ),
} satisfies Meta<typeof OverlayManager>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /^Overlays/ });

/** Closed: one button, named with how many overlays the page has and how many show. */
export const Closed: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement)).toHaveAccessibleName('Overlays (3): 3 overlays on this page, 3 showing');
    await expect(toggle(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A first visit: every overlay shows, nothing to forget. */
export const FirstVisit: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(toggle(canvasElement));
    const panel = within(canvasElement).getByRole('region', { name: 'Overlays on this page' });
    await expect(within(panel).getAllByText('Showing')).toHaveLength(3);
    await expect(within(panel).queryByRole('button')).toBeNull();
  },
};

/** A returning browser: the popup closed two days ago, cookies accepted, the bar dismissed; each can be shown again. */
export const Returning: Story = {
  args: { entries: returning },
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(toggle(canvasElement));
    const panel = within(canvasElement).getByRole('region', { name: 'Overlays on this page' });
    await expect(panel).toHaveTextContent('Closed on this browser: shows again on Jan 20, 2026.');
    await expect(panel).toHaveTextContent('Answered on this browser: cookies accepted.');
    const ask = within(panel).getByRole('button', { name: 'Ask again' });
    await expect(ask).toHaveAccessibleDescription('Forgets this browser’s answer, and reloads the page.');
    await userEvent.click(ask);
    await expect(args.onAction).toHaveBeenCalledWith('cookieBanner');
  },
};

/** Suppressed: the popup's style is None, so it never shows whatever this browser did. */
export const PopupSuppressed: Story = {
  args: {
    entries: [popupOverlayEntry({ settings, suppression: { ...suppression, style: PopupOverlayStyle.NONE }, stored: null, now: NOW })],
    defaultOpen: true,
  },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveTextContent('Not shown: its style is None.');
    await expect(toggle(canvasElement)).toHaveAccessibleName('Overlays (1): 1 overlay on this page, 0 showing');
  },
};

/** Keyboard: Enter opens, Tab reaches the actions, Escape closes and puts focus back on the button (APG disclosure). */
export const Keyboard: Story = {
  args: { entries: returning },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    const button = toggle(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveAttribute('aria-controls', within(canvasElement).getByRole('region').id);
    await userEvent.tab({ shift: true });
    await expect(document.activeElement).toHaveTextContent('Show again');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).queryByRole('region')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
