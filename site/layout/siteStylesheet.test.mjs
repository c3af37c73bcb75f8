// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readPage } from './assemblePage.mjs';

const PAGES = join(dirname(fileURLToPath(import.meta.url)), '..', 'pages');

/** The style rules of the dev site's stylesheet (`site/pages/shared/site.css`), media rules' own included. */
function siteRules() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(readFileSync(join(PAGES, 'shared', 'site.css'), 'utf8'));
  /** @param {CSSRuleList} list @returns {CSSStyleRule[]} */
  const styleRules = (list) =>
    [...list].flatMap((rule) => (rule instanceof CSSStyleRule ? [rule] : 'cssRules' in rule ? styleRules(/** @type {CSSGroupingRule} */ (rule).cssRules) : []));
  return styleRules(sheet.cssRules);
}

/** @param {string} name */
async function page(name) {
  const html = await readPage(PAGES, `${name}.html`);
  if (html === null) throw new Error(`no page ${name}`);
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the site stylesheet', () => {
  it('styles the site header by its class, so a block’s header (a summary’s, a newsletter’s) gets none of its rules', async () => {
    const rules = siteRules();
    const home = await page('index');
    const siteHeader = home.querySelector('body > header.header');
    expect(siteHeader).not.toBeNull();
    const headerRules = rules.filter((rule) => siteHeader?.matches(rule.selectorText)).map((rule) => rule.selectorText);
    expect(headerRules.length).toBeGreaterThan(0);
    const blockHeaders = [...(await page('journal')).querySelectorAll('main header'), ...(await page('contact')).querySelectorAll('main header')];
    expect(blockHeaders.map((header) => header.className)).toEqual(expect.arrayContaining(['summary-block-header', 'newsletter-form-header']));
    for (const header of blockHeaders)
      expect(
        headerRules.filter((selector) => header.matches(selector)),
        header.className,
      ).toEqual([]);
  });
});
