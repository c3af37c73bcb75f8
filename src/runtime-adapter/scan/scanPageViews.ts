/**
 * The shape of a scanner that runs in a kind's mount chunk (its `scan`, loaded with its mount):
 * the page views (the page-level components a kind of page brings: the cart page, the reviews
 * request page, the search page, …) and the 7.1 gallery sections. Start-up loads the chunk only
 * when an element of the kind's `elements` selector (its descriptor) is on the page, not bound
 * yet; a page view's scanner then looks at the page type too. A scanner marks what it binds with
 * `data-runtime-bound`, as start-up does, and returns the jobs and the messages to log. Types only.
 */
import type { BlockJob, MountJob } from '../mountTypes';
import type { PageKind } from '../../platform/pageKinds/pageKind.rules';

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

/** A scan's jobs: with their props read (`MountJob`), or, where `J` allows, block jobs the mounter reads with the chunk's block reader (the 7.1 gallery sections: in slices). */
export interface PageViewScan<J extends MountJob | BlockJob = MountJob> {
  jobs: J[];
  messages: string[];
}

export type PageViewScanner<J extends MountJob | BlockJob = MountJob> = (root: ParentNode, context: PageViewContext) => PageViewScan<J>;
