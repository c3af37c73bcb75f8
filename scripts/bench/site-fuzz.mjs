#!/usr/bin/env node
/**
 * Thousands of malformed requests at the dev site (the generator of the fuzz test,
 * site/testing/malformedRequests.mjs), one at a time, each followed by a normal request:
 * prints what they were answered and any server error or moment the site stopped answering.
 *   npm run bench:site-fuzz [-- --runs 5000 --seed 7]
 */
import { fuzzSite } from '../../site/testing/malformedRequests.mjs';
import { startTestSite } from '../../site/testing/siteClient.mjs';

/** @param {string} name @param {number} fallback */
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const runs = option('runs', 5000);
const seed = option('seed', Date.now() % 1_000_000);

/** @type {string[]} */
const errors = [];
const site = await startTestSite({ log: (line) => errors.push(line) });
try {
  const start = performance.now();
  const { sent, statuses, failures } = await fuzzSite(site.url, { runs, seed });
  const seconds = (performance.now() - start) / 1000;
  const told = Object.entries(statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(`${sent} malformed requests (seed ${seed}) in ${seconds.toFixed(1)} s: ${told}`);
  console.log(`server errors or the site not answering afterwards: ${failures.length}; errors logged: ${errors.length}`);
  for (const failure of failures.slice(0, 10)) console.log(JSON.stringify(failure).slice(0, 500));
  for (const line of errors.slice(0, 10)) console.log(line.split('\n')[0]);
  process.exitCode = failures.length + errors.length > 0 ? 1 : 0;
} finally {
  await site.close();
}
