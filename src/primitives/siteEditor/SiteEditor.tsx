import { createContext, useContext } from 'react';

/**
 * Whether the page is shown inside the site editor (the owner editing) rather than
 * to a visitor of the published site. Components show editor-only hints, and skip
 * visitor-only effects (deep links), from this. Visitor by default.
 */
export const SiteEditorContext = createContext(false);

export const useInSiteEditor = () => useContext(SiteEditorContext);
