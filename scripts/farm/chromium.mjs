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

export const NO_BROWSER_MESSAGE =
  'No Chromium found: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.';

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
