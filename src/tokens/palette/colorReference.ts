/**
 * Colour references stored in block settings (spec: SITE_PALETTE_COLOR with an id
 * and alpha, CUSTOM_COLOR with a colour string, THEME_COLOR) resolved to CSS.
 * Palette references resolve through the palette's CSS custom properties so they
 * follow the section theme they are placed in.
 */
import { clamp } from '../color/colorValue';
import { formatColor } from '../color/formatColor';
import { parseColor } from '../color/parseColor';
import { isPaletteColorId, type PaletteColorId } from './paletteConfig';
import { THEME_COLOR_NAMES, type ThemeColorName } from '../theme/themeColorNames';
import { paletteVariableName, themeVariableName } from '../theme/cssVariableNames';

export type ColorReference =
  { type: 'SITE_PALETTE_COLOR'; id: PaletteColorId; alpha?: number } | { type: 'CUSTOM_COLOR'; color: string } | { type: 'THEME_COLOR'; name: ThemeColorName };

export class ColorReferenceError extends TypeError {
  constructor(message: string) {
    super(message);
    this.name = 'ColorReferenceError';
  }
}

/**
 * The CSS for a reference. Throws ColorReferenceError for an unknown type, palette
 * id or theme colour name, or a custom colour that does not parse.
 */
export function resolveColorReference(ref: ColorReference): string {
  switch (ref.type) {
    case 'SITE_PALETTE_COLOR': {
      if (!isPaletteColorId(ref.id)) throw new ColorReferenceError(`Unknown palette colour id: ${String(ref.id)}`);
      const alpha = ref.alpha === undefined || !Number.isFinite(ref.alpha) ? 1 : clamp(ref.alpha, 0, 1);
      return `hsla(var(${paletteVariableName(ref.id)}), ${alpha})`;
    }
    case 'CUSTOM_COLOR': {
      const value = typeof ref.color === 'string' ? parseColor(ref.color) : null;
      if (!value) throw new ColorReferenceError(`Custom colour does not parse: ${String(ref.color)}`);
      return formatColor(value);
    }
    case 'THEME_COLOR': {
      if (!(THEME_COLOR_NAMES as readonly string[]).includes(ref.name)) {
        throw new ColorReferenceError(`Unknown theme colour: ${String(ref.name)}`);
      }
      return `var(${themeVariableName(ref.name)})`;
    }
    default:
      throw new ColorReferenceError(`Unknown colour reference type: ${String((ref as { type: unknown }).type)}`);
  }
}
