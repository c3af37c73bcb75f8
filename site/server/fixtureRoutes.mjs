/**
 * Published-markup fixtures (`e2e/fixtures/published/*.html`): fragments in the shapes real
 * 7.0 and 7.1 sites publish, with the dev site's own texts. Each is served alone in a page
 * with the site's stylesheet, a page context of its template version and the runtime, so a
 * test (or a person) sees what the runtime does with it:
 * - GET /__dev/fixtures/ — the list;
 * - GET /__dev/fixtures/<file> — the fixture's page.
 * A fixture's first line is `<!-- fixture {"version": "7.0" | "7.1", "expect": {…}} -->`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readSharedFiles } from '../layout/assemblePage.mjs';
import { contextLiteral, mergeContext } from '../layout/siteContext.mjs';
import { escapeHtml } from './htmlText.mjs';
import { RUNTIME_ENTRY } from './pageRoutes.mjs';

/** Where the fixtures are, from the repository's root. */
export const FIXTURES_DIR = join(import.meta.dirname, '..', '..', 'e2e', 'fixtures', 'published');

/** A fixture's file name. */
export const FIXTURE_FILE = /^[a-z0-9][a-z0-9.-]*\.html$/;

/**
 * @typedef {object} FixtureHeader
 * @property {'7.0' | '7.1'} version
 * @property {Record<string, string>} expect CSS selector → `mounted:<kind>` or `left: <why>`
 */

/**
 * The header of a fixture's text. Throws, naming the file, when the first line is not one.
 * @param {string} file @param {string} text @returns {FixtureHeader}
 */
export function parseFixtureHeader(file, text) {
  const match = /^<!--\s*fixture\s+(\{.*\})\s*-->/.exec(text);
  if (!match) throw new Error(`${file}: the first line must be <!-- fixture {"version": …, "expect": {…}} -->`);
  /** @type {unknown} */
  let header;
  try {
    header = JSON.parse(match[1] ?? '');
  } catch (error) {
    throw new Error(`${file}: the fixture header is not valid JSON (${/** @type {Error} */ (error).message})`);
  }
  const { version, expect } = /** @type {{ version?: unknown, expect?: unknown }} */ (header);
  if (version !== '7.0' && version !== '7.1') throw new Error(`${file}: the fixture header's version must be "7.0" or "7.1"`);
  if (typeof expect !== 'object' || expect === null || Array.isArray(expect)) throw new Error(`${file}: the fixture header needs an "expect" object`);
  for (const [selector, outcome] of Object.entries(expect)) {
    if (typeof outcome !== 'string' || !/^(mounted:[A-Za-z]+|left: .+)$/.test(outcome)) {
      throw new Error(`${file}: expect["${selector}"] must be "mounted:<kind>" or "left: <why>"`);
    }
  }
  return { version, expect: /** @type {Record<string, string>} */ (expect) };
}

/** The fixtures' file names, sorted. @param {string} [dir] */
export async function listFixtures(dir = FIXTURES_DIR) {
  try {
    return (await readdir(dir)).filter((name) => FIXTURE_FILE.test(name)).sort();
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * The page a fixture is served in: the site's stylesheet, the base context with the fixture's
 * template version ("7" for 7.0 sites, "7.1"), the runtime, and the fragment as the body's content.
 * @param {string} file @param {string} text @param {import('../layout/assemblePage.mjs').SharedFiles} shared
 */
export function fixturePage(file, text, shared) {
  const { version } = parseFixtureHeader(file, text);
  const base = JSON.parse(shared.context ?? '{}');
  const context = mergeContext(base, { templateVersion: version === '7.0' ? '7' : '7.1' });
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(file)} — Fixture — Dev Site</title>
<link rel="icon" href="data:,">
<style>
${shared.styles ?? ''}
</style>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = ${contextLiteral(context)};</script>
<script type="module" blocking="render" src="/runtime/${RUNTIME_ENTRY}"></script>
</head>
<body class="fixture-page">
<main id="page" role="main">
${text}
</main>
</body>
</html>
`;
}

/** @param {{ pagesDir: string }} dirs @param {string} [fixturesDir] @returns {import('./routeTypes.mjs').Route[]} */
export function fixtureRoutes(dirs, fixturesDir = FIXTURES_DIR) {
  return [
    {
      method: 'GET',
      path: '/__dev/fixtures/*',
      async handle(request) {
        const name = request.path.slice('/__dev/fixtures/'.length);
        if (name === '') {
          const files = await listFixtures(fixturesDir);
          const items = files.map((f) => `<li><a href="/__dev/fixtures/${escapeHtml(f)}">${escapeHtml(f)}</a></li>`).join('\n');
          return {
            status: 200,
            html: `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Fixtures — Dev Site</title></head><body><h1>Published-markup fixtures</h1><ul>\n${items}\n</ul></body></html>`,
          };
        }
        if (!FIXTURE_FILE.test(name)) return { status: 404, text: 'No such fixture.' };
        /** @type {string} */
        let text;
        try {
          text = await readFile(join(fixturesDir, name), 'utf8');
        } catch {
          return { status: 404, text: 'No such fixture.' };
        }
        try {
          return { status: 200, html: fixturePage(name, text, await readSharedFiles(dirs.pagesDir)) };
        } catch (error) {
          return { status: 500, text: /** @type {Error} */ (error).message };
        }
      },
    },
  ];
}
