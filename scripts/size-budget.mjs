#!/usr/bin/env node
/**
 * Builds each entry of size-budgets.json on its own (minified, shared libraries left
 * out) and checks its gzip size against the budget.
 *   npm run test:size
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { formatBytes, judge, readBudgets } from './size/budgets.mjs';

const ROOT = join(import.meta.dirname, '..');
const { shared, entries } = readBudgets(JSON.parse(readFileSync(join(ROOT, 'size-budgets.json'), 'utf8')));
const isShared = (id) => shared.some((name) => id === name || id.startsWith(`${name}/`));

async function measure(entry) {
  const outDir = mkdtempSync(join(tmpdir(), 'size-'));
  try {
    await build({
      configFile: false,
      root: ROOT,
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        lib: { entry: join(ROOT, entry), formats: ['es'], fileName: 'entry' },
        rolldownOptions: { external: isShared },
      },
    });
    let gzip = 0;
    for (const file of readdirSync(outDir)) if (file.endsWith('.js')) gzip += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    return gzip;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const measured = {};
for (const budget of entries) measured[budget.name] = await measure(budget.entry);
const results = judge(entries, measured);
for (const r of results) {
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.name}: ${formatBytes(r.gzip)} gzip (budget ${formatBytes(r.gzipLimit)})`);
}
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
mkdirSync(join(ROOT, 'reports', 'size'), { recursive: true });
writeFileSync(join(ROOT, 'reports', 'size', 'results.json'), JSON.stringify({ passed, failed, results }, null, 1));
console.log(`Size budgets: ${passed} within budget, ${failed} over`);
process.exit(failed > 0 ? 1 : 0);
