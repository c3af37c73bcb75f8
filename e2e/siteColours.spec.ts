/**
 * The site's colours: a mounted block takes the palette the page's stylesheet declares
 * (the slots as bare HSL triplets, the semantic variables, one rule per section theme)
 * and the theme of the section it sits in; on a page that declares no palette it wears
 * our default theme. The About page has the same image block (collage layout) in a white
 * and in a dark section; the colours are read as the browser computed them.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_PALETTE } from '../src/tokens/theme/defaultPalette.generated';
import type { PaletteColorId } from '../src/tokens/palette/paletteConfig';
import { runtimeReady } from './devSite';

/** The colours a view shows: its text, its panel (the collage's surface) and its button. */
async function coloursOf(block: Locator) {
  const view = block.locator('[data-image-block="collage"]');
  await expect(view).toBeVisible();
  const button = view.getByRole('link', { name: 'Opening hours' });
  return {
    text: await view.evaluate((el) => getComputedStyle(el).color),
    surface: await view.evaluate((el) => getComputedStyle(el, '::before').backgroundColor),
    border: await view.evaluate((el) => getComputedStyle(el, '::before').borderTopColor),
    button: await button.evaluate((el) => getComputedStyle(el).backgroundColor),
    buttonText: await button.evaluate((el) => getComputedStyle(el).color),
  };
}

/** A CSS colour as the browser computes it (`rgb(…)`), to compare with what a view shows. */
function computed(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('i');
    probe.style.color = value;
    document.body.appendChild(probe);
    const result = getComputedStyle(probe).color;
    probe.remove();
    return result;
  }, colour);
}

const defaultSlot = (page: Page, id: PaletteColorId) => {
  const { hue, saturation, lightness } = DEFAULT_PALETTE[id].values;
  return computed(page, `hsl(${hue} ${saturation}% ${lightness}%)`);
};

test("the same block takes each section's theme from the site's palette", async ({ page }) => {
  await page.goto('/about');
  await runtimeReady(page);
  const day = page.locator('section[data-section-theme="white"] #block-image-collage-day');
  const night = page.locator('section[data-section-theme="dark"] #block-image-collage-night');
  // the dev site's palette (site.css): white section black text, teal button, warm light panel
  expect(await coloursOf(day)).toEqual({
    text: await computed(page, 'hsl(0 0% 11%)'),
    surface: await computed(page, 'hsl(40 30% 96%)'),
    border: await computed(page, 'hsl(174 70% 25%)'),
    button: await computed(page, 'hsl(174 70% 35%)'),
    buttonText: await computed(page, 'hsl(0 0% 100%)'),
  });
  // dark section: white text, the mint safe light accent as the button and the border, the darkest colour as the panel
  expect(await coloursOf(night)).toEqual({
    text: await computed(page, 'hsl(0 0% 100%)'),
    surface: await computed(page, 'hsl(0 0% 11%)'),
    border: await computed(page, 'hsl(174 40% 80%)'),
    button: await computed(page, 'hsl(174 40% 80%)'),
    buttonText: await computed(page, 'hsl(0 0% 11%)'),
  });
});

test('a page that declares no site colours shows our default theme', async ({ page }) => {
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    // the site's palette, its semantic variables and its section themes taken out of the page's stylesheet
    const html = (await response.text()).replace(/^\s*(:root\{--|\[data-section-theme=).*$/gm, '');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about');
  await runtimeReady(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent-hsl'))).toBe('');
  const expected = {
    text: await defaultSlot(page, 'black'),
    surface: await defaultSlot(page, 'lightAccent'),
    border: await defaultSlot(page, 'safeDarkAccent'),
    button: await defaultSlot(page, 'accent'),
    buttonText: await defaultSlot(page, 'safeInverseAccent'),
  };
  // both sections the same: without the site's rules a section theme changes nothing
  expect(await coloursOf(page.locator('#block-image-collage-day'))).toEqual(expected);
  expect(await coloursOf(page.locator('#block-image-collage-night'))).toEqual(expected);
});
