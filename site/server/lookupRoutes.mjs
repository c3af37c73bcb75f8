/**
 * Read-only look-ups the runtime makes (002 §7): place search for address fields and the
 * session-replay id. Reply shapes are not shown by the spec (dev-site choices): places
 * answer from a small fixed list; the replay id is the spec's 'automated-mock-id', which
 * tells the runtime not to load session replay on the dev site.
 */

/** @typedef {import('./routeTypes.mjs').Route} Route */

export const REPLAY_MOCK_ID = 'automated-mock-id';

const PLACES = [
  {
    placeId: 'dev-place-harbour',
    description: '1 Harbour Road, Portsmouth, UK',
    line1: '1 Harbour Road',
    city: 'Portsmouth',
    state: 'Hampshire',
    zip: 'PO1 3LJ',
    country: 'GB',
  },
  {
    placeId: 'dev-place-main',
    description: '100 Main Street, Springfield, IL, USA',
    line1: '100 Main Street',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'US',
  },
  {
    placeId: 'dev-place-lake',
    description: '7 Lake Shore Drive, Chicago, IL, USA',
    line1: '7 Lake Shore Drive',
    city: 'Chicago',
    state: 'IL',
    zip: '60611',
    country: 'US',
  },
];

/** @type {Route[]} */
export const lookupRoutes = [
  {
    method: 'GET',
    path: '/api/google-maps/places/autocomplete',
    handle(request) {
      const input = (request.query.get('input') ?? request.query.get('query') ?? request.query.get('q') ?? '').trim().toLowerCase();
      const predictions = PLACES.filter((p) => input !== '' && p.description.toLowerCase().includes(input)).map((p) => ({
        placeId: p.placeId,
        description: p.description,
      }));
      return { status: 200, json: { predictions } };
    },
  },
  {
    method: 'GET',
    path: '/api/google-maps/places/details',
    handle(request) {
      const id = request.query.get('placeId') ?? request.query.get('place_id') ?? '';
      const place = PLACES.find((p) => p.placeId === id);
      return place ? { status: 200, json: { result: place } } : { status: 404, json: { error: `No place ${id || '(no placeId given)'}` } };
    },
  },
  {
    method: 'GET',
    path: '/api/commerce/fullstory/getId',
    handle: () => ({ status: 200, json: REPLAY_MOCK_ID }),
  },
];
