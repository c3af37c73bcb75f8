/**
 * What the start-up code and the mount chunks agree on: the kinds of mounts, each
 * kind's props, the context every mount gets, and the shape of a mount chunk. Types
 * only (React-free), so the start-up chunk can import it.
 */
import type { GalleryMarkup } from './parse/galleryProps';
import type { MarqueeMarkup, MaskedImageMarkup, ShapeMarkup } from './parse/effectProps';
import type { FormMarkup } from './parse/formMarkup';
import type { BlockSettings } from './parse/blockJson';
import type { CartIndicatorMarkup, ProductPriceMarkup } from './parse/commerceMarkup';
import type { PopupOverlayMarkup } from './parse/popupOverlayMarkup';
import type { CartPageMarkup } from './scan/scanCartPage';
import type { ProductItemMarkup } from './scan/scanProductItem';
import type { AccordionMarkup } from './parse/accordionMarkup';
import type { ImageBlockMarkup, MapMarkup, ShareButtonsMarkup, TableBookingMarkup, VideoMarkup } from './parse/contentBlockMarkup';
import type { EmbedCodeMarkup, FollowButtonMarkup } from './parse/contentBlockMarkup';
import type { SocialGalleryMarkup, SummaryMarkup } from './parse/widgetBlockMarkup';
import type { AudioMarkup } from './scan/scanAudioBlocks';
import type { CookieBannerMountProps } from './page/consentBanner.rules';
import type { NoticeMountProps } from './page/logoutNotice.rules';
import type { OverlayManagerMountProps } from './page/overlayManager.rules';
import type { SystemErrorCause } from '../services/http/systemError.rules';
import type { FetchLike } from '../services/http/fetchLike';
import type { DataCall } from '../services/http/dataCall';
import type { CookieJar } from '../services/cookies/cookieJar';
import type { Tracking } from '../services/tracking/createTracking';
import type { PageNavigator } from '../services/commerce/checkout/checkoutRedirect';
import type { SiteUserToken } from '../services/session/siteUserToken';

/** The system error overlay's props: what the data call reported, the key to quote, and its two buttons. */
export interface SystemErrorMountProps {
  cause: SystemErrorCause;
  /** A short random key shown to the visitor for support (see `services/systemErrorOverlay.ts`). */
  errorKey: string;
  /** Reload Page. */
  onReload: () => void;
  /** Clear: the overlay goes. */
  onClear: () => void;
}

/**
 * The site user's login dialog: the page's token (the data call sends it as X-SiteUser-XSRF-Token),
 * what to do once the session changed (login or logout went through: the page reloads, so the server
 * renders it for the visitor as they now are), and how to take the dialog away.
 */
export interface SiteUserLoginMountProps {
  token: SiteUserToken;
  onSessionChanged: () => void;
  onClose: () => void;
}

/** An events page's list or calendar: the events as decoded from `data-events-json`, and `data-time-zone`. */
export interface EventsMountProps {
  events: unknown;
  timeZone: string | null;
}

/** A blog page's list: the decoded posts JSON (read by `readBlogPosts` in the chunk), `data-blog-layout`, `data-time-zone`. */
export interface BlogListMountProps {
  posts: unknown;
  layout: 'list' | 'grid';
  timeZone: string | null;
}

/** A post page's meta line as the server wrote it: the author's text and the `<time datetime>` (read in the chunk). */
export interface BlogItemMetaMountProps {
  author: string | null;
  published: string | null;
  timeZone: string | null;
}

export interface MountPropsByKind {
  /** The gallery's settings, container classes and slide attributes; `parseGalleryProps` reads them in the mount chunk. */
  gallery: GalleryMarkup;
  /** One `script.TextAttributes-props` (the job's element): its text; `parseTextAttributes` reads it in the mount chunk. */
  highlight: { textAttributes: string };
  /** The marquee's settings and content text; `parseMarqueeProps` reads them in the mount chunk. */
  marquee: MarqueeMarkup;
  /** The shape's settings and stretched flag; `parseShapeProps` reads them in the mount chunk. */
  shape: ShapeMarkup;
  /** An image block whose settings name a mask: settings, image attributes, stretched; `parseMaskedImageProps` reads them in the chunk. */
  maskedImage: MaskedImageMarkup;
  cookieBanner: CookieBannerMountProps;
  notice: NoticeMountProps;
  systemError: SystemErrorMountProps;
  siteUserLogin: SiteUserLoginMountProps;
  /** An events page's list: the decoded events JSON (read by `readEvents` in the chunk) and the site's time zone. */
  eventsList: EventsMountProps;
  /** An events page's calendar view; as the list. */
  eventsCalendar: EventsMountProps;
  blogList: BlogListMountProps;
  blogItemMeta: BlogItemMetaMountProps;
  /** A signed-in owner's overlay manager: what overlays the page has; the chunk reads this browser's records. */
  overlayManager: OverlayManagerMountProps;
  form: FormMarkup;
  newsletter: FormMarkup;
  /** The accordion's published markup (container flags, items); `readAccordionMarkup` reads it in the mount chunk. */
  accordion: AccordionMarkup;
  /** The block's decoded settings; `readMenuBlock` reads them in the mount chunk. */
  menu: { settings: BlockSettings };
  productPrice: ProductPriceMarkup;
  cartIndicator: CartIndicatorMarkup;
  popupOverlay: PopupOverlayMarkup;
  /** The bar's decoded settings; `readAnnouncementBarSettings` reads them in the mount chunk. */
  announcementBar: { settings: BlockSettings };
  /** The bar's decoded settings; `readMobileInfoBarSettings` reads them in the mount chunk. */
  mobileInfoBar: { settings: BlockSettings };
  /** The video block's settings and poster; `readVideoBlockProps` reads them in the mount chunk. */
  video: VideoMarkup;
  /** An image block with a layout (variant 1012–1017); `readImageBlockProps` reads it in the mount chunk. */
  image: ImageBlockMarkup;
  /** The map block's settings with the site's render key and locale; `readMapBlock` reads them in the mount chunk. */
  map: MapMarkup;
  tableBooking: TableBookingMarkup;
  shareButtons: ShareButtonsMarkup;
  /** The chart block's decoded settings; `readChartBlock` reads them in the mount chunk. */
  chart: { settings: BlockSettings };
  /** An embed block's settings; `readEmbedSettings` reads them in the mount chunk. */
  embed: EmbedCodeMarkup;
  /** A code block's settings (with `html`); `readCodeBlock` reads them in the mount chunk. */
  code: EmbedCodeMarkup;
  /** A follow-button link in a twitter or social links block. */
  followButton: FollowButtonMarkup;
  /** The audio block's settings and embed attributes; `readAudioBlock` reads them in the mount chunk. */
  audio: AudioMarkup;
  /** The album block's settings and embeds; `readAlbumBlock` reads them in the mount chunk. */
  album: AudioMarkup;
  /** The member area's access page: its JSON (`readMemberArea` reads it in the chunk) and the store currency code. */
  memberArea: { json: BlockSettings; currency: string };
  /** The member area access denied page (106): its JSON (`readMemberAreaDenied` reads it in the chunk). */
  memberAreaDenied: { json: BlockSettings };
  /** A donation block (heading 2) or the donation page (203, heading 1): settings (`readDonationBlock` in the chunk) and the store currency code (null: USD). */
  donation: { settings: BlockSettings; currency: string | null; headingLevel: 1 | 2 };
  /** A 7.1 list section's carousel container: its published `data-*` attributes and its `data-current-context` text (null without); read in the chunk. */
  listCarousel: { attributes: Record<string, string>; context: string | null };
  /** A summary v2 block: its settings, what the widget rendering call needs and what the server rendered in it; `SummaryBlock` reads them in the chunk. */
  summary: SummaryMarkup;
  /** A social gallery (instagram) block, rendered by the same call. */
  socialGallery: SocialGalleryMarkup;
  /** The search block's decoded settings; `readSearchBlock` reads them in the mount chunk. */
  search: { settings: BlockSettings };
  /** The search page view (page type 102): the placeholder from its root's `data-placeholder`, null when absent. */
  searchPage: { placeholder: string | null };
  /** The reviews request page's request JSON as parsed; `readReviewsRequest` reads it in the mount chunk. */
  reviewsRequest: { request: unknown };
  /** The cart page view (page types 200 and 205): the cart JSON, read by `readServerCart` in the chunk. */
  cartPage: CartPageMarkup;
  /** A product's item view: the product JSON (`parseProduct` reads it in the chunk), title, image, description, currency. */
  productItem: ProductItemMarkup;
}

export type MountKind = keyof MountPropsByKind;

/** Undoes a mount: unmounts the React root and puts the server's markup back as it was. */
export type Unmount = () => void;

/**
 * The page's services for mounted blocks (forms, newsletters, commerce…). Built once per
 * page by `createPageServices`; blocks reach them through the mount context.
 */
export interface MountServices {
  /** The page's transport (window.fetch). */
  fetch: FetchLike;
  cookies: CookieJar;
  /** The page's query string (`location.search`, with its `?`); a getter, so it is current when read. */
  readonly query: string;
  /** A full navigation to another address. */
  navigate(url: string): void;
  /** The data-call wrapper: crumb, retries, login and the system error overlay. */
  dataCall: DataCall;
  tracking: Tracking;
  /** The crumb cookie's value, null when there is none (the form submitter's `crumb`). */
  crumb(): string | null;
  /** Stores a new crumb from a crumbFail reply (the form submitter's `storeCrumb`). */
  storeCrumb(crumb: string): void;
  /** The commerce service's navigator: this window, the top window (admin frame), the alert. */
  navigator: PageNavigator;
  /** The site context's `website.captchaSiteKey`; absent or null: captcha forms show no widget (logged). */
  captchaSiteKey?: string | null;
}

/** What every mount gets besides its props. */
export interface MountContext {
  /** True under the page's nomotion flag: components render with reduced motion forced on. */
  noMotion: boolean;
  /** True when the page was opened inside the mobile app (?platform=mobile-app). */
  mobileApp: boolean;
  /** The page's services. */
  services: MountServices;
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
