import { useContext, useInsertionEffect, useState, type ReactNode } from 'react';
import { ThemeScopeContext } from '../../tokens/theme/themeScope';
import { createPortal } from 'react-dom';

/** The attribute on a portal's host element (a modal's layer: what stays live while it is open). */
export const PORTAL_HOST_ATTRIBUTE = 'data-portal';

/**
 * Renders children at the end of the theme's scope element, else of document.body
 * (dialogs, the lightbox), so they sit above the page yet keep the theme's colours;
 * nothing on the server. The children render in the same pass as the portal: its host
 * is made at once and put in the document while the renderer commits, before any layout
 * effect of theirs runs and before the browser paints. React sets their refs after that
 * too; Preact (visitors' pages, `src/runtime-adapter/renderer/`) sets them first, so what
 * needs the host in the document waits for a layout effect (`useModal` moves focus in so).
 */
export function Portal({ children }: { children?: ReactNode }) {
  const scope = useContext(ThemeScopeContext);
  const [host] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  // an insertion effect runs before the layout effects and refs of the whole tree
  useInsertionEffect(() => {
    // the theme's element is on its way: mount once it is there, not twice
    if (scope === null || !host) return;
    host.setAttribute(PORTAL_HOST_ATTRIBUTE, '');
    (scope ?? document.body).appendChild(host);
    return () => host.remove();
  }, [scope, host]);
  return host && scope !== null ? createPortal(children, host) : null;
}
