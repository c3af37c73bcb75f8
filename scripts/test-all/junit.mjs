/**
 * JUnit XML for the suites of `npm test` that do not write their own (types, the
 * Storybook build, size budgets, the package test), so CI reads every suite the same
 * way. Pure: cases in, XML out.
 *
 * @typedef {{ name: string, ok: boolean, detail?: string }} Case
 */

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML attribute or element, without the control characters XML 1.0 forbids. */
export function xmlText(value) {
  return String(value)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (c) => ESCAPES[/** @type {keyof typeof ESCAPES} */ (c)]);
}

/**
 * The cases a suite's own report lists: the size check's `results` and the package
 * test's `checks` (`name`, `ok`, a detail); otherwise one case for the whole suite,
 * passed when it exited 0.
 * @param {string} suite
 * @param {unknown} report the suite's results.json, or null
 * @param {number} exitCode
 * @returns {Case[]}
 */
export function suiteCases(suite, report, exitCode) {
  const listed = report && typeof report === 'object' ? (/** @type {any} */ (report).results ?? /** @type {any} */ (report).checks) : null;
  if (Array.isArray(listed) && listed.length > 0) {
    const cases = listed.map((item) => ({
      name: String(item.name),
      ok: item.ok === true,
      detail: item.detail ?? (typeof item.gzip === 'number' ? `${item.gzip} of ${item.gzipLimit} bytes gzip` : undefined),
    }));
    return exitCode !== 0 && cases.every((c) => c.ok) ? [...cases, { name: suite, ok: false, detail: `exit code ${exitCode}` }] : cases;
  }
  return [{ name: suite, ok: exitCode === 0, ...(exitCode === 0 ? {} : { detail: `exit code ${exitCode}` }) }];
}

/**
 * @param {string} suite
 * @param {Case[]} cases
 * @param {number} seconds the suite's time
 */
export function junitXml(suite, cases, seconds) {
  const failures = cases.filter((c) => !c.ok).length;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlText(suite)}" tests="${cases.length}" failures="${failures}" errors="0" time="${seconds.toFixed(3)}">`,
    `  <testsuite name="${xmlText(suite)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="0" time="${seconds.toFixed(3)}">`,
  ];
  for (const c of cases) {
    const open = `    <testcase classname="${xmlText(suite)}" name="${xmlText(c.name)}"`;
    if (c.ok) lines.push(c.detail ? `${open}><system-out>${xmlText(c.detail)}</system-out></testcase>` : `${open}/>`);
    else lines.push(`${open}><failure message="${xmlText(c.detail ?? 'failed')}"/></testcase>`);
  }
  lines.push('  </testsuite>', '</testsuites>', '');
  return lines.join('\n');
}
