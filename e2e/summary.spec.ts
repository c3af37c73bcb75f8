/**
 * The summary and social gallery blocks on the dev site, in the published shape: blocks that
 * hold their items show them without a call, blocks that hold none ask for their rendering
 * (each variant of the Journal page), the events summary's collectionId as the site received
 * it, the carousel's buttons over the server's items, and failures (the dev site's fault
 * switches): a block the server sent empty shows the failure state until Retry brings the
 * items; one that holds its header keeps it.
 */
import { expect, test, type Page } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

const RENDERING = '/api/widget/GetWidgetRendering';
const EVENTS = '64a1f0c2e4b0a1b2c3d4e5f8';

async function open(page: Page, path: string) {
  await page.goto(path);
  await runtimeReady(page);
}

const summary = (page: Page, id: string) => page.locator(`#block-${id} [data-summary-block]`);
const titles = (page: Page, id: string) => summary(page, id).locator('.summary-title-link');

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

test('the home page summary, sent empty, asks for its rendering and shows the items', async ({ page }) => {
  await open(page, '/');
  const block = summary(page, 'summary-v2-007');
  await expect(block).toHaveAttribute('data-summary-state', 'rendered');
  await expect(block).toHaveAttribute('data-summary-source', 'call');
  await expect(block.locator('.summary-header-text')).toHaveText('From the journal');
  // pageSize 3 of the Journal's six posts, in the list variant
  await expect(titles(page, 'summary-v2-007')).toHaveText(['A morning above the clouds', 'Harbour lights', 'Walking the dunes']);
  await expect(block).toHaveAttribute('data-summary-variant', 'list');
  await expect(block.locator('time').first()).toHaveAttribute('title', 'January 8, 2026');
  // the published images wait for a loader: the view gives them their source
  await expect(block.locator('img').first()).toHaveAttribute('src', '/assets/gallery/alpine-morning.jpg');
});

test('the journal page shows the items two summaries hold, renders the others’ each variant, the empty collection and the social gallery', async ({
  page,
  request,
}) => {
  await open(page, '/journal');
  for (const [id, variant, count, source] of [
    ['summary-wall', 'wall', 6, 'call'],
    ['summary-carousel', 'carousel', 6, 'server'],
    ['summary-list', 'list', 3, 'call'],
    ['summary-grid', 'grid', 6, 'server'],
  ] as const) {
    await expect(summary(page, id)).toHaveAttribute('data-summary-state', 'rendered');
    await expect(summary(page, id)).toHaveAttribute('data-summary-variant', variant);
    await expect(summary(page, id)).toHaveAttribute('data-summary-source', source);
    await expect(titles(page, id)).toHaveCount(count);
  }
  await expect(summary(page, 'summary-grid').locator('img').first()).toHaveAttribute('src', '/assets/gallery/alpine-morning.jpg');
  await expect(summary(page, 'summary-press')).toHaveAttribute('data-summary-state', 'rendered');
  await expect(summary(page, 'summary-press').locator('.summary-header-text')).toHaveText('In the press');
  await expect(summary(page, 'summary-press').locator('.summary-item')).toHaveCount(0);
  const social = page.locator('#block-social-gallery [data-social-gallery]');
  await expect(social).toHaveAttribute('data-summary-state', 'rendered');
  await expect(social.getByRole('link')).toHaveCount(8);
  await expect(social.getByRole('link', { name: 'Boats leaving at six' })).toHaveAttribute('href', 'https://www.instagram.com/p/dev-boats/');
  // every block that holds no items asked once, each with its id without the block- prefix; those that hold theirs never
  const rows = await devSite(request).rows('widget_renderings');
  expect(rows.map((r) => r.block_id).sort()).toEqual(['social-gallery', 'summary-events', 'summary-list', 'summary-press', 'summary-wall']);
  expect(rows.find((r) => r.block_id === 'social-gallery')).toMatchObject({ widget_type: 'instagram', page_path: '/journal' });
});

test('the events summary sends collectionId and shows the upcoming events', async ({ page, request }) => {
  await open(page, '/journal');
  const block = summary(page, 'summary-events');
  await expect(block).toHaveAttribute('data-summary-state', 'rendered');
  await expect(titles(page, 'summary-events')).toHaveText(['Night market on the quay', 'Spring print fair', 'Dawn walk to the ridge']);
  // an upcoming date keeps the server's text
  await expect(block.locator('time').first()).toHaveText('Sunday, March 14, 2027 at 6:00 PM');
  const rows = await devSite(request).rows('widget_renderings');
  const events = rows.filter((r) => r.block_id === 'summary-events');
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    widget_type: '55',
    collection_id: EVENTS,
    widget_json: { id: 'summary-events', value: { collectionId: EVENTS, collectionType: 'events' } },
  });
  // the other summaries send no collectionId of their own
  expect(rows.filter((r) => r.block_id !== 'summary-events').every((r) => r.collection_id === null)).toBe(true);
});

test('the carousel’s buttons move between groups', async ({ page }) => {
  await open(page, '/journal');
  const block = summary(page, 'summary-carousel');
  await expect(block).toHaveAttribute('data-summary-state', 'rendered');
  const carousel = block.getByRole('group', { name: '1 of 6' });
  await expect(carousel).toBeVisible();
  await expect(block.getByRole('button', { name: 'Previous items' })).toBeDisabled();
  await block.getByRole('button', { name: 'Next items' }).click();
  await expect(block.locator('[aria-label="1 of 6"]')).toHaveAttribute('inert', '');
  await expect(block.locator('[aria-label="4 of 6"]')).not.toHaveAttribute('inert', '');
  await expect(block.getByRole('button', { name: 'Previous items' })).toBeFocused();
});

test('a call that gets no answer, for a block sent empty, shows Network error; Retry brings the items', async ({ page }) => {
  // the browser itself sends a request again when its connection closes unanswered (a drop fault), so the network is failed here, once
  await page.route(`**${RENDERING}?*`, (route) => route.abort('internetdisconnected'), { times: 1 });
  await open(page, '/');
  const block = summary(page, 'summary-v2-007');
  await expect(block).toHaveAttribute('data-summary-state', 'failed');
  await expect(block.locator('[data-widget-failure]')).toContainText('Network error. Unable to load. Try again.');
  await block.getByRole('button', { name: 'Retry' }).click();
  await expect(block).toHaveAttribute('data-summary-state', 'rendered');
  await expect(titles(page, 'summary-v2-007')).toHaveCount(3);
  await expect(block.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('a refused rendering (a fault of the dev site) shows the failure state without the system overlay; Retry recovers', async ({ page, request }) => {
  await devSite(request).fault({ path: RENDERING, status: 500, body: { error: 'Rendering is down' }, times: 1 });
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await open(page, '/');
  const block = summary(page, 'summary-v2-007');
  await expect(block).toHaveAttribute('data-summary-state', 'failed');
  await expect(block.locator('[data-widget-failure] p')).toHaveText('Unable to load. Try again.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(warnings).toContain('Block block-summary-v2-007 (summary) could not be loaded: Rendering is down');
  await block.getByRole('button', { name: 'Retry' }).click();
  await expect(titles(page, 'summary-v2-007')).toHaveText(['A morning above the clouds', 'Harbour lights', 'Walking the dunes']);
});

test('an answer that is not JSON (a malformed fault) leaves the failed block’s header as the server sent it, without Retry; a reload renders it', async ({
  page,
  request,
}) => {
  await devSite(request).fault({ path: RENDERING, malformed: true, times: 1 });
  await open(page, '/journal');
  // the first block to ask gets the broken answer (a summary, or the social gallery, which asks too); the others
  // render (two summaries hold their own items)
  const failed = page.locator('[data-summary-state="failed"]');
  await expect(failed).toHaveCount(1);
  // what the server sent that block stays on show: a summary's header, or the gallery's posts
  await expect(failed.locator('[data-summary-server] .summary-header-text, [data-social-gallery-server] a').first()).toBeVisible();
  await expect(failed.locator('[data-widget-failure]')).toHaveCount(0);
  await expect(failed.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.locator('[data-summary-state="rendered"]')).toHaveCount(6);
  await page.reload();
  await runtimeReady(page);
  await expect(page.locator('[data-summary-state="rendered"]')).toHaveCount(7);
});
