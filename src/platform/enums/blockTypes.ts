/**
 * Block types. The spec lists the block type names (numbers 1 to 71) but does not show
 * the number of each, so `BLOCK_TYPE_NAMES` is a list of names only, in the spec's order
 * (the position in the list is NOT the block number).
 *
 * `OBSERVED_BLOCK_TYPE_NUMBERS` is a separate table: the `data-block-type` numbers seen on
 * real published pages. The runtime adapter recognises a block by its kind class first
 * and falls back to this table only when the kind class is missing.
 */
export const BLOCK_TYPE_NAMES = [
  'navigation',
  'html',
  'logo',
  'map',
  'image',
  'twitter',
  'journal',
  'gallery',
  'form',
  'geo',
  'index',
  'collection link',
  'link',
  'tag cloud',
  'comments',
  'folder',
  'menu',
  'social links',
  'summary',
  'spacer',
  'embed',
  'code',
  'foursquare',
  'instagram',
  'calendar',
  'posts by author',
  'posts by tag',
  'posts by category',
  'posts by month',
  'quote',
  'video',
  'search',
  'audio',
  '500px',
  'product',
  'markdown',
  'flickr',
  'amazon',
  'horizontal rule',
  'social account links',
  'rss',
  'opentable',
  'newsletter',
  'donation',
  'button',
  'summary v2',
  'soundcloud',
  'email footer',
  'in-browser message link',
  'tour dates',
  'album',
  'archive',
  'chart',
  'zola',
  'acuity',
  'opentable v2',
  'member area',
  'tock',
  'accordion',
  'marquee',
  'shape',
] as const;
export type BlockTypeName = (typeof BLOCK_TYPE_NAMES)[number];

/** Block numbers observed on real published pages, keyed by block kind. */
export const OBSERVED_BLOCK_TYPE_NUMBERS = {
  text: 2,
  map: 4,
  image: 5,
  gallery: 8,
  form: 9,
  spacer: 21,
  code: 23,
  line: 47,
  newsletter: 51,
  button: 53,
  'social-links': 54,
  'summary-v2': 55,
  accordion: 69,
  marquee: 70,
  /** Newer blocks: the component is named by `data-definition-name`. */
  'website-component': 1337,
} as const;
export type ObservedBlockKind = keyof typeof OBSERVED_BLOCK_TYPE_NUMBERS;

const KIND_BY_NUMBER: ReadonlyMap<number, ObservedBlockKind> = new Map(
  (Object.entries(OBSERVED_BLOCK_TYPE_NUMBERS) as [ObservedBlockKind, number][]).map(([kind, n]) => [n, kind]),
);

/**
 * The observed block kind for a `data-block-type` value (a number, or the attribute's
 * text); null when the number is not one observed on real pages.
 */
export function observedBlockKindOf(blockType: unknown): ObservedBlockKind | null {
  const n = typeof blockType === 'string' && /^\s*\d+\s*$/.test(blockType) ? Number(blockType) : blockType;
  return typeof n === 'number' ? (KIND_BY_NUMBER.get(n) ?? null) : null;
}

/** Block variant type ids. 1001 is not listed by the spec and is left out. */
export const BlockVariantType = {
  SLIDESHOW: 1000,
  CAROUSEL: 1002,
  GRID: 1003,
  STACK: 1004,
  SUMMARY_WALL: 1005,
  SUMMARY_CAROUSEL: 1006,
  SUMMARY_LIST: 1007,
  SUMMARY_GRID: 1008,
  CHART_BAR: 1009,
  CHART_LINE: 1010,
  CHART_PIE: 1011,
  IMAGE_INLINE: 1012,
  IMAGE_POSTER: 1013,
  IMAGE_CARD: 1014,
  IMAGE_OVERLAP: 1015,
  IMAGE_COLLAGE: 1016,
  IMAGE_STACK: 1017,
  RESERVATIONS: 1018,
  EVENTS: 1019,
} as const;
export type BlockVariantType = (typeof BlockVariantType)[keyof typeof BlockVariantType];
