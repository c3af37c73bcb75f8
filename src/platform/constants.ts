/**
 * Business constants and limits of the platform spec that the visitor runtime needs.
 * Times are milliseconds, sizes CSS pixels, unless the name says otherwise. Each is
 * defined once: the layers above import it from here. The image service's widths and the
 * lazy-load margin are design tokens (`images` in src/tokens/tokens.ts), defined there.
 */

export const DESKTOP_BREAKPOINTS_PX = [800, 1024] as const;
export const DEVICE_HEIGHTS_PX = [926, 1024, 1366] as const;
/** The mobile info bar shows only on screens at most this wide. */
export const MOBILE_INFO_BAR_MAX_WIDTH_PX = 1024;

/** Media breakpoints: mobile is max-width 432 px, desktop min-width 433 px; tablet is never matched. */
export const MEDIA_BREAKPOINTS = {
  mobileMaxWidthPx: 432,
  desktopMinWidthPx: 433,
} as const;
export const MEDIA_QUERIES = {
  mobile: `(max-width: ${MEDIA_BREAKPOINTS.mobileMaxWidthPx}px)`,
  desktop: `(min-width: ${MEDIA_BREAKPOINTS.desktopMinWidthPx}px)`,
  /** Tablet is never matched. */
  tablet: 'not all',
} as const;

/** Which media breakpoint a viewport width falls in (tablet is never matched). */
export function mediaBreakpointOf(viewportWidthPx: number): 'mobile' | 'desktop' {
  return viewportWidthPx <= MEDIA_BREAKPOINTS.mobileMaxWidthPx ? 'mobile' : 'desktop';
}

/** Tracking calls time out after this long. */
export const TRACKING_TIMEOUT_MS = 2500;
/** Analytics cookie lifetime, in days. */
export const ANALYTICS_COOKIE_LIFETIME_DAYS = 390;
/** Cleared when a restrictive cookie policy applies or the site is cloneable. */
export const TRACKING_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'] as const;
export const CONSENT_COOKIE = 'ss_cookieAllowed';
/** The visitor record cookie (`id|first|previous|current|count`), which the census calls carry. */
export const VISITOR_COOKIE = 'ss_cvr';
/** The visit cookie, refreshed within a visit. */
export const VISIT_COOKIE = 'ss_cvt';
/**
 * The cookie holding the anti-forgery crumb. The spec says only "the crumb cookie"; this is
 * the name the platform's pages use.
 */
export const CRUMB_COOKIE = 'crumb';

export const PERFORMANCE_FLUSH_DELAY_MS = 30_000;
export const PAGE_SPEED_COLLECTION_MS = 60_000;
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 30_000;
export const MAPS_SCRIPT_TIMEOUT_MS = 30_000;

/** Keys of a query string past this many are ignored. */
export const QUERY_KEY_LIMIT = 1000;

/** The cart count shows `CART_COUNT_OVERFLOW_TEXT` above this. */
export const CART_COUNT_CAP = 100;
export const CART_COUNT_OVERFLOW_TEXT = '100+';

export const MAX_BLOCKS_PER_LAYOUT = 60;
export const MAX_ALBUM_TRACKS = 60;
export const MAX_USER_ORDERABLE_COLLECTION_ITEMS = 250;
export const NESTED_CATEGORIES_LIMIT = 10_000;
export const MAX_PRODUCTS_IN_COLLECTION = 200;
export const MAX_SMUGMUG_GALLERIES = 20;
export const SMUGMUG_GALLERY_SIZE = 50;
export const MAX_TAG_LENGTH = 50;
export const MAX_CATEGORY_LENGTH = 25;

/** What a password field holds when its real value is not sent to the page. */
export const MASKED_PASSWORD_VALUE = '__MASKED_FIELD__';

export const DEFAULT_SLIDER_ASPECT_RATIO = 50;
export const DEFAULT_LAYOUT_COLUMNS = 12;

export const BYTES_PER_MB = 1_000_000;

export const PLACEMENT_DEBOUNCE_MS = 10;
export const GLOBAL_ANIMATION_WATCH_MS = 2000;
export const ANIMATION_START_DELAY_MS = 250;
export const WAIT_HELPER_INTERVAL_MS = 100;

export const THROTTLE_SAMPLE_SIZE = 22;
export const THROTTLE_SPACING_FACTOR = 2;

export const MARQUEE_DEFAULTS = {
  waveFrequency: 1,
  waveIntensity: 0,
  direction: 'left',
  speed: 1,
} as const;
export const MARQUEE_MIN_REGION_WIDTH = 50;
export const MARQUEE_RERENDER_DEBOUNCE_MS = 1000;
export const MARQUEE_PATH_SAMPLING_STEP = 3;

export const MAP_DEFAULT_ZOOM = 12;
export const MAP_MARKER_ICON_SIZE = { width: 48, height: 64 } as const;

/** Captcha renders compact when its container is narrower than this. */
export const CAPTCHA_COMPACT_BELOW_PX = 320;

/** Under this, relative time reads 'less than a minute ago'. */
export const RELATIVE_TIME_MINUTE_MS = 60_000;

export const DEFAULT_STORE_CURRENCY = 'USD';
export const FOOD_ORDERING_DEFAULT_LINK_TITLE = 'Order Now';
