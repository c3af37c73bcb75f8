import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FollowButton, type FollowButtonProps } from '../../src/blocks/followButton/FollowButton';
import { createFollowButtonLoader, type FollowWidgetsGlobal } from '../../src/blocks/followButton/followButtonLoader';
import { FOLLOW_BUTTON_TIMEOUT_MS } from '../../src/blocks/followButton/followButton.rules';
import { scriptTagLoader } from '../../src/services/scripts/scriptTag';
import { visualParameters } from '../../.storybook/visual';

/** The stand-in for the provider's script (stories/assets/follow/widgets.js): nothing from outside is reached. */
const STAND_IN_SCRIPT = 'assets/follow/widgets.js';

const pageLoader = createFollowButtonLoader({
  scriptUrl: STAND_IN_SCRIPT,
  loadScript: scriptTagLoader(document),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  getGlobal: () => (window as unknown as { twttr?: FollowWidgetsGlobal }).twttr,
});

/** A clock the story moves by hand: the time-out story reaches 10 s without waiting for them. */
const clock = (() => {
  let now = 0;
  let timers: Array<{ at: number; run: () => void }> = [];
  return {
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    clearTimeout: () => {},
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      due.forEach((timer) => timer.run());
    },
  };
})();

/** A script that never arrives, timed by the hand clock. A new loader per render: each story visit starts from loading. */
function NeverLoading(props: FollowButtonProps) {
  const [loader] = useState(() =>
    createFollowButtonLoader({
      scriptUrl: 'never.js',
      loadScript: () => new Promise(() => {}),
      setTimeout: clock.setTimeout,
      clearTimeout: clock.clearTimeout,
      getGlobal: () => undefined,
    }),
  );
  return <FollowButton {...props} loadWidgets={loader.load} />;
}

const meta = {
  title: 'Blocks/Follow Button',
  component: FollowButton,
  tags: ['autodocs', 'embed-code'],
  args: { href: 'https://x.com/harbourcoffee', handle: 'harbourcoffee', loadWidgets: pageLoader.load, showCount: false, size: 'large', onStateChange: fn() },
  argTypes: {
    href: { control: 'text', description: 'The profile’s address: the plain link’s target' },
    handle: { control: 'text', description: 'The account’s handle, without the @' },
    label: { control: 'text', description: 'The plain link’s text (default “Follow @handle”)' },
    loadWidgets: {
      control: false,
      description: 'The page’s follow-button script: one shared promise per page, rejected after 10 s; absent, the plain link only',
    },
    showCount: { control: 'boolean', description: 'Show the follower count in the provider’s button' },
    size: {
      control: 'inline-radio',
      options: ['large', 'small'],
      description: 'The provider’s button: large (28 px) or small (20 px); the link keeps the same height',
    },
    onStateChange: { description: 'Told of each state (loading, upgraded, fallback), with the error when the script failed or timed out' },
  },
  decorators: [
    (Story) => (
      <p style={{ margin: 0, maxWidth: 480 }}>
        News from the roastery first: <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-follow-button]')?.getAttribute('data-follow-button');

/** The script arrived (the stand-in): the provider’s button in place of the link. */
export const Loaded: Story = {
  args: { showCount: true },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(state(canvasElement)).toBe('upgraded'), { timeout: 5000 });
    await expect(within(canvasElement).getByRole('link', { name: 'Follow @harbourcoffee · 1,204' })).toBeVisible();
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
    await expect(args.onStateChange).toHaveBeenCalledWith('upgraded', undefined);
  },
};

/** While the script loads: the plain link, reachable with Tab. */
export const Loading: Story = {
  args: { loadWidgets: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    await expect(state(canvasElement)).toBe('loading');
    const link = within(canvasElement).getByRole('link', { name: 'Follow @harbourcoffee' });
    await expect(link).toHaveAttribute('href', 'https://x.com/harbourcoffee');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** The script never came: after the spec’s 10 s (on the story’s hand clock) the link stays for good, and the error says why. */
export const TimedOut: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  args: { label: 'Follow us' },
  render: (args) => <NeverLoading {...args} />,
  play: async ({ canvasElement, args }) => {
    await expect(state(canvasElement)).toBe('loading');
    clock.advance(FOLLOW_BUTTON_TIMEOUT_MS - 1);
    await expect(state(canvasElement)).toBe('loading');
    clock.advance(1);
    await waitFor(() => expect(state(canvasElement)).toBe('fallback'));
    await expect(within(canvasElement).getByRole('link', { name: 'Follow us' })).toBeVisible();
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      'fallback',
      expect.objectContaining({ message: 'The follow-button script did not load within 10 s' }),
    );
  },
};
