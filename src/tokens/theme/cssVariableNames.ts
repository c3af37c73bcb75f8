/** Names of the CSS custom properties the theme writes (e.g. --accent-hsl). */
import type { PaletteColorId } from '../palette/paletteConfig';
import type { ThemeColorName } from './themeColorNames';

function kebab(id: string): string {
  return id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** '--accent-hsl', '--safe-inverse-dark-accent-hsl': an 'H,S%,L%' triple. */
export function paletteVariableName(id: PaletteColorId): `--${string}-hsl` {
  return `--${kebab(id)}-hsl`;
}

/** '--color-background', '--color-on-accent'. */
export function themeVariableName(name: ThemeColorName): `--color-${string}` {
  return `--color-${kebab(name)}`;
}

export function tokenVariableName(group: string, key: string): `--${string}` {
  return `--${kebab(group)}-${kebab(key)}`;
}
