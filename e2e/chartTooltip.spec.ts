/**
 * The tooltip on the dev site's Charts page: a data point's tooltip shows 1200 ms after the pointer
 * comes to rest on it, not sooner (the page's clock paused and moved on by the test); it is at most
 * 250 px wide, 15 px from the pointer, and kept 20 px inside the viewport's edges.
 */
import { expect, test, type Page } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

test('a chart’s data point shows its tooltip 1200 ms after the pointer rests on it, not sooner', async ({ page }) => {
  await page.clock.install();
  await page.goto('/charts');
  await runtimeReady(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const point = page.locator('#block-chart-mix').getByRole('img', { name: 'Coffee: 52 (52%)' });
  await point.hover();
  await page.clock.runFor(1199);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByRole('tooltip')).toHaveText('Coffee: 52 (52%)');
});

/** A chart's data point named so, as the pointer meets it: its leftmost and rightmost points (2 px grid), in the viewport. */
async function pointEnds(page: Page, block: string, name: string): Promise<{ left: { x: number; y: number }; right: { x: number; y: number } }> {
  const point = page.locator(block).getByRole('img', { name });
  await point.scrollIntoViewIfNeeded();
  return point.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hits: { x: number; y: number }[] = [];
    for (let x = Math.ceil(box.left); x <= box.right; x += 2) {
      for (let y = Math.ceil(box.top); y <= box.bottom; y += 2) if (document.elementFromPoint(x, y) === element) hits.push({ x, y });
    }
    if (hits.length === 0) throw new Error('the data point is under something else');
    const byX = hits.sort((a, b) => a.x - b.x);
    return { left: byX[0]!, right: byX[byX.length - 1]! };
  });
}

/** Rests the pointer there and returns the tooltip's box once it shows. */
async function tooltipAt(page: Page, point: { x: number; y: number }, text: string): Promise<DOMRect> {
  await page.mouse.move(point.x, point.y);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(text);
  // positioned once it is measured: the box read after a frame
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return JSON.parse(await tooltip.evaluate((element) => JSON.stringify(element.getBoundingClientRect()))) as DOMRect;
}

/** How far the tooltip's box is from the pointer, above (placed on top) or below (flipped). */
const gapToPointer = (box: DOMRect, y: number) => (box.bottom <= y ? y - box.bottom : box.top - y);

const PASTRIES = 'Pastries and cakes from the bakery next door: 21 (21%)';
/** The bar chart's last bar, at its right. */
const Q4_ONLINE = 'Q4, Online: 900';

test.describe('on a phone-wide viewport (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a long data point’s tooltip wraps at 250 px wide, 15 px from the pointer, kept 20 px from the viewport’s left edge', async ({ page }) => {
    await page.goto('/charts');
    await runtimeReady(page);
    const { left } = await pointEnds(page, '#block-chart-mix', PASTRIES);
    const box = await tooltipAt(page, left, PASTRIES);
    expect(box.width).toBeCloseTo(250, 0);
    // wrapped: its text is wider than 250 px on one line
    expect(box.height).toBeGreaterThan(30);
    expect(gapToPointer(box, left.y)).toBeCloseTo(15, 0);
    // centred on the pointer it would cross the margin: shifted to it
    expect(left.x - box.width / 2).toBeLessThan(20);
    expect(box.left).toBeCloseTo(20, 0);
  });

  test('a data point’s tooltip by the right edge is kept 20 px from it, 15 px from the pointer', async ({ page }) => {
    await page.goto('/charts');
    await runtimeReady(page);
    const width = page.viewportSize()!.width;
    const { right } = await pointEnds(page, '#block-chart-visitors', Q4_ONLINE);
    const box = await tooltipAt(page, right, Q4_ONLINE);
    expect(box.width).toBeLessThan(250);
    expect(gapToPointer(box, right.y)).toBeCloseTo(15, 0);
    expect(right.x + box.width / 2).toBeGreaterThan(width - 20);
    expect(box.right).toBeCloseTo(width - 20, 0);
  });
});
