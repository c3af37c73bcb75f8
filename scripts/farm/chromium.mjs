/**
 * Where the farms find Chromium: CHROMIUM_PATH, then Debian's /usr/bin/chromium,
 * then a browser Playwright installed itself. Nothing here downloads a browser.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-gpu',
  '--no-sandbox',
  '--font-render-hinting=none',
  '--disable-font-subpixel-positioning',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

/**
 * The farms' browser: the arguments above, and the compositor's determinism switches that
 * headless screenshot tools use, so a capture shows a finished frame: every compositor
 * stage (raster and image decode included) runs before a frame is drawn, images are
 * decoded with the tile that shows them instead of a frame later (checker imaging), a tile
 * is rastered whole rather than only where it changed (partial raster blends a rounded
 * corner's edge over what the tile held, so a corner differed by up to 31 levels
 * depending on whether an image loaded before or after the first paint), and
 * animations run on the main thread, where the page driver freezes them.
 */
export const FARM_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--run-all-compositor-stages-before-draw',
  '--disable-checker-imaging',
  '--disable-partial-raster',
  '--disable-threaded-animation',
  '--disable-image-animation-resync',
  '--disable-new-content-rendering-timeout',
];

export const NO_BROWSER_MESSAGE = 'No Chromium found: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.';

function playwrightOwn() {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** The browser to launch, or null. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return playwrightOwn();
}

/** The browser to launch; with none, prints one line saying how to get one and exits. */
export function requireChromium() {
  const path = findChromium();
  if (!path) {
    console.error(NO_BROWSER_MESSAGE);
    process.exit(2);
  }
  return path;
}
