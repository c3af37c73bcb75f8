/**
 * What the tracking services know about the page and the visitor's device. The runtime fills
 * it from the DOM, the page context and `navigator`; the services never read those themselves.
 */
export interface PageFacts {
  /** The visitor's language as the browser reports it (`navigator.language`). */
  locale: string;
  websiteId: string;
  templateId: string | null;
  /** The id of the page: the item id on an item page, else the collection id. */
  pageId: string | null;
  pageTitle: string;
  /** Full address of the page (`location.href`). */
  pageUrl: string;
  /** `location.pathname`. */
  pagePath: string;
  /** `location.hash` with its `#`, or null when there is none. */
  pageHash: string | null;
  /** `location.search` with its `?`, or '' when there is none. */
  queryString: string;
  /** `document.referrer`, '' when there is none. */
  referrer: string;
  userAgent: string;
  viewport: { width: number; height: number };
  screen: { width: number; height: number };
  /** Whether local storage could be written on this page. */
  localStorageSupported: boolean;
  websiteLocale: string | null;
  memberLocale: string | null;
  /** The signed-in member account, read from page context. */
  memberAccountId: string | null;
  marketingId?: string | null;
  memberId?: string | null;
  /** The experiment variant the visitor sees, if any. */
  variantId?: string | null;
}

/** The page fields the button and form census calls carry beside their own. */
export interface CensusPageFields {
  websiteId: string;
  pageId: string | null;
  pageTitle: string;
  pagePath: string;
}

export function censusPageFields(facts: PageFacts): CensusPageFields {
  return {
    websiteId: facts.websiteId,
    pageId: facts.pageId,
    pageTitle: facts.pageTitle,
    pagePath: facts.pagePath,
  };
}

/** The `data` of a RecordHit: the page and the device at the moment of the hit. */
export interface RecordHitData {
  locale: string;
  websiteId: string;
  templateId: string | null;
  pageTitle: string;
  pageId: string | null;
  userAgent: string;
  /** The client's clock at the hit, as an ISO 8601 UTC string. */
  clientDate: string;
  viewportWidth: number;
  viewportHeight: number;
  screenWidth: number;
  screenHeight: number;
  localStorageSupported: boolean;
  queryString: string;
  referrer: string;
}

export function recordHitData(facts: PageFacts, nowMs: number): RecordHitData {
  return {
    locale: facts.locale,
    websiteId: facts.websiteId,
    templateId: facts.templateId,
    pageTitle: facts.pageTitle,
    pageId: facts.pageId,
    userAgent: facts.userAgent,
    clientDate: isoDate(nowMs),
    viewportWidth: facts.viewport.width,
    viewportHeight: facts.viewport.height,
    screenWidth: facts.screen.width,
    screenHeight: facts.screen.height,
    localStorageSupported: facts.localStorageSupported,
    queryString: facts.queryString,
    referrer: facts.referrer,
  };
}

function isoDate(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
