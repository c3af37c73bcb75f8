/**
 * Size budgets: reading the budget file and judging measurements against it. Pure.
 */

/**
 * How an entry is built for its measure: `library` (default), the entry alone as a library with the shared
 * libraries left out; `runtime`, the published-page runtime's own build (vite.runtime.config.ts), measuring
 * what a page fetches at start-up: the served runtime.js and every chunk it imports statically.
 * @typedef {'library' | 'runtime'} BuildKind
 * @typedef {{ name: string, entry: string, gzipLimit: number, build?: BuildKind }} Budget
 * @typedef {{ shared: string[], entries: Budget[] }} BudgetFile
 */

const BUILD_KINDS = ['library', 'runtime'];

/** Validates the budget file; throws with every problem listed. */
export function readBudgets(json) {
  const problems = [];
  const shared = Array.isArray(json?.shared) ? json.shared : [];
  const entries = Array.isArray(json?.entries) ? json.entries : [];
  if (entries.length === 0) problems.push('no entries');
  const names = new Set();
  for (const [i, e] of entries.entries()) {
    if (typeof e?.name !== 'string' || !e.name) problems.push(`entry ${i}: a name is required`);
    else if (names.has(e.name)) problems.push(`entry ${i}: duplicate name ${e.name}`);
    else names.add(e.name);
    if (typeof e?.entry !== 'string' || !e.entry) problems.push(`entry ${i}: an entry path is required`);
    if (!Number.isInteger(e?.gzipLimit) || e.gzipLimit <= 0) problems.push(`entry ${i}: gzipLimit must be a positive whole number of bytes`);
    if (e?.build !== undefined && !BUILD_KINDS.includes(e.build)) problems.push(`entry ${i}: build must be ${BUILD_KINDS.join(' or ')}`);
  }
  if (problems.length > 0) throw new Error(`Invalid size budgets: ${problems.join('; ')}`);
  return { shared, entries };
}

/**
 * @param {Budget[]} budgets
 * @param {Record<string, number>} measured gzip bytes by budget name
 */
export function judge(budgets, measured) {
  return budgets.map((b) => {
    const gzip = measured[b.name];
    const ok = typeof gzip === 'number' && gzip <= b.gzipLimit;
    return { ...b, gzip, ok, headroom: typeof gzip === 'number' ? b.gzipLimit - gzip : null };
  });
}

export function formatBytes(n) {
  return n >= 1024 ? `${(n / 1024).toFixed(2)} KiB` : `${n} B`;
}
