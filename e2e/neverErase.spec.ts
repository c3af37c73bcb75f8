/**
 * Enhance, never erase: on every dev-site page and every published-markup fixture
 * (`e2e/fixtures/published/`), each block's visible words and form controls before the
 * runtime runs are all there once it has mounted; no page throws; and each fixture's
 * blocks end as its header expects (mounted as a kind, or left as rendered on purpose).
 *
 * "Before" is read when the document has been parsed and before any module script runs
 * (`readystatechange` to interactive); what a visitor sees is the browser's own
 * `innerText`. "After", a mounted view counts with all it holds (a collapsed panel's words
 * are in the page, a control's name is what it says).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FIXTURES, lostOn, PAGES } from './neverEraseReader';

const FIXTURES_DIR = join(import.meta.dirname, 'fixtures', 'published');

test.describe('dev-site pages lose nothing when the runtime mounts', () => {
  for (const url of PAGES) {
    test(url, async ({ page }) => {
      const { lost, errors } = await lostOn(page, url);
      expect(errors, 'uncaught errors').toEqual([]);
      expect(lost, 'words and controls the server showed and the page no longer does').toEqual([]);
    });
  }
});

test.describe('published-markup fixtures: nothing lost, each block as expected', () => {
  for (const file of FIXTURES) {
    test(file, async ({ page }) => {
      const header = JSON.parse(/^<!--\s*fixture\s+(\{.*\})\s*-->/.exec(readFileSync(join(FIXTURES_DIR, file), 'utf8'))?.[1] ?? 'null') as {
        expect: Record<string, string>;
      } | null;
      expect(header, `${file} has no fixture header`).not.toBeNull();
      const { lost, errors } = await lostOn(page, `/__dev/fixtures/${file}`);
      expect(errors, 'uncaught errors').toEqual([]);
      expect(lost, 'words and controls the server showed and the page no longer does').toEqual([]);
      const outcomes = await page.evaluate((selectors) => {
        const result: Record<string, string> = {};
        for (const selector of selectors) {
          const found = document.querySelectorAll(selector);
          if (found.length !== 1) {
            result[selector] = `${found.length} elements match`;
            continue;
          }
          const el = found[0]!;
          const bound = el.getAttribute('data-runtime-bound');
          const left = el.getAttribute('data-runtime-left');
          result[selector] = bound && bound !== 'skipped' && left === null ? `mounted:${bound}` : 'left';
        }
        return result;
      }, Object.keys(header!.expect));
      const expected = Object.fromEntries(
        Object.entries(header!.expect).map(([selector, outcome]) => [selector, outcome.startsWith('left:') ? 'left' : outcome]),
      );
      expect(outcomes).toEqual(expected);
    });
  }
});
