/**
 * What the start-up code and the mount chunks agree on: the kinds of mounts, each
 * kind's props, the context every mount gets, and the shape of a mount chunk. Types
 * only (React-free), so the start-up chunk can import it.
 */
import type { SystemErrorCause } from '../services/http/systemError.rules';
import type { FetchLike } from '../services/http/fetchLike';
import type { DataCall } from '../services/http/dataCall';
import type { CookieJar } from '../services/cookies/cookieJar';
import type { Tracking } from '../services/tracking/createTracking';
import type { PageNavigator } from '../services/commerce/checkout/checkoutRedirect';
import type { MOUNT_KINDS } from './kinds/mountKinds';
import type { FoundBlock, KindMountModule } from './kinds/kindDescriptor';
import type { PageViewScanner } from './scan/scanPageViews';
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

/** Each kind's props, from its descriptor (`kinds/<kind>.kind.ts`): a new kind is a new descriptor, not an edit here. */
export type MountPropsByKind = {
  [K in keyof typeof MOUNT_KINDS]: (typeof MOUNT_KINDS)[K] extends { load: () => Promise<KindMountModule<infer P>> } ? P : never;
};

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
  /** The kind's scanner, when it reads the page in its chunk (`KindMountModule.scan`). */
  readonly scan?: PageViewScanner<MountJob | BlockJob>;
  /** The reader of the kind's blocks, when it reads them in its chunk (`KindMountModule.scanBlock`). */
  readonly scanBlock?: (block: FoundBlock) => MountPropsByKind[K] | null;
  /** The same reader in slices, yielding between them (`KindMountModule.scanBlockInSlices`): the mounter's when present. */
  readonly scanBlockInSlices?: (block: FoundBlock) => Promise<MountPropsByKind[K] | null>;
}

/** Kind → loader of its chunk. The loader is called only when the page has that kind. */
export type MountRegistry = { [K in MountKind]: () => Promise<MountModule<K>> };

/** One thing the scanner found to mount. */
export type MountJob = { [K in MountKind]: { kind: K; element: HTMLElement; props: MountPropsByKind[K]; label: string } }[MountKind];

/** A block start-up found for a kind whose chunk reads it: the mounter gets its props from the chunk's `scanBlock`. */
export interface BlockJob {
  kind: MountKind;
  element: HTMLElement;
  block: FoundBlock;
  label: string;
}
