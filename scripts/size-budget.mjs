#!/usr/bin/env node
/**
 * Builds each entry of size-budgets.json on its own (minified, shared libraries left
 * out) and checks the gzip size of what it loads up front against the budget; code
 * behind a dynamic import is measured by an entry of its own. An entry with `"build": "runtime"`
 * (the runtime's start-up) is built as pages get it, by vite.runtime.config.ts: the served
 * runtime.js and every chunk it imports statically.
 *   npm run test:size
 *   npm run test:size -- --only=overlayManager     only the entries whose name or entry file contains it
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { formatBytes, judge, readBudgets } from './size/budgets.mjs';

const ROOT = join(import.meta.dirname, '..');
const { shared, entries } = readBudgets(JSON.parse(readFileSync(join(ROOT, 'size-budgets.json'), 'utf8')));
const isShared = (id) => shared.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Gzip bytes of what a page loads up front for `entry`: its chunk and every chunk it
 * imports statically; chunks behind a dynamic import are left out (they have
 * budget entries of their own).
 */
async function measure({ entry, build: kind }) {
  const result =
    kind === 'runtime'
      ? await build({ configFile: join(ROOT, 'vite.runtime.config.ts'), root: ROOT, logLevel: 'silent', build: { write: false } })
      : await build({
          configFile: false,
          root: ROOT,
          logLevel: 'silent',
          build: {
            write: false,
            minify: true,
            lib: { entry: join(ROOT, entry), formats: ['es'], fileName: 'entry' },
            rolldownOptions: { external: isShared },
          },
        });
  const built = Array.isArray(result) ? result[0] : result;
  if (!built || !('output' in built)) throw new Error(`building ${entry} gave no output (write: false builds once, never watches)`);
  const chunks = built.output.filter((o) => o.type === 'chunk');
  const entryChunk = chunks.find((c) => c.isEntry);
  if (kind === 'runtime' && !entryChunk?.facadeModuleId?.endsWith(entry)) throw new Error(`the runtime build's entry is not ${entry}`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set();
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  visit(entryChunk);
  let gzip = 0;
  for (const name of seen) gzip += gzipSync(byName.get(name)?.code ?? '', { level: 9 }).length;
  return gzip;
}

const only = process.argv
  .slice(2)
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length);
const chosen = only ? entries.filter((e) => e.name.includes(only) || e.entry.includes(only)) : entries;
/** @type {Record<string, number>} */
const measured = {};
for (const budget of chosen) measured[budget.name] = await measure(budget);
const results = judge(chosen, measured);
for (const r of results) {
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.name}: ${formatBytes(r.gzip)} gzip (budget ${formatBytes(r.gzipLimit)})`);
}
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
mkdirSync(join(ROOT, 'reports', 'size'), { recursive: true });
writeFileSync(join(ROOT, 'reports', 'size', 'results.json'), JSON.stringify({ passed, failed, results }, null, 1));
console.log(`Size budgets: ${passed} within budget, ${failed} over`);
process.exit(failed > 0 ? 1 : 0);
