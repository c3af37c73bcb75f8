/**
 * The lightbox's click and caption rules on the dev site's Galleries page, in the "Field notes" grid
 * (three slides; the second, Lake at dusk, carries a two-paragraph description): a click on the stage
 * steps back (left half) or forward (right half) except within 2 % of the screen's edge, and a caption
 * taller than 90 % of the lightbox is capped at 40 % of its height (and scrolls).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { runtimeReady } from './devSite';

const GALLERY = '#block-gallery-field-notes';

/** Opens the Field notes gallery's lightbox on Lake at dusk (2 of 3). */
async function openLakeAtDusk(page: Page): Promise<Locator> {
  await page.goto('/gallery');
  await runtimeReady(page);
  const opener = page.locator(GALLERY).getByRole('button', { name: 'Open Lake at dusk in the lightbox' });
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('2 of 3', { exact: true })).toBeVisible();
  return dialog;
}

/** The caption: the box around the slide's title. */
const captionOf = (dialog: Locator) => dialog.getByText('Lake at dusk', { exact: true }).locator('..');

test.describe('on a 3440 px wide screen, where 2 % (68.8 px) reaches past the stage’s 56 px side margins', () => {
  test.use({ viewport: { width: 3440, height: 1440 } });

  test('a click on the lightbox’s image within 2 % of the screen edge does not step; one just outside it steps back or forward', async ({ page }) => {
    const dialog = await openLakeAtDusk(page);
    const counter = dialog.getByText(/^\d of 3$/);
    const width = page.viewportSize()!.width;
    // the stage is the side buttons' positioned box
    const stage = await dialog.getByRole('button', { name: 'Previous image' }).evaluate((button) => {
      const box = (button as HTMLElement).offsetParent!.getBoundingClientRect();
      return { top: box.top, height: box.height };
    });
    const y = Math.round(stage.top + stage.height * 0.75);
    const inBand = [60, width - 60];
    const outside = [80, width - 80];
    // every point is on the slide's image in the stage, not on a control or the lightbox's margin
    for (const x of [...inBand, ...outside]) {
      expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.tagName, [x, y])).toBe('IMG');
    }
    for (const x of inBand) {
      await page.mouse.click(x, y);
      await expect(counter).toHaveText('2 of 3');
    }
    await page.mouse.click(outside[0]!, y);
    await expect(counter).toHaveText('1 of 3');
    await page.mouse.click(outside[1]!, y);
    await expect(counter).toHaveText('2 of 3');
  });
});

test.describe('on a phone held sideways (667 × 375)', () => {
  test.use({ viewport: { width: 667, height: 375 } });

  test('a caption taller than 90 % of the lightbox is capped at 40 % of its height, and scrolls', async ({ page }) => {
    const dialog = await openLakeAtDusk(page);
    const caption = captionOf(dialog);
    await expect(caption).toHaveAttribute('role', 'region');
    await expect(caption).toHaveAccessibleName('Caption');
    const sizes = await caption.evaluate((element) => ({
      box: element.closest('[role="dialog"]')!.clientHeight,
      caption: element.getBoundingClientRect().height,
      content: element.scrollHeight,
    }));
    expect(sizes.content).toBeGreaterThan(sizes.box * 0.9);
    expect(Math.abs(sizes.caption - sizes.box * 0.4)).toBeLessThanOrEqual(1);
    await caption.evaluate((element) => element.scrollBy(0, 100));
    expect(await caption.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  });
});

test.describe('on a desktop screen (1280 × 900)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the same caption, under 90 % of the lightbox, shows whole', async ({ page }) => {
    const dialog = await openLakeAtDusk(page);
    const caption = captionOf(dialog);
    await expect(caption).toContainText('go back in October when the trees on the far bank have turned.');
    await expect(caption).not.toHaveAttribute('role', 'region');
    const sizes = await caption.evaluate((element) => ({
      box: element.closest('[role="dialog"]')!.clientHeight,
      caption: element.getBoundingClientRect().height,
      content: element.scrollHeight,
    }));
    expect(sizes.content).toBeLessThanOrEqual(sizes.box * 0.9);
    expect(sizes.caption).toBeGreaterThan(sizes.content - 1);
  });
});
