import { useContext, useEffect, useState, type ReactNode } from 'react';
import { ThemeScopeContext } from '../../tokens/theme/themeScope';
import { createPortal } from 'react-dom';

/**
 * Renders children at the end of the theme's scope element, else of document.body
 * (dialogs, the lightbox), so they sit above the page yet keep the theme's colours;
 * nothing on the server.
 */
export function Portal({ children }: { children?: ReactNode }) {
  const scope = useContext(ThemeScopeContext);
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    // the theme's element is on its way: mount once it is there, not twice
    if (scope === null) return;
    const el = document.createElement('div');
    el.setAttribute('data-portal', '');
    (scope ?? document.body).appendChild(el);
    setHost(el);
    return () => el.remove();
  }, [scope]);
  return host ? createPortal(children, host) : null;
}
