/**
 * The popup overlay's markup as plain values (the scanner's part; its settings are read
 * by `popupOverlaySettings.ts` in the mount chunks). Pure.
 *
 * Markup: `.sqs-popup-overlay[data-popup-overlay-json]` (entity-encoded JSON: `version`,
 * `style`, `displayFrequency`, `showUntilSignup`, `mobileEnabled`), hidden by the server,
 * holding the title (the first `h1`–`h3`), text (`p` outside the newsletter block), an
 * optional image (`img` with `data-src` and `data-image-dimensions`) and a newsletter block.
 */
import type { BlockSettings } from './blockJson';
import type { FormMarkup } from './formMarkup';

export interface PopupOverlayImageMarkup {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The props of a popup overlay mount. */
export interface PopupOverlayMarkup {
  /** The decoded `data-popup-overlay-json` (read by `readPopupOverlaySettings` in the mount chunk). */
  settings: BlockSettings;
  title: string;
  /** The text, paragraphs parted by blank lines; undefined when there is none. */
  body: string | undefined;
  image: PopupOverlayImageMarkup | undefined;
  /** The newsletter block inside, read like any newsletter block; null when there is none. */
  newsletter: (FormMarkup & { blockId: string | null }) | null;
  /** The site context's page type (splash and lock screen pages never show it). */
  pageType: number | null;
}

/** The overlay's title when its markup has no heading: the spec shows none; a dialog needs a name. */
export const UNTITLED_POPUP_OVERLAY = 'Newsletter';

/** The image, when the `img` has a source and `WxH` dimensions; otherwise none (nothing would reserve its space). */
export function popupOverlayImage(
  src: string | null | undefined,
  dimensions: string | null | undefined,
  alt: string | null | undefined,
): PopupOverlayImageMarkup | undefined {
  const size = /^\s*(\d+)\s*x\s*(\d+)\s*$/i.exec(dimensions ?? '');
  const source = src?.trim();
  if (!source || !size) return undefined;
  return { src: source, alt: alt ?? '', width: Number(size[1]), height: Number(size[2]) };
}
