/**
 * Every scanner at once, for tests: what the runtime reads of a page across start-up and the
 * mount chunks, in one synchronous call. Start-up's finds (`findOnPage.ts`), each block job read by
 * its kind's chunk reader (`scanBlock`), and each chunk scanner (`scan`) whose elements are on the
 * page. The runtime does the same with the readers its chunks bring (`mounter.ts`); the chunk
 * exports are checked against the two lists here (`scanPage.chunks.test.ts`). Not shipped.
 */
import type { FoundBlock } from '../kinds/kindDescriptor';
import { blockJobProps } from '../mounter';
import type { BlockJob, MountJob, MountKind } from '../mountTypes';
import { findOnPage, pageViewContext, type ScanOptions } from './findOnPage';
import { scanGalleryBlock, scanGalleryPage } from './scanGalleries';
import { scanBlogPages } from './scanBlogPages';
import { scanAccordionBlock } from './scanAccordion';
import { scanAudioBlock } from './scanAudioBlocks';
import { scanMarqueeBlock } from './scanMarquee';
import { scanSocialGalleryBlock, scanSummaryBlock } from './scanWidgetBlocks';
import { scanCartIndicators } from './scanCartIndicators';
import { scanCartPage } from './scanCartPage';
import { scanEventsPage } from './scanCollectionPages';
import { scanDonationPage, scanMemberAreaAccess, scanMemberAreaDenied } from './scanMemberAndDonationPages';
import { scanPopupOverlays } from './scanPopupOverlays';
import { scanProductItem } from './scanProductItem';
import { scanProductPrices } from './scanProductPrices';
import { scanReviewsRequest } from './scanReviewsRequest';
import { scanSearchPage } from './scanSearchPage';
import type { PageViewScanner } from './scanPageViews';

export { BOUND_ATTRIBUTE, type ScanOptions } from './findOnPage';

export interface ScanResult {
  jobs: MountJob[];
  messages: string[];
}

/** The scanner each kind's chunk exports as `scan` (a kind with `elements` in its descriptor). */
export const CHUNK_SCANNERS: Partial<Record<MountKind, PageViewScanner<MountJob | BlockJob>>> = {
  gallery: scanGalleryPage,
  reviewsRequest: scanReviewsRequest,
  cartPage: scanCartPage,
  searchPage: scanSearchPage,
  memberArea: scanMemberAreaAccess,
  memberAreaDenied: scanMemberAreaDenied,
  donation: scanDonationPage,
  eventsList: scanEventsPage,
  blogList: scanBlogPages,
  blogItemMeta: scanBlogPages,
  productItem: scanProductItem,
  popupOverlay: scanPopupOverlays,
  productPrice: scanProductPrices,
  cartIndicator: scanCartIndicators,
};

/** The block reader each kind's chunk exports as `scanBlock` (a kind with `blocks` and no `scanBlock` in its descriptor). */
export const CHUNK_BLOCK_READERS: Partial<Record<MountKind, (block: FoundBlock) => unknown>> = {
  gallery: scanGalleryBlock,
  accordion: scanAccordionBlock,
  audio: scanAudioBlock,
  album: scanAudioBlock,
  marquee: scanMarqueeBlock,
  summary: scanSummaryBlock,
  socialGallery: scanSocialGalleryBlock,
};

/** What to mount under `root` that is not bound yet, every reader run now. */
export function scanPage(root: ParentNode, options: ScanOptions = {}): ScanResult {
  const found = findOnPage(root, options);
  const jobs: MountJob[] = [];
  const messages = [...found.messages];
  const read = (job: MountJob | BlockJob) => {
    const withProps = 'block' in job ? blockJobProps(job, CHUNK_BLOCK_READERS[job.kind]) : job;
    if (withProps !== null) jobs.push(withProps);
  };
  for (const job of found.jobs) read(job);
  for (const kind of found.scans) {
    const scanned = CHUNK_SCANNERS[kind]?.(root, pageViewContext(options)) ?? { jobs: [], messages: [`No chunk scanner for ${kind}`] };
    for (const job of scanned.jobs) read(job);
    messages.push(...scanned.messages);
  }
  return { jobs, messages };
}
