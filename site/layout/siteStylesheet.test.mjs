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

describe('the boxes the stylesheet gives server markup a view replaces', () => {
  const css = readFileSync(join(PAGES, 'shared', 'site.css'), 'utf8');

  it('are the views’ own measures, so a view whose design changes fails here before it moves a page', async () => {
    const { CHART_ASPECT, MIN_CHART_HEIGHT, MAX_CHART_HEIGHT } = await import('../../src/blocks/chart/layout.math');
    const { NARROW_PLAYER_PX } = await import('../../src/blocks/audio/AudioPlayer.styles');
    const { targetSize } = await import('../../src/tokens/tokens');
    // the chart's plot: 5:8 of its width within its least and most height
    expect(css).toContain(`clamp(${MIN_CHART_HEIGHT}px, ${CHART_ASPECT * 100}cqi, ${MAX_CHART_HEIGHT}px)`);
    // the player's actions under its slider below this width
    expect(css).toContain(`@container (max-width: ${NARROW_PLAYER_PX}px)`);
    // a month of five weeks of the calendar's day rows, and under its narrow width
    const { DAY_ROW_PX, NARROW_DAY_ROW_PX, NARROW_CALENDAR_PX } = await import('../../src/blocks/events/EventsCalendar.styles');
    expect(css).toContain(`.eventlist-calendar-stand-in { min-height: calc(179px + 5 * ${DAY_ROW_PX}px); }`);
    expect(css).toContain(
      `@container (max-width: ${NARROW_CALENDAR_PX}px) { .eventlist-calendar-stand-in { min-height: calc(179px + 5 * ${NARROW_DAY_ROW_PX}px); } }`,
    );
    // the search field's row: the least target size
    expect(css).toMatch(new RegExp(`input\\[type="search"\\] \\{[^}]*height: ${targetSize.minPx}px`));
  });
});
