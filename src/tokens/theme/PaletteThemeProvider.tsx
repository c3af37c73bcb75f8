import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import type { Palette } from '../palette/paletteConfig';
import { buildTheme } from './buildTheme';
import { ThemeScopeContext } from './themeScope';
import type { SectionTheme } from './themeColorNames';

const Scope = styled.div`
  background: var(--color-background);
  color: var(--color-text);
  font-family: var(--font-family);
`;

export interface PaletteThemeProviderProps {
  palette: Palette;
  sectionTheme?: SectionTheme;
  children?: ReactNode;
  className?: string;
}

/**
 * Gives styled-components the theme built from a palette and writes its CSS custom
 * properties on a wrapping element, so plain markup inside uses the same colours;
 * portals render into that element too (ThemeScopeContext).
 */
export function PaletteThemeProvider({ palette, sectionTheme = 'light', children, className }: PaletteThemeProviderProps) {
  const theme = useMemo(() => buildTheme(palette, sectionTheme), [palette, sectionTheme]);
  const [scope, setScope] = useState<HTMLElement | null>(null);
  return (
    <ThemeProvider theme={theme}>
      <Scope ref={setScope} className={className} data-section-theme={sectionTheme} style={theme.cssVariables as CSSProperties}>
        <ThemeScopeContext.Provider value={scope}>{children}</ThemeScopeContext.Provider>
      </Scope>
    </ThemeProvider>
  );
}
