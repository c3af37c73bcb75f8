import { createContext } from 'react';

/**
 * The element the theme's CSS custom properties are written on. Content rendered
 * elsewhere in the document (dialogs, the lightbox, tooltips through a portal) goes
 * inside it so it keeps the theme's colours. Undefined: no theme provider (portals
 * use document.body); null: the provider's element is not mounted yet (portals wait,
 * so they mount once). Its own module, so a portal does not pull in the colour model.
 */
export const ThemeScopeContext = createContext<HTMLElement | null | undefined>(undefined);
