import type { Meta, StoryObj } from '@storybook/react-vite';
import { visualParameters } from '../../.storybook/visual';
import { expect, within } from 'storybook/test';
import { RelativeTime } from '../../src/primitives/time/RelativeTime';
import { FROZEN_TIME_MS } from '../../.storybook/storyClock.js';

/** `seconds` before the instant every story starts at (`.storybook/storyClock.js`). */
const ago = (seconds: number) => FROZEN_TIME_MS - seconds * 1000;

const meta = {
  title: 'Primitives/Relative Time',
  component: RelativeTime,
  args: { date: ago(0.2) },
  argTypes: { style: { control: 'inline-radio', options: ['short', 'sentence'] }, date: { control: 'date' } },
  render: (args) => (
    <p>
      Posted <RelativeTime {...args} />
    </p>
  ),
  // small text-only states: the mobile width adds nothing here
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

const says =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) =>
    expect(within(canvasElement).getByText(text).tagName).toBe('TIME');

export const JustNow: Story = { play: says('just now') };
export const SecondsAgo: Story = { args: { date: ago(25) }, play: says('seconds ago') };
/** The sentence style for the first minute. */
export const LessThanAMinuteAgo: Story = { args: { date: ago(25), style: 'sentence' }, play: says('less than a minute ago') };
export const HoursAgo: Story = { args: { date: ago(3 * 3600 + 20) }, play: says('3 hours ago') };
export const InGerman: Story = { args: { date: ago(2 * 86400), locale: 'de' }, play: says('vor 2 Tagen') };
