import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MobileInfoBar } from '../../src/blocks/mobileInfoBar/MobileInfoBar';
import type { MobileInfoItemInput } from '../../src/blocks/mobileInfoBar/mobileInfoItems.rules';
import { MobileInfoBarStyle } from '../../src/platform';
import { visualParameters } from '../../.storybook/visual';
import { MobileInfoIcon } from '../../src/blocks/mobileInfoBar/MobileInfoIcon';

/**
 * A page in a frame that is the containing block of the bar's fixed position (a transform
 * does that), so the bar sits on the frame's bottom edge, inside the capture.
 */
function PageFrame({ children }: { children?: ReactNode }) {
  return (
    <div
      data-page-frame=""
      style={{ position: 'relative', height: 420, overflow: 'auto', transform: 'translateZ(0)', border: '1px solid var(--color-border)' }}
    >
      <div style={{ padding: '16px 20px' }}>
        <h1 style={{ margin: '0 0 8px', fontSize: 24 }}>Harbour Coffee Roasters</h1>
        <p style={{ margin: 0 }}>Small-batch beans roasted every Tuesday by the harbour. Call in for a cup on the quay.</p>
        <p style={{ margin: '8px 0 0', fontSize: 14 }}>The contact bar shows on screens up to 1024 px wide.</p>
      </div>
      {children}
    </div>
  );
}

const ITEMS: MobileInfoItemInput[] = [
  { kind: 'phone', value: '+44 117 496 0000' },
  { kind: 'email', value: 'hello@harbour.coffee' },
  { kind: 'location', value: '4 Quay Street, Bristol' },
  { kind: 'hours', value: 'Mon–Sat 8–4' },
];

const meta = {
  title: 'Blocks/Mobile Info Bar',
  component: MobileInfoBar,
  subcomponents: { MobileInfoIcon },
  tags: ['autodocs', 'page-chrome'],
  args: { barStyle: MobileInfoBarStyle.LIGHT, items: ITEMS },
  argTypes: {
    barStyle: {
      control: 'inline-radio',
      options: [MobileInfoBarStyle.NONE, MobileInfoBarStyle.LIGHT, MobileInfoBarStyle.DARK],
      description: 'MobileInfoBarStyle: none 1, light 2, dark 3',
    },
    items: { control: 'object', description: 'Contact items in order: { kind: phone | email | location | hours, value, href? }' },
    viewportWidthPx: { control: 'number', description: 'The viewport width; absent, the window’s own (shown only up to 1024 px)' },
    label: { control: 'text', description: 'The region’s accessible name (default “Contact information”)' },
  },
  render: (args) => (
    <PageFrame>
      <MobileInfoBar {...args} />
    </PageFrame>
  ),
} satisfies Meta<typeof MobileInfoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('complementary', { name: 'Contact information' });

/** Light, on a phone (390 px): call, email, map and the hours along the bottom. */
export const Light: Story = {
  args: { viewportWidthPx: 390 },
  parameters: visualParameters({ modes: ['mobile'] }),
  play: async ({ canvasElement }) => {
    const region = bar(canvasElement)!;
    await expect(within(region).getByRole('link', { name: 'Call +44 117 496 0000' })).toHaveAttribute('href', 'tel:+441174960000');
    await expect(within(region).getByRole('link', { name: 'Email hello@harbour.coffee' })).toHaveAttribute('href', 'mailto:hello@harbour.coffee');
    const frame = canvasElement.querySelector('[data-page-frame]')!.getBoundingClientRect();
    await expect(Math.round(frame.bottom - 1 - region.getBoundingClientRect().bottom)).toBe(0);
  },
};

export const Dark: Story = {
  args: { barStyle: MobileInfoBarStyle.DARK, viewportWidthPx: 390 },
  parameters: visualParameters({ modes: ['mobile'] }),
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('data-look', 'dark');
  },
};

/** On a screen wider than 1024 px the bar is not shown, whatever its style. */
export const HiddenOnDesktop: Story = {
  args: { viewportWidthPx: 1280 },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toBeNull();
  },
};
