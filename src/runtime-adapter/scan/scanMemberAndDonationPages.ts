/**
 * The member area and donation page views (000 §2: "member access page with a pricing
 * toggle; donation page"), each found by its page type first and its root element second:
 *
 * - the access page: `.sqs-member-area-access[data-member-area-json]` on any page but the
 *   denied page (the access page has no page type of its own);
 * - the member area access denied page (page type 106): `.sqs-member-area-denied[data-member-area-json]`;
 * - the donation page (page type 203): `.sqs-donation-page[data-donation-json]`.
 *
 * The JSON is entity-decoded and parsed here and passed on as a plain value; the readers
 * (`readMemberArea`, `readMemberAreaDenied`, `readDonationBlock`) run in the mount chunks.
 * No React, no block code.
 */
import { PageType } from '../../platform/enums/pageTypes';
import { parseBlockJson } from '../parse/blockJson';
import type { MountJob } from '../mountTypes';
import { BOUND_ATTRIBUTE, SKIPPED } from './boundAttribute';
import type { PageViewContext, PageViewScan, PageViewScanner } from './scanPageViews';

export const MEMBER_AREA_JSON_ATTRIBUTE = 'data-member-area-json';
export const DONATION_JSON_ATTRIBUTE = 'data-donation-json';

interface PageViewRoot {
  readonly label: string;
  readonly selector: string;
  readonly attribute: string;
  /** Whether a page of this type can have the view. */
  readonly onPage: (pageType: number | null) => boolean;
  readonly job: (element: HTMLElement, json: Record<string, unknown>, context: PageViewContext) => MountJob;
}

function scanRoots(view: PageViewRoot): PageViewScanner {
  return (root, context) => {
    const result: PageViewScan = { jobs: [], messages: [] };
    if (!view.onPage(context.pageType)) return result;
    for (const element of root.querySelectorAll<HTMLElement>(view.selector)) {
      if (element.hasAttribute(BOUND_ATTRIBUTE)) continue;
      const parsed = parseBlockJson(element.getAttribute(view.attribute), element.id);
      if (!parsed.ok) {
        element.setAttribute(BOUND_ATTRIBUTE, SKIPPED);
        result.messages.push(
          parsed.error.message.replace(/^Block (.*?) skipped: its data-block-json/, `The ${view.label} left as rendered: its ${view.attribute}`),
        );
        continue;
      }
      const job = view.job(element, parsed.value, context);
      element.setAttribute(BOUND_ATTRIBUTE, job.kind);
      result.jobs.push(job);
    }
    return result;
  };
}

/** The member area's access page, with its pricing toggle. */
export const scanMemberAreaAccess = scanRoots({
  label: 'member area access page',
  selector: `.sqs-member-area-access[${MEMBER_AREA_JSON_ATTRIBUTE}]`,
  attribute: MEMBER_AREA_JSON_ATTRIBUTE,
  onPage: (pageType) => pageType !== PageType.MEMBER_AREA_ACCESS_DENIED,
  job: (element, json, context) => ({
    kind: 'memberArea',
    element,
    props: { json, currency: context.currency },
    label: element.id || 'member area access page',
  }),
});

/** The member area access denied page (page type 106). */
export const scanMemberAreaDenied = scanRoots({
  label: 'member area access denied page',
  selector: `.sqs-member-area-denied[${MEMBER_AREA_JSON_ATTRIBUTE}]`,
  attribute: MEMBER_AREA_JSON_ATTRIBUTE,
  onPage: (pageType) => pageType === PageType.MEMBER_AREA_ACCESS_DENIED,
  job: (element, json) => ({ kind: 'memberAreaDenied', element, props: { json }, label: element.id || 'member area access denied page' }),
});

/** The donation page (page type 203): the donation view with the page's title as its heading. */
export const scanDonationPage = scanRoots({
  label: 'donation page',
  selector: `.sqs-donation-page[${DONATION_JSON_ATTRIBUTE}]`,
  attribute: DONATION_JSON_ATTRIBUTE,
  onPage: (pageType) => pageType === PageType.DONATE,
  job: (element, json, context) => ({
    kind: 'donation',
    element,
    props: { settings: json, currency: context.currency, headingLevel: 1 },
    label: element.id || 'donation page',
  }),
});
