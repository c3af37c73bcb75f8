/** The semantic colours a section theme defines. */
export const THEME_COLOR_NAMES = ['background', 'text', 'link', 'accent', 'onAccent', 'surface', 'onSurface', 'border', 'focus'] as const;

export type ThemeColorName = (typeof THEME_COLOR_NAMES)[number];

export const SECTION_THEMES = ['light', 'dark'] as const;
export type SectionTheme = (typeof SECTION_THEMES)[number];
