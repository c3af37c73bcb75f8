import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareButtons } from '../../src/blocks/shareButtons/ShareButtons';
import { SHARE_SERVICES } from '../../src/blocks/shareButtons/shareButtons.rules';
import { ShareIcon } from '../../src/blocks/shareButtons/shareIcons';

const meta = {
  title: 'Blocks/Share Buttons',
  component: ShareButtons,
  subcomponents: { ShareIcon },
  tags: ['autodocs', 'content-blocks'],
  args: {
    url: 'https://harbourcoffee.example/blog/new-roast',
    title: 'Our new roast & a tasting',
    copyText: fn(() => Promise.resolve()),
    resetAfterMs: null,
  },
  argTypes: {
    url: { control: 'text', description: 'The page’s absolute http(s) address' },
    title: { control: 'text', description: 'The page’s title, sent where the service takes one' },
    services: { control: 'check', options: SHARE_SERVICES, description: 'Which services, in order' },
    copyText: { description: 'Puts text on the clipboard (the runtime passes navigator.clipboard.writeText); none: no copy button' },
    iconsOnly: { control: 'boolean', description: 'Icons only; the names stay the accessible names' },
    resetAfterMs: { control: 'number', description: 'How long “Link copied” stays (ms); null keeps it' },
    label: { control: 'text', description: 'The list’s accessible name (default “Share this page”)' },
  },
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every service by name, and the copy-link button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facebook = canvas.getByRole('link', { name: 'Share on Facebook (opens in a new window)' });
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(facebook.getAttribute('href')).toContain('u=https%3A%2F%2Fharbourcoffee.example%2Fblog%2Fnew-roast');
    await expect(canvas.getByRole('link', { name: 'Share by email' })).not.toHaveAttribute('target');
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

/** Copy link pressed: the address is on the clipboard and “Link copied” is announced. */
export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Link copied'));
    await expect(args.copyText).toHaveBeenCalledWith('https://harbourcoffee.example/blog/new-roast');
  },
};

/** Icons only: each control still has its name. */
export const IconsOnly: Story = {
  args: { iconsOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Share on X (opens in a new window)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};
