/**
 * Marquee, shape and masked image block settings to their components' props. Values
 * that cannot be read fall back to the components' defaults; what makes a block
 * unmountable (no text, an unknown shape, a mask without an image) is a message
 * naming the block. Pure.
 */
import type { Result } from '../../platform/result/result';
import type { MarqueeProps } from '../../effects/marquee/Marquee';
import type { ShapeBlockProps } from '../../effects/shape/ShapeBlock';
import type { MaskedImageProps } from '../../effects/maskedImage/MaskedImage';
import { SHAPE_NAMES, type ShapeName } from '../../primitives/shapes/shapeCatalog';
import { parseDimensions, parseFocalPoint } from '../../primitives/image/imageGeometry';
import { blockLabel, type BlockSettings } from './blockJson';
import { maskShapeOf } from './maskShape';

/** A block's props read, or the message to log (the platform's `Result`). */
export type PropsResult<P> = Result<P>;

const finite = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** Drops undefined keys so the component's own defaults apply. */
function defined<T extends object>(props: T): T {
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined)) as T;
}

/** A `{ unit, value }` length of the platform's settings in px (rem and em at 16 px), else undefined. */
function lengthPx(raw: unknown): number | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { unit, value } = raw as { unit?: unknown; value?: unknown };
  const n = finite(value);
  if (n === undefined || n < 0) return undefined;
  if (unit === 'px') return n;
  if (unit === 'rem' || unit === 'em') return n * 16;
  return undefined;
}

/** Item spacing (`{ unit, value }`) as em spaces (one U+2003 is 1 em wide); 1 em when unreadable, at most 12. */
function spacing(raw: unknown, fontSizePx: number): string {
  const { unit, value } = typeof raw === 'object' && raw !== null ? (raw as { unit?: unknown; value?: unknown }) : {};
  const n = finite(value);
  const ems = n === undefined ? 1 : unit === 'px' ? n / fontSizePx : unit === 'em' || unit === 'rem' ? n : 1;
  const count = Math.min(12, Math.round(ems));
  return count <= 0 ? ' ' : '\u2003'.repeat(count);
}

/**
 * The platform's `script.Marquee-props` JSON as our marquee's settings: `marqueeItems[{text}]` joined
 * by `itemSpacing`, `animationDirection`, `animationSpeed`, `waveFrequency`, `waveIntensity`,
 * `textSize` ({ unit, value }: rem and em at 16 px), and `linkTo` / `newWindow`. Null when the text
 * is not a JSON object.
 */
export function marqueePropsSettings(propsText: string): { settings: BlockSettings; link: MarqueeLink | null } | null {
  let raw: unknown;
  try {
    raw = JSON.parse(propsText);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const props = raw as Record<string, unknown>;
  const fontSize = lengthPx(props.textSize);
  const gap = spacing(props.itemSpacing, fontSize ?? 32);
  const items = Array.isArray(props.marqueeItems)
    ? props.marqueeItems
        .map((item) => (typeof item === 'object' && item !== null ? str((item as { text?: unknown }).text)?.trim() : undefined))
        .filter((t): t is string => Boolean(t))
    : [];
  const settings: BlockSettings = {
    text: items.join(gap),
    separator: gap,
    direction: props.animationDirection,
    speed: props.animationSpeed,
    waveFrequency: props.waveFrequency,
    waveIntensity: props.waveIntensity,
    fontSize,
  };
  const href = str(props.linkTo)?.trim();
  return { settings, link: href ? { href, newWindow: props.newWindow === true } : null };
}

/** Where a marquee links to (`linkTo`), and whether in a new window. */
export interface MarqueeLink {
  href: string;
  newWindow: boolean;
}

export function parseMarqueeProps(
  blockSettings: BlockSettings,
  contentText: string,
  elementId: string | null,
  propsText: string | null = null,
): PropsResult<MarqueeProps & { link?: MarqueeLink | null }> {
  const fromScript = propsText ? marqueePropsSettings(propsText) : null;
  if (propsText && !fromScript)
    return { ok: false, error: `Marquee block ${blockLabel(elementId)} left as rendered: its Marquee-props script is not a JSON object` };
  const settings = fromScript ? { ...blockSettings, ...fromScript.settings } : blockSettings;
  const text = str(settings.text)?.trim() ?? contentText.replace(/\s+/g, ' ').trim();
  if (text === '') return { ok: false, error: `Marquee block ${blockLabel(elementId)} skipped: it has no text` };
  const direction = settings.direction === 'left' || settings.direction === 'right' ? settings.direction : undefined;
  const speed = finite(settings.speed);
  const fontSize = finite(settings.fontSize);
  return {
    ok: true,
    value: defined<MarqueeProps & { link?: MarqueeLink | null }>({
      text,
      direction,
      speed: speed !== undefined && speed >= 0 ? speed : undefined,
      waveFrequency: finite(settings.waveFrequency),
      waveIntensity: finite(settings.waveIntensity),
      pauseOnHover: bool(settings.pauseOnHover),
      fontSize: fontSize !== undefined && fontSize > 0 ? fontSize : undefined,
      separator: typeof settings.separator === 'string' ? settings.separator : undefined,
      link: fromScript?.link ?? undefined,
    }),
  };
}

const isShapeName = (name: unknown): name is ShapeName => typeof name === 'string' && (SHAPE_NAMES as readonly string[]).includes(name);
const unknownShape = (what: string, name: unknown, elementId: string | null) =>
  `${what} ${blockLabel(elementId)} skipped: unknown shape ${JSON.stringify(name ?? null)} (known shapes: ${SHAPE_NAMES.join(', ')})`;

export function parseShapeProps(settings: BlockSettings, hasStretchedClass: boolean, elementId: string | null): PropsResult<ShapeBlockProps> {
  const name = settings.shape ?? settings.shapeName;
  if (!isShapeName(name)) return { ok: false, error: unknownShape('Shape block', name, elementId) };
  const stretched = hasStretchedClass || bool(settings.stretch) === true;
  return {
    ok: true,
    value: defined<ShapeBlockProps>({
      shape: name,
      mode: stretched ? 'stretched' : 'fitted',
      dropShadow: settings.dropShadow ?? undefined,
      color: str(settings.color),
      label: str(settings.label),
    }),
  };
}

/** The attributes of an image block's image: its first img, and the noscript img's src. */
export interface ImageMarkup {
  image: Partial<Record<string, string | null | undefined>> | null;
  noscriptSrc?: string | null;
}

/** What the scanner passes for a marquee block: its settings, its content's text (once) and its `script.Marquee-props` text. */
export interface MarqueeMarkup {
  settings: BlockSettings;
  text: string;
  /** The platform's settings (`script.Marquee-props`), the 7.1 block's only settings; null when absent. */
  propsText?: string | null;
}

/** What the scanner passes for a shape block: its settings and whether it is stretched (a `stretched` class). */
export interface ShapeMarkup {
  settings: BlockSettings;
  stretched: boolean;
}

/** What the scanner passes for an image block with a mask shape: settings, image attributes, stretched. */
export interface MaskedImageMarkup extends ImageMarkup {
  settings: BlockSettings;
  stretched: boolean;
}

/**
 * The masked image's props, or null when the image block has no mask (it is then
 * left as the server rendered it).
 */
export function parseMaskedImageProps(
  settings: BlockSettings,
  { image, noscriptSrc = null }: ImageMarkup,
  hasStretchedClass: boolean,
  elementId: string | null,
): PropsResult<MaskedImageProps> | null {
  const name = maskShapeOf(settings);
  if (name === null) return null;
  if (!isShapeName(name)) return { ok: false, error: unknownShape('Image block', name, elementId) };
  const src = str(image?.['data-src']) ?? str(image?.['data-image']) ?? str(noscriptSrc);
  if (!src) return { ok: false, error: `Image block ${blockLabel(elementId)} skipped: its masked image has no source` };
  return {
    ok: true,
    value: {
      src,
      alt: image?.alt ?? '',
      shape: name,
      dimensions: parseDimensions(image?.['data-image-dimensions'] ?? str(settings.dimensions)),
      focalPoint: parseFocalPoint(image?.['data-image-focal-point']),
      stretch: hasStretchedClass || bool(settings.stretch) === true,
    },
  };
}
