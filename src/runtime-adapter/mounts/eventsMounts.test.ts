// @vitest-environment happy-dom
/** Events pages: the scanner finds the list or calendar only on an events page; the chunks show the events and give the server list back. */
import { afterEach, describe, expect, it } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { blockJson, mountJob } from '../testing/mountJob.fixture';

const later = new Date(Date.now() + 3 * 86400_000 - 3600_000).toISOString();
const events = [
  { id: 'e1', title: 'Roastery tour', url: '/events/tour', startDate: later },
  { id: 'e2', title: 'Latte art', url: '/events/latte', startDate: '2020-01-08T18:00:00Z' },
];
const page = (view = 'list', json = blockJson(events)) =>
  `<section class="eventlist" id="events" data-events-view="${view}" data-time-zone="UTC" data-events-json="${json}"><ul class="eventlist-server"><li>Roastery tour</li></ul></section>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('events pages', () => {
  it('only an events page has its list scanned', () => {
    document.body.innerHTML = page();
    expect(scanPage(document, { pageKind: 'blogList' }).jobs).toEqual([]);
    expect(scanPage(document).jobs).toEqual([]);
    const [job] = scanPage(document, { pageKind: 'eventsList' }).jobs;
    expect(job).toMatchObject({ kind: 'eventsList', props: { events, timeZone: 'UTC' }, label: 'events list' });
  });

  it('the calendar view when the page asks for it; broken JSON is named and left as rendered', () => {
    document.body.innerHTML = page('calendar');
    expect(scanPage(document, { pageKind: 'eventsList' }).jobs[0]?.kind).toBe('eventsCalendar');
    document.body.innerHTML = page('list', '[oops');
    const scan = scanPage(document, { pageKind: 'eventsList' });
    expect(scan.jobs).toEqual([]);
    expect(scan.messages).toEqual(['The events #events left as rendered: its data-events-json is not valid JSON']);
  });

  it('an empty or unknown data-time-zone shows the dates in UTC with one message; list and calendar still mount', async () => {
    for (const [zone, view] of [
      ['', 'list'],
      ['Nowhere/Atlantis', 'calendar'],
    ] as const) {
      document.body.innerHTML = page(view).replace('data-time-zone="UTC"', `data-time-zone="${zone}"`);
      const scan = scanPage(document, { pageKind: 'eventsList' });
      expect(scan.messages).toEqual([`The events #events: data-time-zone "${zone}" is not a time zone this browser knows; dates are shown in UTC`]);
      expect(scan.jobs[0]?.props).toMatchObject({ timeZone: 'UTC' });
      await mountJob(scan.jobs[0]);
      expect(
        document.querySelector(view === 'list' ? '.runtime-events-list [data-event="e1"]' : '.runtime-events-calendar, [class*="calendar"]'),
      ).not.toBeNull();
    }
  });

  it('the list chunk shows upcoming and past in place of the server list, and gives it back on unmount', async () => {
    document.body.innerHTML = page();
    const unmount = await mountJob(scanPage(document, { pageKind: 'eventsList' }).jobs[0]);
    const view = document.querySelector('.runtime-events-list')!;
    expect(Array.from(view.querySelectorAll('h2')).map((h) => h.textContent)).toEqual(['Upcoming events', 'Past events']);
    expect(view.querySelector('[data-event="e1"] [data-relative]')?.textContent).toBe('in 2 days');
    expect(document.querySelector<HTMLElement>('.eventlist-server')!.hidden).toBe(true);
    unmount();
    expect(document.querySelector('.runtime-events-list')).toBeNull();
    expect(document.querySelector<HTMLElement>('.eventlist-server')!.hidden).toBe(false);
  });

  it('the calendar chunk adds the month grid before the server list where the page sent no box for it; the list stays shown (a month cannot show every event)', async () => {
    document.body.innerHTML = page('calendar');
    const unmount = await mountJob(scanPage(document, { pageKind: 'eventsList' }).jobs[0]);
    const calendar = document.querySelector('.runtime-events-calendar')!;
    expect(calendar.querySelector('[role="grid"]')).not.toBeNull();
    expect(calendar.nextElementSibling).toBe(document.querySelector('.eventlist-server'));
    expect(document.querySelector<HTMLElement>('.eventlist-server')!.hidden).toBe(false);
    unmount();
    expect(document.querySelector('.runtime-events-calendar')).toBeNull();
  });

  it("the calendar chunk renders into the calendar's box the server sent, in place of its stand-in; the list stays shown", async () => {
    document.body.innerHTML = page('calendar').replace(
      '<ul class="eventlist-server">',
      '<div class="eventlist-calendar"><div class="eventlist-calendar-stand-in" data-runtime-placeholder></div></div><ul class="eventlist-server">',
    );
    const unmount = await mountJob(scanPage(document, { pageKind: 'eventsList' }).jobs[0]);
    const box = document.querySelector('.eventlist-calendar')!;
    const calendar = box.querySelector('.runtime-events-calendar')!;
    expect(calendar.querySelector('[role="grid"]')).not.toBeNull();
    expect(box.querySelector<HTMLElement>('.eventlist-calendar-stand-in')!.hidden).toBe(true);
    expect(document.querySelectorAll('.runtime-events-calendar')).toHaveLength(1);
    expect(document.querySelector<HTMLElement>('.eventlist-server')!.hidden).toBe(false);
    unmount();
    expect(document.querySelector('.runtime-events-calendar')).toBeNull();
    expect(box.querySelector<HTMLElement>('.eventlist-calendar-stand-in')!.hidden).toBe(false);
  });

  it('events the reader refuses throw with the event named, and the server list stays', async () => {
    document.body.innerHTML = page('list', blockJson([{ title: 'Open mic', startDate: 'soon' }]));
    await expect(mountJob(scanPage(document, { pageKind: 'eventsList' }).jobs[0])).rejects.toThrow('Events: the start of "Open mic" must be a date');
    expect(document.querySelector<HTMLElement>('.eventlist-server')!.hidden).toBe(false);
  });
});
