/**
 * What the end-to-end tests ask of the dev site besides its pages: what it stored, its
 * fault switches, and a clean slate between tests.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Row = Record<string, unknown>;

export interface Fault {
  path: string;
  status?: number;
  body?: unknown;
  malformed?: true;
  drop?: true;
  crumbFail?: true;
  times?: number;
}

export function devSite(request: APIRequestContext) {
  return {
    async reset(): Promise<void> {
      expect((await request.post('/__dev/reset')).ok()).toBe(true);
      expect((await request.delete('/__dev/faults')).ok()).toBe(true);
    },
    async rows(table: string): Promise<Row[]> {
      const response = await request.get(`/__dev/api/${table}`);
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as Row[] | { rows: Row[] };
      return Array.isArray(body) ? body : body.rows;
    },
    async fault(fault: Fault): Promise<void> {
      const response = await request.post('/__dev/faults', { data: fault });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
}

/** Scrolls down a viewport at a time to the bottom, letting what comes into view mount and load. */
export async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(100);
    if (atBottom) break;
  }
}

/** Waits until the runtime has started and mounted the blocks it found at start. */
export async function runtimeReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.SiteRuntime !== undefined);
  await page.evaluate(() => window.SiteRuntime!.ready);
}

/**
 * Opens a dev-site page with its served HTML changed first (a page context the site does not serve: a signed-in
 * account, a website setting), and waits for the runtime.
 */
export async function gotoChanged(page: Page, path: string, change: (html: string) => string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: change(await response.text()) });
  });
  await page.goto(path);
  await runtimeReady(page);
}

/** The popup overlay's display record in the page's local storage (the runtime's entry), or null. */
export async function popupOverlayRecord(page: Page): Promise<Record<string, unknown> | null> {
  const text = await page.evaluate(() => localStorage.getItem('popup-overlay-record'));
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
}
