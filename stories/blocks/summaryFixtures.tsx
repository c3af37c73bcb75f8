/**
 * What the summary and social gallery stories share: the server's renderings built from
 * the story images (the markup the dev site answers with, `site/server/widgetMarkup.mjs`),
 * request handlers for GetWidgetRendering (rendered, pending, failing, failing once, and
 * a record of what was sent), and the page services over the browser's fetch, so the real
 * data call makes the call and the handlers answer it.
 */
import { useState, type ReactNode } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { ServicesProvider, type BlockServices } from '../../src/primitives/services';
import { createFormSubmitter } from '../../src/services/forms';
import { memoryCookieJar } from '../../src/services/cookies/cookieJar';
import { createDataCall } from '../../src/services/http/dataCall';
import { WIDGET_RENDERING_URL } from '../../src/services/widgets/widgetRendering';

// ---- the server's renderings ----

export interface StoryItem {
  id: string;
  title: string;
  excerpt: string;
  image: string;
  size: [number, number];
  /** The `datetime`; `dateText` is what the server writes. */
  date: string;
  dateText: string;
}

const img = (name: string) => `/assets/gallery/${name}.jpg`;

/**
 * Journal posts. Every story starts at 2026-01-15 10:00 UTC (`.storybook/storyClock.js`), so
 * the first reads 'less than a minute ago', then '3 days ago', '1 week ago', …
 */
export const JOURNAL_ITEMS: StoryItem[] = [
  {
    id: 'alpine',
    title: 'A morning above the clouds',
    excerpt: 'Notes from a sunrise hike.',
    image: img('alpine-morning'),
    size: [640, 427],
    date: '2026-01-15T09:59:40Z',
    dateText: 'January 15, 2026',
  },
  {
    id: 'harbour',
    title: 'Harbour lights',
    excerpt: 'Boats, ropes and the last ferry.',
    image: img('harbour'),
    size: [480, 600],
    date: '2026-01-12T10:00:00Z',
    dateText: 'January 12, 2026',
  },
  {
    id: 'dunes',
    title: 'Walking the dunes',
    excerpt: 'Sand, wind and very few shadows.',
    image: img('desert-dunes'),
    size: [900, 300],
    date: '2026-01-08',
    dateText: 'January 8, 2026',
  },
  {
    id: 'forest',
    title: 'Under the pines',
    excerpt: 'Moss, needles and a slow afternoon.',
    image: img('forest-path'),
    size: [427, 640],
    date: '2025-12-20',
    dateText: 'December 20, 2025',
  },
  {
    id: 'city',
    title: 'The city after dark',
    excerpt: 'Bridges, lamps and late trains.',
    image: img('city-night'),
    size: [640, 427],
    date: '2025-12-11',
    dateText: 'December 11, 2025',
  },
  {
    id: 'beach',
    title: 'Noon at the shore',
    excerpt: 'Flat water and a high sun.',
    image: img('beach-noon'),
    size: [640, 360],
    date: '2025-11-28',
    dateText: 'November 28, 2025',
  },
];

/** Upcoming events: their dates are still to come, so the server's text stays. */
export const EVENT_ITEMS: StoryItem[] = [
  {
    id: 'market',
    title: 'Night market on the quay',
    excerpt: 'Stalls, lanterns and hot cider.',
    image: img('lake-dusk'),
    size: [640, 427],
    date: '2027-03-14T18:00:00Z',
    dateText: 'Sunday, March 14, 2027 at 6:00 PM',
  },
  {
    id: 'fair',
    title: 'Spring print fair',
    excerpt: 'Prints, cards and the odd poster.',
    image: img('meadow'),
    size: [560, 560],
    date: '2027-04-03T10:00:00Z',
    dateText: 'Saturday, April 3, 2027 at 10:00 AM',
  },
  {
    id: 'walk',
    title: 'Dawn walk to the ridge',
    excerpt: 'Bring a torch and a flask.',
    image: img('alpine-morning'),
    size: [640, 427],
    date: '2027-05-22T05:30:00Z',
    dateText: 'Saturday, May 22, 2027 at 5:30 AM',
  },
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A summary rendering as the platform's server sends it (no lazy loading: the farm waits for every image). */
export function summaryHtml(items: readonly StoryItem[], heading: string | null = 'From the journal'): string {
  const list = items
    .map(
      (item) => `<div class="summary-item" data-item-id="${item.id}">
  <a class="summary-thumbnail-container" href="/journal/${item.id}" tabindex="-1" aria-hidden="true"><img class="summary-thumbnail-image" src="${item.image}" alt="" width="${item.size[0]}" height="${item.size[1]}"></a>
  <div class="summary-content">
    <a class="summary-title-link" href="/journal/${item.id}">${escape(item.title)}</a>
    <div class="summary-metadata"><time class="summary-metadata-item summary-metadata-item--date" datetime="${item.date}">${escape(item.dateText)}</time></div>
    <p class="summary-excerpt">${escape(item.excerpt)}</p>
  </div>
</div>`,
    )
    .join('\n');
  return `<div class="summary-v2-block-rendering">${heading ? `<h3 class="summary-heading">${escape(heading)}</h3>` : ''}<div class="summary-item-list">${list}</div></div>`;
}

export const SOCIAL_POSTS = [
  { image: img('alpine-morning'), alt: 'First light over the ridge' },
  { image: img('harbour'), alt: 'Boats leaving at six' },
  { image: img('meadow'), alt: 'Grass up to the knees' },
  { image: img('city-night'), alt: 'Lights from the bridge' },
  { image: img('forest-path'), alt: 'Moss and pine needles' },
  { image: img('beach-noon'), alt: 'Flat water, high sun' },
  { image: img('desert-dunes'), alt: 'Wind-cut ridges' },
  { image: img('lake-dusk'), alt: 'Still water, last light' },
];

/** The social gallery's rendering: linked square images. */
export function socialGalleryHtml(count = SOCIAL_POSTS.length): string {
  const items = SOCIAL_POSTS.slice(0, count)
    .map(
      (post, i) =>
        `<a class="social-gallery-item" href="https://www.instagram.com/p/story-${i}/" target="_blank" rel="noopener"><img src="${post.image}" alt="${escape(post.alt)}"></a>`,
    )
    .join('');
  return `<div class="sqs-social-gallery"><div class="social-gallery-list">${items}</div></div>`;
}

// ---- request handlers ----

const url = `*${WIDGET_RENDERING_URL}`;

/** What the stories' handler received: the form fields of each call, in order. Reset by `recordCalls` before each story. */
export const receivedCalls: Array<Record<string, string>> = [];

/** A story's `beforeEach`: a fresh record of the calls, and `failures` failing answers before the good ones. */
export function recordCalls({ failures = 0 } = {}) {
  return () => {
    receivedCalls.length = 0;
    failuresLeft = failures;
  };
}
let failuresLeft = 0;

async function remember(request: Request) {
  receivedCalls.push(Object.fromEntries(new URLSearchParams(await request.text())));
}

export const widgetHandlers = {
  /** Answers every call with the HTML. */
  rendered: (html: string) =>
    http.post(url, async ({ request }) => {
      await remember(request);
      return HttpResponse.json({ html });
    }),
  /** Never answers: the block stays loading. */
  pending: http.post(url, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  /** No answer at all (the network failed), every time. */
  networkError: http.post(url, async ({ request }) => {
    await remember(request);
    return HttpResponse.error();
  }),
  /** Fails as many times as the story's `recordCalls({ failures })` says (no answer), then answers with the HTML. */
  failingFirst: (html: string) =>
    http.post(url, async ({ request }) => {
      await remember(request);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return HttpResponse.error();
      }
      return HttpResponse.json({ html });
    }),
  /** Like the platform (and the dev site): a summary of an events collection must send its collectionId. */
  eventsNeedCollectionId: (html: string) =>
    http.post(url, async ({ request }) => {
      await remember(request);
      const sent = receivedCalls[receivedCalls.length - 1];
      if (!sent?.collectionId) return HttpResponse.json({ error: 'A summary of an events collection sends collectionId' }, { status: 400 });
      return HttpResponse.json({ html });
    }),
};

/** The `parameters.msw` of a story. */
export const mswAnswering = (handler: ReturnType<typeof http.post>) => ({ msw: { handlers: { widget: handler } } });

// ---- the page around a block ----

/** The page's services as the runtime builds them, the data call over the browser's fetch (the handlers answer). */
export function WidgetStoryPage({ children }: { children: ReactNode }) {
  const [services] = useState<BlockServices>(() => {
    const fetch: BlockServices['fetch'] = (input, init) => window.fetch(input, init);
    return {
      forms: createFormSubmitter({ fetch }),
      fetch,
      query: '',
      dataCall: createDataCall({ fetch, cookies: memoryCookieJar({ crumb: 'story-crumb' }) }),
    };
  });
  return <ServicesProvider services={services}>{children}</ServicesProvider>;
}
