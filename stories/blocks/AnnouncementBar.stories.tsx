import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AnnouncementBar, type AnnouncementBarProps } from '../../src/blocks/announcementBar/AnnouncementBar';
import { visualParameters } from '../../.storybook/visual';
import { DismissButton } from '../../src/primitives/dismiss/DismissButton';

/** The bar at the top of a page, in its flow, with a line saying whether it was dismissed. */
function BarOnPage({ onDismiss, ...props }: AnnouncementBarProps) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <div style={{ margin: -16, border: '1px solid var(--color-border)' }}>
      <AnnouncementBar
        {...props}
        onDismiss={() => {
          setDismissed(true);
          onDismiss?.();
        }}
      />
      <div style={{ padding: '16px 24px' }} data-page-content="">
        <h1 style={{ margin: '0 0 8px', fontSize: 24 }}>Harbour Coffee Roasters</h1>
        <p style={{ margin: '0 0 8px', maxWidth: 560 }}>Small-batch beans roasted every Tuesday by the harbour.</p>
        <p style={{ margin: 0 }} aria-live="polite" data-dismissed="">
          {dismissed ? 'Announcement dismissed' : 'Announcement showing'}
        </p>
      </div>
    </div>
  );
}

const meta = {
  title: 'Blocks/Announcement Bar',
  component: AnnouncementBar,
  subcomponents: { DismissButton },
  tags: ['autodocs', 'page-chrome'],
  args: { text: 'Free delivery on orders over £40 until Sunday.', dismissible: true, onDismiss: fn() },
  argTypes: {
    text: { control: 'text', description: 'The announcement; whitespace runs collapse' },
    link: {
      control: 'object',
      description: '{ href, label?, newWindow? }: kept only when the platform link rules accept it; without a label the whole text is the link',
    },
    dismissible: { control: 'boolean', description: 'Show the dismiss button (default true)' },
    onDismiss: { description: 'Called when the visitor dismisses it; the caller may remember that' },
    label: { control: 'text', description: 'The region’s accessible name (default “Announcement”)' },
    dismissLabel: { control: 'text', description: 'The dismiss button’s accessible name (default “Dismiss announcement”)' },
  },
  render: (args) => <BarOnPage {...args} />,
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('region', { name: 'Announcement' });

/** Text only, across the top; the page starts below it (the bar holds its height in the flow). */
export const Default: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    const bar = region(canvasElement)!;
    await expect(bar).toHaveTextContent('Free delivery on orders over £40 until Sunday.');
    const box = bar.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    const content = canvasElement.querySelector('[data-page-content]')!.getBoundingClientRect();
    await expect(Math.round(content.top)).toBe(Math.round(box.bottom));
  },
};

/** The text, then a link to the offer. */
export const WithLink: Story = {
  args: { text: 'The spring single origins are in.', link: { href: '/shop/spring', label: 'Shop the spring beans' } },
  parameters: visualParameters({ modes: ['desktop', 'mobile'] }),
  play: async ({ canvasElement }) => {
    await expect(within(region(canvasElement)!).getByRole('link', { name: 'Shop the spring beans' })).toHaveAttribute('href', '/shop/spring');
  },
};

/** Dismissed: the bar is gone and the page starts at the top. */
export const Dismissed: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(region(canvasElement)!).getByRole('button', { name: 'Dismiss announcement' }));
    await waitFor(() => expect(region(canvasElement)).toBeNull());
    await expect(within(canvasElement).getByText('Announcement dismissed')).toBeVisible();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
