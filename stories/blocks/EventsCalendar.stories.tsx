import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EventsCalendar, NO_EVENTS_ON_DAY } from '../../src/blocks/events/EventsCalendar';
import { visualParameters } from '../../.storybook/visual';
import { EVENTS, NOW } from './eventsFixtures';

const meta = {
  title: 'Blocks/Events Calendar',
  component: EventsCalendar,
  tags: ['autodocs', 'collection-pages'],
  args: { events: EVENTS, now: NOW, locale: 'en-US', timeZone: 'UTC', headingLevel: 2 },
  argTypes: {
    events: { control: 'object', description: 'The events (readEvents): id, title, url, start, end, location, excerpt, allDay' },
    now: { control: 'date', description: 'Now: marks today and opens on its month (the next event’s when its month has none)' },
    initialDay: { control: 'text', description: 'The day selected at first, "YYYY-MM-DD" (default today)' },
    locale: { control: 'text', description: 'Language of the month, weekday and time words' },
    timeZone: { control: 'text', description: 'The site’s time zone (IANA); the browser’s when absent' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], description: 'Heading level of the month title' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventsCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (el: HTMLElement) => within(el).getByRole('grid', { name: 'January 2026' });
const cell = (el: HTMLElement, day: string) => el.querySelector<HTMLElement>(`[data-day="${day}"]`)!;

/** January with today (the 15th) selected: its two events listed under the month. */
export const Month: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toBeVisible();
    await expect(cell(canvasElement, '2026-01-15')).toHaveAttribute('aria-selected', 'true');
    await expect(cell(canvasElement, '2026-01-15')).toHaveAccessibleName(/^Thursday, January 15, 2026, today, 2 events: ?Morning cupping ?Open mic$/);
    const agenda = within(canvasElement).getByRole('heading', { name: 'Thursday, January 15, 2026' }).parentElement!;
    await expect(
      within(agenda)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Morning cupping', 'Open mic']);
  },
};

/** Phone width: each day shows a count, the selected day's events are listed below. */
export const Narrow: Story = {
  parameters: visualParameters({ modes: ['mobile'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Morning cupping' })).toBeVisible();
  },
};

/** Keyboard: arrows move the focused day, Enter selects it (APG grid, date-picker keys). */
export const KeyboardSelect: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    cell(canvasElement, '2026-01-15').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(cell(canvasElement, '2026-01-18')).toHaveFocus());
    await expect(cell(canvasElement, '2026-01-18')).toHaveAttribute('tabindex', '0');
    await expect(cell(canvasElement, '2026-01-15')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('link', { name: 'Roastery tour' })).toBeVisible();
  },
};

/** Page Down turns to February, keeping the day; the month title is announced. */
export const NextMonthByKeyboard: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    cell(canvasElement, '2026-01-15').focus();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(within(canvasElement).getByRole('grid', { name: 'February 2026' })).toBeVisible());
    await waitFor(() => expect(cell(canvasElement, '2026-02-15')).toHaveFocus());
  },
};

/** A day without events says so. */
export const EmptyDay: Story = {
  args: { initialDay: '2026-01-20' },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_EVENTS_ON_DAY)).toBeVisible();
  },
};

/** The next-month button turns the page and selects the same day there. */
export const NextMonthButton: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next month' }));
    await expect(within(canvasElement).getByRole('grid', { name: 'February 2026' })).toBeVisible();
    await expect(cell(canvasElement, '2026-02-15')).toHaveAttribute('aria-selected', 'true');
  },
};
