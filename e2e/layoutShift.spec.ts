/**
 * No layout shift: on every dev-site page (`sitePages.ts`), at 1280×900 and at 390×844, the layout
 * shifts a visitor sees (cumulative, entries after input left out) from the first paint
 * through the load, the runtime's start and mounts, and a scroll to the bottom in steps
 * (lazy images loading on the way) stay at most 0.01. The target is 0.
 *
 * The observer (`layout-shift`, buffered) is added by an init script, before any script
 * of the page. Each test prints the page's figure and, for every shift, what moved (the
 * entries' `sources`: the element, its block or section, its box before and after), so a
 * failure says what to fix. The phone pass catches what a wide window hides: a view taller than
 * the markup moves the footer into or out of a short phone screen (the product pages did, 0.023 to
 * 0.045, until their markup was sent with its purchase controls; the adapter README's "Layout shift").
 *
 * Pages that still shift are listed in STILL_SHIFTING with the cause: their test expects
 * the figure above the bar (`test.fail`), so fixing one fails its test until it is taken
 * off the list, and a page that starts shifting fails at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { runtimeReady } from './devSite';
import { sitePageAddresses } from './sitePages';

/** Above this the page fails ("good" on the web's own scale is 0.1; ours is 0). */
const MOST_CLS = 0.01;
const DESKTOP = { name: 'desktop', width: 1280, height: 900 };
const PHONE = { name: 'phone', width: 390, height: 844 };
const VIEWPORTS = [DESKTOP, PHONE];

/** Pages whose mounts still move what the visitor sees (at either size), and why (the CLS measured). */
const STILL_SHIFTING: Record<string, string> = {};
/** How long a mount or an image may take to settle before the page is measured anyway. */
const SETTLE_MS = 6000;

interface Shift {
  value: number;
  at: number;
  sources: { node: string; from: string; to: string }[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Runs before the page's scripts: records every layout shift not caused by input, with what moved. */
function recordLayoutShifts(): void {
  const shifts: Shift[] = [];
  window.__layoutShifts = shifts;
  const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node ? `#${node.nodeName.toLowerCase()} in ${describe(node.parentElement)}` : '(removed)';
    const classes = Array.from(node.classList)
      .slice(0, 3)
      .map((name) => `.${name}`)
      .join('');
    const self = `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`;
    const block = node.closest('.sqs-block[id], section[data-section-id], main, header, footer');
    if (!block || block === node) return self;
    const owner = block.id
      ? `#${block.id}`
      : block.getAttribute('data-section-id')
        ? `section ${block.getAttribute('data-section-id')}`
        : block.tagName.toLowerCase();
    return `${self} in ${owner}`;
  };
  type LayoutShiftEntry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: entry.sources.map((source) => ({ node: describe(source.node), from: box(source.previousRect), to: box(source.currentRect) })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Resolves once no block waits for its view and every image in the viewport has loaded (or failed), or after SETTLE_MS. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        if (document.querySelector('[data-runtime-pending]')) return false;
        return Array.from(document.images).every((img) => {
          if (img.complete) return true;
          const rect = img.getBoundingClientRect();
          return rect.bottom < 0 || rect.top > innerHeight || rect.width === 0 || rect.height === 0;
        });
      },
      undefined,
      { timeout: SETTLE_MS, polling: 100 },
    )
    .catch(() => undefined);
  // two frames, so what the last load changed is laid out and reported
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Scrolls to the bottom a part of the viewport at a time, letting each step's lazy images load. */
async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const atBottom = await page.evaluate(() => {
      const before = scrollY;
      scrollBy(0, Math.round(innerHeight * 0.8));
      return scrollY === before;
    });
    await settle(page);
    if (atBottom) return;
  }
}

function report(path: string, viewport: string, shifts: Shift[]): { cls: number; text: string } {
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const lines = [`Layout shift ${path} [${viewport}]: CLS ${cls.toFixed(3)}`];
  for (const shift of shifts)
    lines.push(
      `  ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.map((s) => `${s.node} (${s.from} → ${s.to})`).join('; ') || '(no source named)'}`,
    );
  return { cls, text: lines.join('\n') };
}

for (const viewport of VIEWPORTS)
  test.describe(`no layout shift [${viewport.name}]`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of sitePageAddresses())
      test(`${path} through load, mount and a scroll to the bottom`, async ({ page }) => {
        const stillShifting = STILL_SHIFTING[path.split('?')[0] ?? path];
        test.fail(stillShifting !== undefined, `still shifts: ${stillShifting}`);
        await page.addInitScript(recordLayoutShifts);
        await page.goto(path, { waitUntil: 'load' });
        await runtimeReady(page);
        await settle(page);
        await scrollToBottom(page);
        const { cls, text } = report(path, viewport.name, await page.evaluate(() => window.__layoutShifts ?? []));
        console.log(text);
        test.info().annotations.push({ type: 'CLS', description: cls.toFixed(3) });
        expect(cls, text).toBeLessThanOrEqual(MOST_CLS);
      });
  });
