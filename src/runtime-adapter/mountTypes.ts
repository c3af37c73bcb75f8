/**
 * What the start-up code and the mount chunks agree on: the kinds of mounts, each
 * kind's props, the context every mount gets, and the shape of a mount chunk. Types
 * only (React-free), so the start-up chunk can import it.
 */
import type { GalleryProps } from './parse/galleryProps';
import type { HighlightConfig } from '../effects/highlight/highlight.config';
import type { MarqueeProps } from '../effects/marquee/Marquee';
import type { ShapeBlockProps } from '../effects/shape/ShapeBlock';
import type { MaskedImageProps } from '../effects/maskedImage/MaskedImage';
import type { CookieBannerMountProps } from './page/consentBanner.rules';
import type { NoticeMountProps } from './page/logoutNotice.rules';

export interface MountPropsByKind {
  gallery: GalleryProps;
  highlight: { config: Partial<HighlightConfig> };
  marquee: MarqueeProps;
  shape: ShapeBlockProps;
  maskedImage: MaskedImageProps;
  cookieBanner: CookieBannerMountProps;
  notice: NoticeMountProps;
}

export type MountKind = keyof MountPropsByKind;

/** Undoes a mount: unmounts the React root and puts the server's markup back as it was. */
export type Unmount = () => void;

/** What every mount gets besides its props. */
export interface MountContext {
  /** True under the page's nomotion flag: components render with reduced motion forced on. */
  noMotion: boolean;
  /** True when the page was opened inside the mobile app (?platform=mobile-app). */
  mobileApp: boolean;
}

/** A mount chunk's export: renders into (or around) the element and returns how to undo it. */
export type MountFunction<K extends MountKind> = (element: HTMLElement, props: MountPropsByKind[K], context: MountContext) => Unmount;

export interface MountModule<K extends MountKind> {
  mount: MountFunction<K>;
}

/** Kind → loader of its chunk. The loader is called only when the page has that kind. */
export type MountRegistry = { [K in MountKind]: () => Promise<MountModule<K>> };

/** One thing the scanner found to mount. */
export type MountJob = { [K in MountKind]: { kind: K; element: HTMLElement; props: MountPropsByKind[K]; label: string } }[MountKind];
