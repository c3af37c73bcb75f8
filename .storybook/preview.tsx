import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createGlobalStyle } from 'styled-components';
import { configure } from 'storybook/test';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/jetbrains-mono/400.css';
import { PaletteThemeProvider, toHex, type Palette, type SectionTheme } from '../src/tokens';
import { ReducedMotionProvider, isReducedMotionOverride } from '../src/primitives/reducedMotion';
import { A11Y_PARAMETER } from './a11y';
import { modesParameter, viewportOptions } from './modes';
import { STORY_PALETTE } from './storyPalette';
import { FROZEN_TIME_MS, STORY_SEED, seededRandom, storyClock } from './storyClock.js';

// Every story starts at the same instant with the same random numbers, in the Storybook UI,
// in Chromatic and in both farms (see storyClock.js): its dates read the same everywhere
// ('3 days ago'), while time still runs on for timers and animations.
const clock = storyClock(globalThis.Date, FROZEN_TIME_MS);
globalThis.Date = clock.Date;
const random = seededRandom(STORY_SEED);
Math.random = random.next;

// A play function's findBy/waitFor wait up to 5 s, not Testing Library's 1 s: on a loaded
// 2-core machine a story's mocked call and its re-render can take longer than a second
// (a form's network-error story timed out so in a farm run), and a wait that passes only
// on an idle machine is a flake, not a check.
configure({ asyncUtilTimeout: 5000 });

// Every face a story shows ships with the project: captures never depend on the
// machine's system fonts.
// Rendered inside the theme: in the dark mode the page under a story is the dark theme's background too, so
// what covers the viewport (a dialog's backdrop, the system error overlay) lies over a dark page, as on a
// dark site, not over Storybook's white.
const Global = createGlobalStyle`
  html, body { margin: 0; }
  body { font-family: var(--font-family, 'Inter', system-ui, sans-serif); }
  ${({ theme }) => (theme.sectionTheme === 'dark' ? `body { background: ${toHex(theme.values.background)}; }` : '')}
  button, input, select, textarea { font: inherit; }
  code, kbd, pre, samp { font-family: 'JetBrains Mono', monospace; font-size: 0.92em; }
`;

const withThemeAndMotion: Decorator = (Story, context) => {
  const sectionTheme: SectionTheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const palette = (context.parameters.palette as Palette | undefined) ?? STORY_PALETTE;
  const motion = context.globals.reducedMotion;
  return (
    <ReducedMotionProvider override={isReducedMotionOverride(motion) ? motion : null}>
      <PaletteThemeProvider palette={palette} sectionTheme={sectionTheme} className="story-theme-scope">
        <Global />
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </PaletteThemeProvider>
    </ReducedMotionProvider>
  );
};

// Stories answer the blocks' calls with request handlers (`parameters.msw.handlers`).
// The worker starts with the first story that has handlers; from then on every story
// resets them, so one story's answers never leak into the next. Requests nobody
// handles go to the network as they would without the worker.
const startMsw = mswLoader(async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: './mockServiceWorker.js' } });
  return worker;
});
let mswStarted = false;
const mswWhenAsked: Loader = async (context) => {
  if (!mswStarted && !context.parameters.msw) return {};
  mswStarted = true;
  return startMsw(context);
};

const preview: Preview = {
  beforeEach: () => {
    clock.restart();
    random.reseed(STORY_SEED);
  },
  decorators: [withThemeAndMotion],
  loaders: [mswWhenAsked],
  globalTypes: {
    theme: {
      description: 'Section theme built from the palette',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light section' },
          { value: 'dark', title: 'Dark section' },
        ],
        dynamicTitle: true,
      },
    },
    reducedMotion: {
      description: 'Reduced motion: follow the system, or force it on or off',
      toolbar: {
        title: 'Motion',
        icon: 'transfer',
        items: [
          { value: 'system', title: 'Motion: system setting' },
          { value: 'reduce', title: 'Motion: reduced' },
          { value: 'no-preference', title: 'Motion: full' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    reducedMotion: 'system',
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: { options: viewportOptions },
    backgrounds: { disable: true },
    // The a11y panel checks as the accessibility farm does (WCAG 2.2 A/AA over the story root,
    // a violation fails the story); the Theme toolbar shows the dark section's violations.
    a11y: A11Y_PARAMETER,
    chromatic: { modes: modesParameter() },
    visual: {},
    options: {
      storySort: { order: ['Introduction', 'Tokens', ['Design Tokens', 'Palette', 'Colour Parser'], '*', 'Farm'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
