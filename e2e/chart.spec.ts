/**
 * The chart blocks on the dev site's Charts page: each kind drawn as an image named by
 * its title, its data points reachable by keyboard with their values, and its data table
 * one click away.
 */
import { expect, test } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

test.beforeEach(async ({ request, page }) => {
  await devSite(request).reset();
  await page.goto('/charts');
  await runtimeReady(page);
});

test('the bar, line and pie charts render as images with their summaries, the server tables hidden', async ({ page }) => {
  const bar = page.locator('#block-chart-visitors');
  await expect(bar.getByRole('img', { name: 'Bar chart: Visitors by shop' })).toBeVisible();
  await expect(bar.getByRole('img', { name: 'Bar chart: Visitors by shop' })).toHaveAccessibleDescription(/Harbour from 420 \(Q1\) to 650 \(Q3\)/);
  await expect(page.locator('#block-chart-cups').getByRole('img', { name: 'Line chart: Cups sold' })).toBeVisible();
  await expect(page.locator('#block-chart-mix').getByRole('img', { name: 'Pie chart: Sales mix' })).toBeVisible();
  await expect(page.locator('.chart-fallback').first()).toBeHidden();
  await expect(bar.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText(['Harbour', 'Old town', 'Online']);
});

test('each chart switches to its data table and back', async ({ page }) => {
  for (const [id, caption, headers] of [
    ['#block-chart-visitors', 'Visitors by shop', ['Quarter', 'Harbour', 'Old town', 'Online']],
    ['#block-chart-cups', 'Cups sold', ['Month', 'Coffee', 'Tea']],
    ['#block-chart-mix', 'Sales mix', ['Product', 'Sales']],
  ] as const) {
    const block = page.locator(id);
    await block.getByRole('button', { name: 'Show data table' }).click();
    const table = block.getByRole('table', { name: caption });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([...headers]);
    await expect(block.getByRole('img', { name: /chart/ })).toHaveCount(0);
    await block.getByRole('button', { name: 'Show chart' }).click();
    await expect(block.getByRole('img', { name: new RegExp(`chart: ${caption}`) })).toBeVisible();
  }
});

test('a data point shows its value on keyboard focus; arrow keys move to the next', async ({ page }) => {
  const pie = page.locator('#block-chart-mix');
  await pie.getByRole('button', { name: 'Show data table' }).focus();
  await page.keyboard.press('Tab');
  await expect(pie.getByRole('img', { name: 'Coffee: 52 (52%)' })).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Coffee: 52 (52%)');
  await page.keyboard.press('ArrowRight');
  await expect(pie.getByRole('img', { name: 'Tea: 18 (18%)' })).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Tea: 18 (18%)');
});
