/**
 * Effects and the map on the dev site's pages, as a visitor meets them: the home page's marquee
 * runs only while in view and, when its settings ask for it, stops under the pointer; its fitted
 * star is fitted again when the window resizes; the About page's map, given a maps key and a
 * stand-in provider script, gets an option change (the visitor's reduced-motion setting) 60 ms
 * after the last one, not sooner.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoChanged, runtimeReady } from './devSite';

const marquee = (page: Page) => page.locator('#block-marquee-003 [data-marquee]');
const startOffset = (page: Page) => page.locator('#block-marquee-003 [data-marquee] textPath').getAttribute('startOffset');

/** Whether the text has moved over `ms` of the page's own time. */
async function movesOver(page: Page, ms: number): Promise<boolean> {
  const before = await startOffset(page);
  await page.waitForTimeout(ms);
  return (await startOffset(page)) !== before;
}

test('the home page’s marquee starts only once scrolled into view, and stops when scrolled out of it', async ({ page }) => {
  await page.goto('/');
  await runtimeReady(page);
  await expect(marquee(page)).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 0));
  // below the first screen at the top of the page
  expect(await page.locator('#block-marquee-003').evaluate((block) => block.getBoundingClientRect().top > window.innerHeight)).toBe(true);
  await expect(marquee(page)).toHaveAttribute('data-marquee', 'still');
  expect(await movesOver(page, 400)).toBe(false);
  await page.locator('#block-marquee-003').scrollIntoViewIfNeeded();
  await expect(marquee(page)).toHaveAttribute('data-marquee', 'running');
  await expect.poll(() => movesOver(page, 200)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(marquee(page)).toHaveAttribute('data-marquee', 'still');
  expect(await movesOver(page, 400)).toBe(false);
});

test('a marquee whose settings ask to pause on hover stops under the pointer and runs again when it leaves; without the setting it runs on', async ({
  page,
}) => {
  // the older form's block JSON (`pauseOnHover`): the platform's Marquee-props of the corpus carry no such setting
  await gotoChanged(page, '/', (html) =>
    html.replace('id="block-marquee-003"', 'data-block-json="&#123;&#34;pauseOnHover&#34;:true&#125;" id="block-marquee-003"'),
  );
  await page.locator('#block-marquee-003').scrollIntoViewIfNeeded();
  await expect(marquee(page)).toHaveAttribute('data-marquee', 'running');
  await marquee(page).hover();
  await expect(marquee(page)).toHaveAttribute('data-marquee', 'still');
  expect(await movesOver(page, 400)).toBe(false);
  await page.mouse.move(5, 5);
  await expect(marquee(page)).toHaveAttribute('data-marquee', 'running');
  await expect.poll(() => movesOver(page, 200)).toBe(true);

  await page.unrouteAll();
  await page.goto('/');
  await runtimeReady(page);
  await page.locator('#block-marquee-003').scrollIntoViewIfNeeded();
  await expect(marquee(page)).toHaveAttribute('data-marquee', 'running');
  await marquee(page).hover();
  await page.waitForTimeout(200);
  await expect(marquee(page)).toHaveAttribute('data-marquee', 'running');
  expect(await movesOver(page, 200)).toBe(true);
});

/** The fitted star's box and its drawing, in px. */
function starSizes(page: Page) {
  return page.locator('#block-shape-004 [data-shape="star"]').evaluate((box) => {
    const svg = box.querySelector('svg')!.getBoundingClientRect();
    const outer = box.getBoundingClientRect();
    return { box: Math.round(outer.width), svg: Math.round(svg.width), left: Math.round(svg.left - outer.left) };
  });
}

/** A square star in its square box fills the box's width from its left edge. */
const fits = ({ box, svg, left }: { box: number; svg: number; left: number }) => svg === box && left === 0;

test('the home page’s fitted shape is fitted again when the window resizes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await runtimeReady(page);
  await expect(page.locator('#block-shape-004 [data-shape="star"]')).toHaveAttribute('data-shape-mode', 'fitted');
  await page.locator('#block-shape-004').scrollIntoViewIfNeeded();
  const wide = await starSizes(page);
  expect(wide.svg).toBeGreaterThan(100);
  // a square star in its square box: the drawing is the box's width, at its left edge
  expect(fits(wide)).toBe(true);
  await page.setViewportSize({ width: 700, height: 800 });
  await expect.poll(async () => (await starSizes(page)).box).toBeLessThan(wide.box - 50);
  await expect.poll(async () => fits(await starSizes(page))).toBe(true);
});

/** A stand-in for the maps provider's script: the API the runtime draws over, recording what it is told. */
const FAKE_MAPS_SCRIPT = `
window.mapCalls = [];
window.google = { maps: {
  Map: function (container, options) {
    window.mapCalls.push({ call: 'new', at: Date.now() });
    this.setOptions = function (o) { window.mapCalls.push({ call: 'setOptions', at: Date.now(), zoom: o.zoom }); };
    this.setCenter = function () { window.mapCalls.push({ call: 'setCenter' }); };
    this.panTo = function () { window.mapCalls.push({ call: 'panTo' }); };
    this.setZoom = function () {};
    this.addListener = function () { return { remove: function () {} }; };
  },
  Marker: function () { this.setMap = function () {}; this.setPosition = function () {}; this.setTitle = function () {}; },
  Size: function () {},
  Point: function () {},
} };`;

test('a live map gets an option change (the visitor turning reduced motion on) 60 ms after the last one, not sooner', async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_MAPS_SCRIPT }));
  await page.clock.install();
  await gotoChanged(page, '/about', (html) =>
    html.replace('Static.SQUARESPACE_CONTEXT = {', `Static.SQUARESPACE_CONTEXT = {"gmRenderKey": "${btoa('dev-maps-key')}",`),
  );
  const map = page.locator('#block-map-studio [data-map-block]');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-state', 'loaded');
  const calls = () => page.evaluate(() => (window as unknown as { mapCalls: { call: string }[] }).mapCalls.map((c) => c.call));
  expect(await calls()).toEqual(['new']);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // three changes 30 ms apart: only the last one reaches the map, 60 ms after it (each change is seen and
  // rendered while the page's clock stands still: the waits are the test's own time, not the page's)
  const change = async (reducedMotion: 'reduce' | 'no-preference') => {
    await page.emulateMedia({ reducedMotion });
    await page.waitForTimeout(150);
  };
  await change('reduce');
  await page.clock.runFor(30);
  await change('no-preference');
  await page.clock.runFor(30);
  await change('reduce');
  await page.clock.runFor(59);
  expect(await calls()).toEqual(['new']);
  await page.clock.runFor(1);
  await expect.poll(calls).toEqual(['new', 'setOptions']);
  await page.clock.runFor(500);
  expect(await calls()).toEqual(['new', 'setOptions']);
});
