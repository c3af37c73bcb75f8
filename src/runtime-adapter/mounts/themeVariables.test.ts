// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ensureThemeVariables, THEME_VARIABLES_ATTRIBUTE } from './renderRoot';

describe('the theme variables a page gets', () => {
  it("are declared once, first in the head, from the site's palette with our default theme behind", () => {
    document.head.innerHTML = '<meta name="description" content="A page">';
    ensureThemeVariables(document);
    ensureThemeVariables(document);
    const styles = document.head.querySelectorAll(`style[${THEME_VARIABLES_ATTRIBUTE}]`);
    expect(styles).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(styles[0]);
    const text = styles[0]!.textContent ?? '';
    // on each view's element and portal host, never on :root (which would restyle the whole page)
    expect(text).toContain('[data-runtime-root],[data-portal]{--color-background:var(--siteBackgroundColor, hsla(var(--white-hsl, 0,0%,100%), 1))');
    expect(text).not.toContain(':root');
    expect(text).toContain('--color-text:var(--paragraphMediumColor, hsla(var(--black-hsl, 0,0%,0%), 1))');
    // the page's palette slots are the site's: the runtime declares none of its own
    expect(text).not.toMatch(/--[a-zA-Z-]+-hsl:/);
  });
});
