import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzSite } from '../testing/malformedRequests.mjs';
import { startTestSite } from '../testing/siteClient.mjs';

/** Seeded, so a failure is the same on every run; `npm run bench:site-fuzz` tries thousands and other seeds. */
const SEED = 20261126;
const RUNS = 300;

/** @type {Awaited<ReturnType<typeof startTestSite>>} */
let site;
/** @type {string[]} */
const errors = [];
beforeAll(async () => {
  site = await startTestSite({ log: (line) => errors.push(line) });
});
afterAll(() => site.close());

describe('the dev site survives anything a client sends', () => {
  it(`answers ${RUNS} malformed requests (targets, methods, headers, bodies) without a server error, and a normal request after each`, async () => {
    const { sent, statuses, failures } = await fuzzSite(site.url, { runs: RUNS, seed: SEED });
    expect(sent).toBe(RUNS);
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    // The set reaches the routes, not only the HTTP parser's refusals.
    expect((statuses['200'] ?? 0) + (statuses['403'] ?? 0) + (statuses['404'] ?? 0) + (statuses['413'] ?? 0)).toBeGreaterThan(20);
  }, 240_000);
});
