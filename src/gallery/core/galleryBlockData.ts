/**
 * Gallery block data (spec: "Gallery block data") parsed into typed settings with
 * the design's defaults. Keys may be absent, null or strings; an unknown design gives
 * the spec's two errors. Two fields of the spec are not read: `mixedContent` (each
 * slide's own data-type says whether it is a video) and `listImageSize` (it sizes a list
 * layout that is not one of the eight designs). Pure.
 */
import type { Result } from '../../platform/result/result';
import { readBoolean, readEnum, readNumber, readString } from './coerce';
import { parseMetaPosition, type MetaPlacement } from './metaPosition';
import {
  DESIGN_DEFAULTS,
  GALLERY_CONSTANTS,
  UNKNOWN_DESIGN_MESSAGE,
  isGalleryDesign,
  loadedDesignsMessage,
  type DesignDefaults,
  type GalleryDesign,
  type StripAlignment,
} from './designs';

export type LightboxTheme = 'light' | 'dark';

export interface ThumbnailSettings {
  enabled: boolean;
  stripHeight: number;
  stripMargin: number;
  perRow: number;
  square: boolean;
}

export interface GallerySettings extends DesignDefaults {
  design: GalleryDesign;
  /** Width / height of each image, or 'auto' to keep each image's own. */
  aspectRatio: number | 'auto';
  lightboxTheme: LightboxTheme;
  autoplay: boolean;
  autoplayTimeoutMs: number;
  /** Autoplay moves to a random other slide instead of the next. */
  autoplayRandomize: boolean;
  /** Autoplay pauses while the pointer is over the gallery (not on mobile). */
  autoplayPauseOnMouseover: boolean;
  thumbnails: ThumbnailSettings;
  autoCrop: boolean;
  /** Where titles and descriptions show over the slides; null: not shown. */
  metaPosition: MetaPlacement | null;
  vSize: number | null;
  /** The slideshow's current image zooms slowly to 1.075 while it shows (our key `kenBurns`). */
  kenBurns: boolean;
}

/** The settings read, or every problem found (the platform's `Result`). */
export type GalleryDataResult = Result<GallerySettings, string[]>;

/** Shorter autoplay durations (a stray 0.0001 s) are raised to this, so slides never spin. */
export const MIN_AUTOPLAY_TIMEOUT_MS = 500;

/**
 * More slides per row than this (a stray 2^53) are lowered to it, so each slide keeps a
 * drawable width (our choice: the platform's editor offers far fewer).
 */
export const MAX_SLIDES_PER_ROW = 24;

export const COLUMN_WIDTH_MESSAGE = 'columnWidth must be a positive number or numeric string';

type Raw = Record<string, unknown>;

function aspectRatio(value: unknown): number | 'auto' {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'auto') return 'auto';
  const n = readNumber(value, NaN);
  return n > 0 ? n : 'auto';
}

/** The block's `active-alignment` (left, center, right) as the strip's alignment of the current slide. */
const ACTIVE_ALIGNMENT: Readonly<Record<string, StripAlignment>> = { left: 'start', center: 'middle', right: 'end' };

function activeAlignment(value: unknown, fallback: StripAlignment): StripAlignment {
  const name = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return Object.hasOwn(ACTIVE_ALIGNMENT, name) ? ACTIVE_ALIGNMENT[name]! : fallback;
}

function positive(value: unknown): number | null {
  const n = readNumber(value, NaN);
  return n > 0 ? n : null;
}

export function parseGalleryBlockData(input: unknown): GalleryDataResult {
  const raw: Raw = typeof input === 'object' && input !== null ? (input as Raw) : {};
  const designName = typeof raw.design === 'string' ? raw.design.trim().toLowerCase() : raw.design;
  if (!isGalleryDesign(designName)) return { ok: false, error: [UNKNOWN_DESIGN_MESSAGE, loadedDesignsMessage()] };
  const design: GalleryDesign = designName;
  const defaults = DESIGN_DEFAULTS[design];

  const usesColumns = design === 'autocolumns' || design === 'autogrid';
  if (usesColumns && raw.columnWidth !== undefined && raw.columnWidth !== null && positive(raw.columnWidth) === null) {
    return { ok: false, error: [COLUMN_WIDTH_MESSAGE] };
  }
  const durationS = positive(raw['autoplay-duration']);
  const autoplayOptions: Raw = typeof raw.autoplayOptions === 'object' && raw.autoplayOptions !== null ? (raw.autoplayOptions as Raw) : {};

  const settings: GallerySettings = {
    ...defaults,
    design,
    aspectRatio: aspectRatio(raw.imageAspectRatio),
    slidesPerRow: Math.min(MAX_SLIDES_PER_ROW, Math.max(1, Math.round(readNumber(raw.slidesPerRow, defaults.slidesPerRow)))),
    lightbox: readBoolean(raw.lightbox, defaults.lightbox),
    lightboxTheme: readEnum(raw.lightboxTheme, ['light', 'dark'] as const, 'dark'),
    columnWidth: positive(raw.columnWidth) ?? defaults.columnWidth,
    gutter: Math.max(0, readNumber(raw.gutter, defaults.gutter)),
    padding: Math.max(0, readNumber(raw.padding, defaults.padding)),
    autoplay: readBoolean(raw.autoplay, false),
    autoplayTimeoutMs: durationS === null ? GALLERY_CONSTANTS.autoplayDefaultTimeoutMs : Math.max(MIN_AUTOPLAY_TIMEOUT_MS, Math.round(durationS * 1000)),
    autoplayRandomize: readBoolean(autoplayOptions.randomize, false),
    autoplayPauseOnMouseover: readBoolean(autoplayOptions.pauseOnMouseover, true),
    alignment: activeAlignment(raw['active-alignment'], defaults.alignment),
    loop: readBoolean(raw.loop, defaults.loop),
    thumbnails: {
      enabled: readBoolean(raw.thumbnails, false),
      stripHeight: Math.max(0, readNumber(raw['thumbnail-strip-height'], 80)),
      stripMargin: Math.min(GALLERY_CONSTANTS.thumbnailPaddingCap, Math.max(0, readNumber(raw['thumbnail-strip-margin'], 4))),
      perRow: Math.max(1, Math.round(readNumber(raw['thumbnails-per-row'], 8))),
      square: readBoolean(raw['square-thumbs'], false),
    },
    // published blocks always say; without the key a slideshow fits each image whole (our choice)
    autoCrop: readBoolean(raw['auto-crop'], false),
    metaPosition: parseMetaPosition(readString(raw['meta-position'])),
    vSize: positive(raw.vSize ?? raw.vsize),
    kenBurns: readBoolean(raw.kenBurns, false),
  };
  return { ok: true, value: settings };
}

/** The block's lightbox for a view: its theme when the lightbox is on, else null. */
export function lightboxOf(settings: Pick<GallerySettings, 'lightbox' | 'lightboxTheme'>): { theme: LightboxTheme } | null {
  return settings.lightbox ? { theme: settings.lightboxTheme } : null;
}
