/**
 * Where a slide's title and description (its meta) sit over the slide, from the
 * block's meta-position: top, center or bottom, each optionally -left or -right
 * ("top-left", "bottom-right", "center"). No meta-position: the meta is not shown
 * over the slides. An unknown value falls back to bottom. Pure.
 */
export interface MetaPlacement {
  vertical: 'top' | 'center' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
}

export const DEFAULT_META_PLACEMENT: MetaPlacement = { vertical: 'bottom', horizontal: 'center' };

export function parseMetaPosition(value: string | null): MetaPlacement | null {
  if (value === null) return null;
  const [first = '', second = 'center', ...rest] = value.trim().toLowerCase().split('-');
  const vertical = first === 'top' || first === 'center' || first === 'bottom' ? first : null;
  const horizontal = second === 'left' || second === 'center' || second === 'right' ? second : null;
  if (!vertical || !horizontal || rest.length > 0) return DEFAULT_META_PLACEMENT;
  return { vertical, horizontal };
}

/** CSS for the meta box inside a positioned slide. */
export function metaBoxStyle({ vertical, horizontal }: MetaPlacement): Record<string, string | number> {
  return {
    top: vertical === 'top' ? 0 : vertical === 'center' ? '50%' : 'auto',
    bottom: vertical === 'bottom' ? 0 : 'auto',
    transform: vertical === 'center' ? 'translateY(-50%)' : 'none',
    textAlign: horizontal,
  };
}
