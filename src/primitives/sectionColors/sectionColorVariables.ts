import type { DefaultTheme } from 'styled-components';
import { buildTheme } from '../../tokens/theme/buildTheme';
import type { SectionTheme } from '../../tokens/theme/themeColorNames';

/** The light or dark look a block draws itself in, whatever section it sits in. */
export type BlockLook = SectionTheme;

/**
 * The colours of a block drawn in its own light or dark look (cookie banner, popup overlay,
 * mobile info bar): the site palette's light or dark section theme as CSS variables, so
 * contrast is safe by construction; with no palette around, plain black and white.
 */
export function sectionColorVariables(theme: DefaultTheme | undefined, look: BlockLook): Record<string, string> {
  if (theme?.palette) return buildTheme(theme.palette, look).cssVariables;
  const [paper, ink] = look === 'light' ? ['#ffffff', '#111111'] : ['#111111', '#ffffff'];
  return {
    '--color-background': paper,
    '--color-text': ink,
    '--color-link': ink,
    '--color-accent': ink,
    '--color-on-accent': paper,
    '--color-border': ink,
    '--color-focus': ink,
  };
}
