/**
 * What the scanner passes for the video, image-with-layout, map, table booking and
 * share buttons blocks: plain values only (the block's decoded settings and a few
 * attributes and texts from its markup). The blocks' readers turn them into props in
 * the mount chunks (`mounts/videoBlockProps.ts`, `imageBlockProps.ts`, …), so the start-up code carries none of them.
 * Types only.
 */
import type { BlockSettings } from './blockJson';

/** An image in the markup: its first real `img`'s attributes and the `<noscript><img>` src. */
export interface ImageAttributes {
  image: Record<string, string> | null;
  noscriptSrc: string | null;
}

export interface VideoMarkup {
  settings: BlockSettings;
  /** The poster image of the markup (`data-src`, `data-image-dimensions`, `data-image-focal-point`): the custom thumbnail in `.sqs-video-overlay`. */
  poster: ImageAttributes;
  /** `.sqs-video-wrapper[data-html]` (the player's markup, entities decoded once by the browser), else null. */
  wrapperHtml?: string | null;
}

export interface ImageBlockMarkup {
  settings: BlockSettings;
  /** The block variant id (1012–1017): from the settings, else from the published `design-layout-<name>` class; null with `inPlace`. */
  variantId: number | null;
  /** An inline or fluid image the server left without a `src`: loaded in place, the markup kept. */
  inPlace?: boolean;
  image: ImageAttributes;
  /** Texts from the markup, used where the JSON has none. */
  title: string | null;
  text: string | null;
  button: { label: string; href: string; newWindow: boolean } | null;
}

export interface MapMarkup {
  settings: BlockSettings;
  /** The site context's `mapsRenderKey` (base64, as given); null: no key, the static fallback. */
  renderKey: string | null;
  /** The site context's locale (website locale, else member locale); null: none sent. */
  locale: string | null;
}

export interface TableBookingMarkup {
  settings: BlockSettings;
  /** The block's kind as found (`opentable-v2`, `opentable` or `tock`). */
  provider: string;
  /** The site context names a signed-in account (`authenticatedAccountId`). */
  loggedIn: boolean;
}

export interface ShareButtonsMarkup {
  settings: BlockSettings;
}

/** An embed or code block: its decoded settings (`readEmbedSettings` / `readCodeBlock` read them in the chunk). */
export interface EmbedCodeMarkup {
  settings: BlockSettings;
}

/** A follow-button link (`a.twitter-follow-button`) as the markup gives it; `readFollowLink` reads it in the chunk. */
export interface FollowButtonMarkup {
  href: string;
  /** `data-screen-name`, when the link has one. */
  screenName: string | null;
  /** The link's text. */
  text: string | null;
  /** `data-show-count="true"`. */
  showCount: boolean;
  /** `data-size="large"` or `"small"` (default large). */
  size: 'large' | 'small';
  /** `data-script-src`: the follow-button script to load instead of the provider's (the dev site's stand-in). */
  scriptUrl: string | null;
}
