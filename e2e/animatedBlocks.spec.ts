/**
 * Animated blocks on the dev site: an element the platform animates (`data-animation-role`)
 * gains its animation-loaded state once at least half of it is in view, not before; one
 * whose section turns animation off never does.
 */
import { expect, test } from '@playwright/test';
import { runtimeReady } from './devSite';

test('an animated element is marked animation-loaded once half of it is in view; one in a section with animation off is not', async ({ page }) => {
  await page.goto('/');
  await runtimeReady(page);
  // a block added below everything else (as a page that changes without a reload would), taken in by a refresh
  await page.evaluate(() => {
    const spacer = Object.assign(document.createElement('div'), { style: 'height: 3000px' });
    const block = document.createElement('div');
    block.innerHTML =
      '<div class="sqs-block button-block sqs-block-button" id="block-late"><div class="sqs-block-content"><div data-animation-role="button" style="height: 200px">Late</div></div></div>';
    document.body.append(spacer, block);
    return window.SiteRuntime!.refresh();
  });
  const late = page.locator('#block-late [data-animation-role]');
  // the home page's own button sits in a section whose data-animation is none
  const button = page.locator('#block-button-008 [data-animation-role]');
  await button.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await expect(late).not.toHaveAttribute('data-animation-loaded');
  await late.scrollIntoViewIfNeeded();
  await expect(late).toHaveAttribute('data-animation-loaded', '');
  await expect(button).not.toHaveAttribute('data-animation-loaded');
});
