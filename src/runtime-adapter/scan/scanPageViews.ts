/**
 * Page views: the page-level components a kind of page brings (the cart page, the
 * reviews request page, the search page, …). Each has a scanner of its own in this
 * folder that looks at the page type first and only then for its root element, so a
 * page of another type neither finds it nor loads its chunk. A scanner marks what it
 * binds with `data-runtime-bound`, as `scanPage` does, and returns the jobs and the
 * messages to log. Add a scanner to `PAGE_VIEW_SCANNERS` to have `scanPage` run it.
 */
import type { MountJob } from '../mountTypes';
import type { PageKind } from '../../platform/pageKinds/pageKind.rules';
import { scanReviewsRequest } from './scanReviewsRequest';
import { scanCartPage } from './scanCartPage';
import { scanDonationPage, scanMemberAreaAccess, scanMemberAreaDenied } from './scanMemberAndDonationPages';
import { scanSearchPage } from './scanSearchPage';
import { scanEventsPage } from './scanCollectionPages';
import { scanProductItem } from './scanProductItem';
import { scanBlogPages } from './scanBlogPages';

/** What a page view scanner gets from the site context. */
export interface PageViewContext {
  /** The site context's page type (null when absent). */
  pageType: number | null;
  /** The store currency code; USD when the context names none. */
  currency: string;
  /** The signed-in account's id, null for a visitor. */
  authenticatedAccountId: string | null;
  /** The kind of page (`pageKindOf` over the site context); absent, a plain page. */
  pageKind?: PageKind;
}

export interface PageViewScan {
  jobs: MountJob[];
  messages: string[];
}

export type PageViewScanner = (root: ParentNode, context: PageViewContext) => PageViewScan;

/** Every page view scanner, run in this order on every pass. */
export const PAGE_VIEW_SCANNERS: readonly PageViewScanner[] = [
  scanReviewsRequest,
  scanCartPage,
  scanSearchPage,
  scanMemberAreaAccess,
  scanMemberAreaDenied,
  scanDonationPage,
  scanEventsPage,
  scanBlogPages,
  scanProductItem,
];

/** Runs every page view scanner over `root`. */
export function scanPageViews(root: ParentNode, context: PageViewContext, scanners: readonly PageViewScanner[] = PAGE_VIEW_SCANNERS): PageViewScan {
  const jobs: MountJob[] = [];
  const messages: string[] = [];
  for (const scanner of scanners) {
    const found = scanner(root, context);
    jobs.push(...found.jobs);
    messages.push(...found.messages);
  }
  return { jobs, messages };
}
