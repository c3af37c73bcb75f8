/**
 * The dialog constants on a page: the site user's login (the dialog Escape opens where the site
 * turns Escape-to-login on) is 350 px wide with 20 px of padding, stacked from z-index 30000
 * (the backdrop, the box one above), and fades in over 0.3 s.
 */
import { expect, test } from '@playwright/test';
import { devSite, gotoChanged } from './devSite';

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

test('the login dialog is 350 px wide, padded 20 px, stacked from z-index 30000, and fades in over 0.3 s', async ({ page }) => {
  await gotoChanged(page, '/gallery', (html) => html.replace('"useEscapeKeyToLogin": false', '"useEscapeKeyToLogin": true'));
  await page.keyboard.press('Escape');
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await expect(dialog).toBeVisible();
  const box = await dialog.evaluate((element) => {
    const style = getComputedStyle(element);
    const backdrop = element.previousElementSibling as HTMLElement;
    const layer = getComputedStyle(element.parentElement!);
    return {
      width: element.getBoundingClientRect().width,
      padding: style.padding,
      zIndex: style.zIndex,
      backdropZIndex: getComputedStyle(backdrop).zIndex,
      fade: [layer.animationDuration, layer.transitionDuration],
    };
  });
  expect(box).toEqual({ width: 350, padding: '20px', zIndex: '30001', backdropZIndex: '30000', fade: ['0.3s', '0.3s'] });
});
