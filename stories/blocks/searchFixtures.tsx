/**
 * What the search stories share: the page's services over the browser's fetch (answered by
 * the stories' request handlers) with the data-call wrapper, a visible note of where the page
 * would go, and the search call's handlers answering from a small catalogue with real matching.
 */
import { useState, type ReactNode } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { ServicesProvider, type BlockServices } from '../../src/primitives/services';
import { createFormSubmitter } from '../../src/services/forms';
import { createDataCall } from '../../src/services/http/dataCall';
import { memoryCookieJar } from '../../src/services/cookies/cookieJar';
import { SEARCH_ENDPOINT } from '../../src/blocks/search/search.rules';

/** What the search call can find in the stories: a few pages, products and journal posts. */
const CATALOGUE = [
  {
    id: 'page-visit',
    title: 'Visit us',
    excerpt: 'Opening hours, the café menu and how to find the harbour roastery.',
    url: '/visit',
    type: 'Page',
    image: { url: '/assets/gallery/harbour.jpg', width: 480, height: 600 },
  },
  {
    id: 'prod-sale',
    title: 'Harbour, framed',
    excerpt: 'A framed print of the harbour at noon, on sale.',
    url: '/store/harbour-framed',
    type: 'Product',
    image: { url: '/assets/gallery/beach-noon.jpg', width: 640, height: 360 },
  },
  {
    id: 'item-harbour',
    title: 'Harbour lights',
    excerpt: 'Boats, ropes and the last ferry.',
    url: '/journal/harbour',
    type: 'Journal',
    image: { url: '/assets/gallery/forest-path.jpg', width: 427, height: 640 },
  },
  {
    id: 'prod-print',
    title: 'Lake at dusk, print',
    excerpt: 'A4 giclée print.',
    url: '/store/lake-dusk',
    type: 'Product',
    image: { url: '/assets/gallery/lake-dusk.jpg', width: 640, height: 427 },
  },
  {
    id: 'item-alpine',
    title: 'A morning above the clouds',
    excerpt: 'Notes from a sunrise hike.',
    url: '/journal/alpine-morning',
    type: 'Journal',
    image: { url: '/assets/gallery/alpine-morning.jpg', width: 640, height: 427 },
  },
  { id: 'page-about', title: 'About', excerpt: 'Who roasts the coffee, and where the harbour photographs come from.', url: '/about', type: 'Page' },
];

/** Every catalogue entry whose title or excerpt holds each word of the query. */
export function catalogueMatches(query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return CATALOGUE.filter((entry) => words.length > 0 && words.every((w) => `${entry.title} ${entry.excerpt}`.toLowerCase().includes(w)));
}

const url = `*${SEARCH_ENDPOINT}`;

function answer(request: Request, pageSize = 10) {
  const params = new URL(request.url).searchParams;
  const found = catalogueMatches(params.get('q') ?? '');
  const page = Number(params.get('page') ?? '1');
  return HttpResponse.json({ items: found.slice((page - 1) * pageSize, page * pageSize), totalCount: found.length, page, pageSize });
}

/** A transport that fails until the story resets it, then answers: a failure the visitor's retry recovers from. */
function failsOnce() {
  let calls = 0;
  return {
    reset: () => void (calls = 0),
    handler: http.get(url, ({ request }) => (calls++ === 0 ? HttpResponse.error() : answer(request))),
  };
}

export const flakySearch = failsOnce();

export const searchHandlers = {
  catalogue: http.get(url, ({ request }) => answer(request)),
  /** The catalogue two results a page, so there are more to load. */
  twoPerPage: http.get(url, ({ request }) => answer(request, 2)),
  /** Never answers: the page stays searching. */
  pending: http.get(url, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  /** No answer at all: the network failed. */
  networkError: http.get(url, () => HttpResponse.error()),
  /** An answer that is not the search reply (a proxy's HTML page). */
  malformed: http.get(url, () => new HttpResponse('<html><body>Bad gateway</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })),
  flaky: flakySearch.handler,
};

/** The `parameters.msw` of a story answering the search call with `handler`. */
export const searchMsw = (handler: (typeof searchHandlers)[keyof typeof searchHandlers]) => ({ msw: { handlers: { search: handler } } });

/**
 * The page around a search view: services as the runtime builds them (the data-call wrapper
 * over the browser's fetch, the page's query string), and a note of where the page would go.
 */
export function SearchStoryPage({ query = '', children }: { query?: string; children: ReactNode }) {
  const [wentTo, setWentTo] = useState<string | null>(null);
  const [services] = useState<BlockServices>(() => {
    const fetchLike: BlockServices['fetch'] = (u, init) => window.fetch(u, init);
    return {
      forms: createFormSubmitter({ fetch: fetchLike }),
      fetch: fetchLike,
      query,
      navigate: setWentTo,
      dataCall: createDataCall({ fetch: fetchLike, cookies: memoryCookieJar() }),
    };
  });
  return (
    <ServicesProvider services={services}>
      {children}
      {wentTo && (
        <p data-went-to="" style={{ margin: '16px 0 0', fontSize: 14 }}>
          The page would now go to <code>{wentTo}</code>
        </p>
      )}
    </ServicesProvider>
  );
}

/** A narrow frame, so the baselines stay small. */
export function SearchStoryFrame({ children, width = 560 }: { children: ReactNode; width?: number }) {
  return <div style={{ maxWidth: width, padding: 16 }}>{children}</div>;
}
