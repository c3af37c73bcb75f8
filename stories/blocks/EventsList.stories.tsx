import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventsList, EVENTS_LIST_WORDS } from '../../src/blocks/events/EventsList';
import { visualParameters } from '../../.storybook/visual';
import { EVENTS, NOW } from './eventsFixtures';

const meta = {
  title: 'Blocks/Events List',
  component: EventsList,
  tags: ['autodocs', 'collection-pages'],
  args: { events: EVENTS, now: NOW, locale: 'en-US', timeZone: 'UTC', showPast: true },
  argTypes: {
    events: { control: 'object', description: 'The events (readEvents): id, title, url, start, end, location, excerpt, allDay' },
    now: { control: 'date', description: 'Now: splits upcoming from past, words the relative times' },
    locale: { control: 'text', description: 'Language of the dates and relative times' },
    timeZone: { control: 'text', description: 'The site’s time zone (IANA); the browser’s when absent' },
    showPast: { control: 'boolean', description: 'List past events under the upcoming ones' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming soonest first (one still running this morning), then past; each says how far off it is. */
export const UpcomingAndPast: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    const lists = within(canvasElement).getAllByRole('list');
    await expect(
      within(lists[0]!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Morning cupping', 'Open mic', 'Roastery tour', 'Winter market', 'Night baking']);
    await expect(
      within(lists[1]!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Latte art for beginners']);
    await expect(canvasElement.querySelector('[data-event="e2"] [data-relative]')).toHaveTextContent('happening now');
    const tour = canvasElement.querySelector('[data-event="e4"] [data-relative]');
    await expect(tour).toHaveTextContent('in 3 days');
    await expect(canvasElement.querySelector('[data-event="e1"] [data-relative]')).toHaveTextContent('6 days ago');
  },
};

/** Upcoming only. */
export const UpcomingOnly: Story = {
  args: { showPast: false },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: EVENTS_LIST_WORDS.past })).toBeNull();
  },
};

/** Nothing ahead: the list says so. */
export const NoUpcoming: Story = {
  args: { events: EVENTS.slice(0, 1) },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(EVENTS_LIST_WORDS.none)).toBeVisible();
  },
};
