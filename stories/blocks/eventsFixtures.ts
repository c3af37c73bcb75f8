/** Example events for the events stories: a café's January, around the instant every story starts at (Jan 15, 2026, 10:00 UTC). */
import { readEvents } from '../../src/blocks/events/events.rules';
import { FROZEN_TIME_MS } from '../../.storybook/storyClock.js';

export const NOW = FROZEN_TIME_MS;

export const EVENTS = readEvents([
  {
    id: 'e1',
    title: 'Latte art for beginners',
    url: '/events/latte-art',
    startDate: '2026-01-08T18:00:00Z',
    endDate: '2026-01-08T20:00:00Z',
    location: 'Harbour Coffee, bar counter',
  },
  { id: 'e2', title: 'Morning cupping', url: '/events/cupping', startDate: '2026-01-15T09:00:00Z', endDate: '2026-01-15T11:00:00Z', location: 'Roastery' },
  { id: 'e3', title: 'Open mic', url: '/events/open-mic', startDate: '2026-01-15T19:00:00Z', endDate: '2026-01-15T22:00:00Z', location: 'Harbour Coffee' },
  {
    id: 'e4',
    title: 'Roastery tour',
    url: '/events/tour',
    startDate: '2026-01-18T11:00:00Z',
    endDate: '2026-01-18T12:00:00Z',
    location: 'Roastery, Dock Street 4',
    excerpt: 'See the roaster at work and taste this week’s lots.',
  },
  { id: 'e5', title: 'Winter market', url: '/events/market', startDate: '2026-01-24T00:00:00Z', allDay: true, location: 'Harbour square' },
  { id: 'e6', title: 'Night baking', url: '/events/baking', startDate: '2026-01-30T21:00:00Z', endDate: '2026-01-31T02:00:00Z' },
]);
