/**
 * The modes every story is captured in, defined once. The visual farm and Chromatic
 * (parameters.chromatic.modes) both read these, so the two never disagree.
 *
 * A mode is a viewport width plus Storybook globals (theme, reducedMotion).
 */
export interface Mode {
  /** Viewport width in px. */
  viewport: number;
  theme: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
  /** Set by a story to leave a default mode out. */
  disable?: boolean;
}

export const VIEWPORT_HEIGHT = 800;

export const allModes = {
  desktop: { viewport: 1280, theme: 'light' },
  mobile: { viewport: 390, theme: 'light' },
  dark: { viewport: 1280, theme: 'dark' },
  'reduced-motion': { viewport: 1280, theme: 'light', reducedMotion: 'reduce' },
} as const satisfies Record<string, Mode>;

export type ModeName = keyof typeof allModes;

/** The modes a story gets unless it says otherwise. */
export const DEFAULT_MODE_NAMES: readonly ModeName[] = ['desktop', 'mobile', 'dark'];

/**
 * The chromatic.modes parameter for a set of mode names. Storybook merges parameter
 * objects key by key, so a default mode left out is written as disabled.
 */
export function modesParameter(names: readonly ModeName[] = DEFAULT_MODE_NAMES): Record<string, Mode> {
  const out: Record<string, Mode> = {};
  for (const name of Object.keys(allModes) as ModeName[]) {
    if (names.includes(name)) out[name] = { ...allModes[name] };
    else if (DEFAULT_MODE_NAMES.includes(name)) out[name] = { ...allModes[name], disable: true };
  }
  return out;
}

/** Storybook viewport options (toolbar), one per distinct mode width. */
export const viewportOptions = {
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: `${VIEWPORT_HEIGHT}px` }, type: 'desktop' },
  mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;
