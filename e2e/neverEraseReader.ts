/**
 * Enhance, never erase, as a visitor sees it: what each unit of a page (block, section, page
 * chrome) shows before the runtime runs and once it has mounted, and what was lost between
 * the two. Shared by the never-erase spec (real pages and fixtures) and the fuzz spec
 * (generated broken markup). "Before" is read when the document has been parsed and before
 * any module script runs (`readystatechange` to interactive); what a visitor sees is the
 * browser's own `innerText`. "After", a mounted view counts with all it holds (a collapsed
 * panel's words are in the page, a control's name is what it says).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { runtimeReady } from './devSite';

const ROOT = join(import.meta.dirname, '..');
const PAGES_DIR = join(ROOT, 'site', 'pages');
const FIXTURES_DIR = join(ROOT, 'e2e', 'fixtures', 'published');

/** Every dev-site page file, at the address the dev site serves it; and the pages that need an address of their own. */
export const PAGES = [
  ...readdirSync(PAGES_DIR)
    .filter((file) => /^[a-z0-9][a-z0-9-]*\.html$/.test(file))
    .sort()
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`)),
  '/reviews?token=rv-harbour-2026',
  '/store/prod-sizes',
];

/** The published-markup fixtures' file names (served at `/__dev/fixtures/<file>`). */
export const FIXTURES = readdirSync(FIXTURES_DIR)
  .filter((file) => file.endsWith('.html'))
  .sort();

/** What the page's units (blocks, sections, page chrome) show, by a key naming each. */
type Shown = Record<string, { words: string[]; controls: Record<string, number> }>;

declare global {
  interface Window {
    __serverShown?: Shown;
    __shownNow?: (after: boolean) => Shown;
  }
}

/**
 * Runs in the page before its scripts: defines how to read what each unit shows, and reads
 * it once the markup is parsed (before the runtime, a module script, runs).
 */
export function installReader(): void {
  const UNITS = '.sqs-block, section[data-section-id], section.page-section, .ProductList, #floatingCart, .sqs-announcement-bar-dropzone, main';
  const VIEW = '[data-runtime-view]';
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const controlKind = (el: Element): string | null => {
    const tag = el.tagName;
    if (tag === 'SELECT' || tag === 'TEXTAREA' || tag === 'BUTTON') return tag.toLowerCase();
    if (tag !== 'INPUT') return null;
    const type = (el.getAttribute('type') ?? '').toLowerCase();
    if (type === 'hidden') return null;
    if (['submit', 'button', 'reset', 'image'].includes(type)) return 'button';
    if (['checkbox', 'radio', 'file', 'range'].includes(type)) return type;
    return 'text';
  };
  /** A time element's instant, however its datetime writes it. */
  const moment = (time: Element) => {
    const written = time.getAttribute('datetime') ?? '';
    const instant = Date.parse(written);
    return `time ${Number.isNaN(instant) ? written : new Date(instant).toISOString()}`;
  };
  const keyOf = (el: Element, index: number) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${index}]`;
  /** Placeholders (a "Loading…" line) stand in until the runtime fills them: not content. */
  const isPlaceholder = (el: Element) => el.closest('[data-runtime-placeholder], [aria-busy="true"]') !== null;
  const read = (unit: Element, after: boolean) => {
    const found = new Set<string>();
    const controls: Record<string, number> = {};
    const add = (text: string | null | undefined) => {
      for (const word of words(text ?? '')) found.add(word);
    };
    // what a visitor sees, less the moments (each counts as itself, however it is written) and the placeholders
    let text = (unit as HTMLElement).innerText ?? '';
    for (const time of Array.from(unit.querySelectorAll<HTMLElement>('time[datetime]'))) {
      if (time.checkVisibility()) found.add(moment(time));
      if (time.innerText) text = text.replace(time.innerText, ' ');
    }
    if (!after) {
      for (const stand of Array.from(unit.querySelectorAll<HTMLElement>('[data-runtime-placeholder], [aria-busy="true"]'))) {
        if (stand.innerText) text = text.replace(stand.innerText, ' ');
      }
    }
    add(text);
    if (after) {
      for (const view of Array.from(unit.querySelectorAll(VIEW))) {
        for (const time of Array.from(view.querySelectorAll('time[datetime]'))) found.add(moment(time));
        // each text node on its own (textContent glues the words of neighbouring elements: "Soups" + "Tomato")
        const texts = document.createTreeWalker(view, NodeFilter.SHOW_TEXT);
        while (texts.nextNode()) add(texts.currentNode.nodeValue);
        for (const el of Array.from(view.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))) {
          for (const name of ['aria-label', 'alt', 'title', 'placeholder']) add(el.getAttribute(name));
        }
      }
    }
    for (const el of Array.from(unit.querySelectorAll('input, select, textarea, button'))) {
      const kind = controlKind(el);
      if (!kind) continue;
      const inView = after && el.closest(VIEW) !== null;
      if (!inView && (!el.checkVisibility() || (!after && isPlaceholder(el)))) continue;
      controls[kind] = (controls[kind] ?? 0) + 1;
      if (kind === 'button') add(el.getAttribute('value'));
      if (kind === 'text') add(el.getAttribute('placeholder'));
      // what a view's text field shows (a quantity in a spin button)
      if (inView && (kind === 'text' || kind === 'textarea')) add((el as HTMLInputElement).value);
    }
    return { words: [...found], controls };
  };
  window.__shownNow = (after: boolean) => {
    const shown: Shown = {};
    Array.from(document.querySelectorAll<HTMLElement>(UNITS)).forEach((unit, index) => {
      // units are named when the server's markup is read; what the runtime adds later is not compared
      if (!after) unit.dataset.neverEraseKey = keyOf(unit, index);
      const key = unit.dataset.neverEraseKey;
      if (key) shown[key] = read(unit, after);
    });
    return shown;
  };
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.__serverShown = window.__shownNow!(false);
  });
}

/** Opens a page, lets the runtime mount and every pending view settle; returns what was lost, unit by unit. */
export async function lostOn(page: Page, url: string): Promise<{ lost: string[]; errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(installReader);
  await page.goto(url);
  await runtimeReady(page);
  // a view still waiting to show the server's content is given its time (the runtime's 5 s, and a little)
  await page.waitForFunction(() => document.querySelector('[data-runtime-pending]') === null, undefined, { timeout: 8000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { before, after } = await page.evaluate(() => ({ before: window.__serverShown ?? {}, after: window.__shownNow!(true) }));
  const lost: string[] = [];
  for (const [key, shown] of Object.entries(before)) {
    const now = after[key];
    if (!now) {
      lost.push(`${key}: gone from the page`);
      continue;
    }
    const kept = new Set(now.words);
    const words = shown.words.filter((word) => !kept.has(word));
    const controls = Object.entries(shown.controls)
      .filter(([kind, count]) => (now.controls[kind] ?? 0) < count)
      .map(([kind, count]) => `${kind} ${now.controls[kind] ?? 0}/${count}`);
    if (words.length > 0 || controls.length > 0) lost.push(`${key}: ${[...words.map((w) => `"${w}"`), ...controls].join(', ')}`);
  }
  return { lost, errors };
}
