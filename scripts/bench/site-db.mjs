#!/usr/bin/env node
/**
 * The dev site's database under load: how long one accepted write takes (stored and on disk)
 * with 1 MB and with 60 MB already stored, and how long 1000 concurrent form submissions take over HTTP with
 * 60 MB stored (database on disk, in a temporary folder).
 *   npm run bench:site-db [-- --writes 50 --submissions 1000 --sizes 1,60]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../site/db/database.mjs';
import { NEWSLETTER_FORM_ID, startTestSite } from '../../site/testing/siteClient.mjs';

/** @param {string} name @param {number} fallback */
/** @param {string} name @param {string | number} fallback */
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? String(process.argv[at + 1]) : String(fallback);
};
const WRITES = Number(option('writes', 50));
const SUBMISSIONS = Number(option('submissions', 1000));
const SIZES_MB = option('sizes', '1,60').split(',').map(Number);
const MB = 1024 * 1024;

/** One event of about `bytes` bytes, as a crumb-free tracking call could send it. @param {number} bytes */
const bigEvent = (bytes) => ({ source: 'v1', event: 'filler', data_json: { text: 'x'.repeat(bytes) } });

/** Fills `file` with about `mb` MB of stored rows, in 1 MB rows. @param {string} file @param {number} mb */
async function fill(file, mb) {
  const db = await openDatabase({ file });
  db.insertMany(
    'events',
    Array.from({ length: mb }, () => bigEvent(MB - 200)),
  );
  db.close();
}

/** @param {number[]} ms */
const summary = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(2)} ms (${ms.length} writes)`;
};

const dir = mkdtempSync(join(tmpdir(), 'bench-site-db-'));
try {
  for (const mb of SIZES_MB) {
    const file = join(dir, `writes-${mb}.sqlite`);
    await fill(file, mb);
    const db = await openDatabase({ file });
    const times = [];
    for (let i = 0; i < WRITES; i += 1) {
      const start = performance.now();
      db.insert('form_submissions', { form_id: NEWSLETTER_FORM_ID, page_path: '/contact', form_json: { 'email-n1': `bench${i}@example.com` } });
      await db.durable(); // acknowledged: on disk
      times.push(performance.now() - start);
    }
    db.close();
    console.log(`one write with ${mb} MB stored: ${summary(times)}`);
  }

  const mb = Math.max(...SIZES_MB);
  if (SUBMISSIONS <= 0) process.exit(0);
  const file = join(dir, 'submissions.sqlite');
  await fill(file, mb);
  const site = await startTestSite({ memory: false, databaseFile: file, rateLimit: { max: Number.MAX_SAFE_INTEGER } });
  try {
    const client = site.client();
    await client.page('/contact');
    const start = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: SUBMISSIONS }, (_, i) =>
        client.submit(NEWSLETTER_FORM_ID, { 'email-n1': `visitor${i}@example.com` }).then(
          (r) => String(r.status),
          (/** @type {Error & { cause?: { code?: string } }} */ error) => error.cause?.code ?? error.message,
        ),
      ),
    );
    const seconds = (performance.now() - start) / 1000;
    /** @type {Record<string, number>} */
    const outcomes = {};
    for (const status of statuses) outcomes[status] = (outcomes[status] ?? 0) + 1;
    const told = Object.entries(outcomes)
      .map(([outcome, n]) => `${outcome}: ${n}`)
      .join(', ');
    console.log(`${SUBMISSIONS} concurrent submissions with ${mb} MB stored: ${seconds.toFixed(2)} s (${told})`);
  } finally {
    await site.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
