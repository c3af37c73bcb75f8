/**
 * The product reviews request page (000 §2, page type 209): on a page of that type only,
 * the root element `[data-reviews-request-json]` (its request JSON; the value
 * `getAttribute` returns is already decoded, so it is not decoded again) is
 * parsed and passed on as a plain value; `readReviewsRequest` reads it in the mount chunk.
 * No React, no block code.
 */
import { PageType } from '../../platform/enums/pageTypes';
import { BOUND_ATTRIBUTE, SKIPPED } from './boundAttribute';
import type { PageViewScanner } from './scanPageViews';

export const REVIEWS_REQUEST_ATTRIBUTE = 'data-reviews-request-json';

export const scanReviewsRequest: PageViewScanner = (root, context) => {
  if (context.pageType !== PageType.REVIEWS_REQUEST) return { jobs: [], messages: [] };
  const result: ReturnType<PageViewScanner> = { jobs: [], messages: [] };
  for (const element of root.querySelectorAll<HTMLElement>(`[${REVIEWS_REQUEST_ATTRIBUTE}]`)) {
    if (element.hasAttribute(BOUND_ATTRIBUTE)) continue;
    const text = (element.getAttribute(REVIEWS_REQUEST_ATTRIBUTE) ?? '').trim();
    let request: unknown;
    try {
      request = JSON.parse(text === '' ? '{}' : text);
    } catch (error) {
      element.setAttribute(BOUND_ATTRIBUTE, SKIPPED);
      result.messages.push(`Reviews request skipped: its ${REVIEWS_REQUEST_ATTRIBUTE} is not valid JSON (${(error as Error).message})`);
      continue;
    }
    element.setAttribute(BOUND_ATTRIBUTE, 'reviewsRequest');
    result.jobs.push({ kind: 'reviewsRequest', element, props: { request }, label: element.id || 'reviews request' });
  }
  return result;
};
