/**
 * A donation block (heading 2) or the donation page (page type 203, heading 1).
 */
import type { BlockSettings } from '../parse/blockJson';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { PageType } from '../../platform/enums/pageTypes';

/** A donation block (heading 2) or the donation page (203, heading 1): settings (`readDonationBlock` in the chunk) and the store currency code (null: USD). */
export const donation: KindDescriptor<{ settings: BlockSettings; currency: string | null; headingLevel: 1 | 2 }> = {
  load: () => import('../mounts/donation'),
  // its chunk's scanner (scan/scanMemberAndDonationPages.ts scanDonationPage) reads these
  elements: '.sqs-donation-page[data-donation-json]',
  onPage: ({ pageType }) => pageType === PageType.DONATE,
  blocks: ['donation'],
  scanBlock: ({ settings, context }: FoundBlock) => ({ settings, currency: context.currency ?? null, headingLevel: 2 as const }),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const donationFacts: KindFacts = {
  finds: '.sqs-block donation (its scanBlock); .sqs-donation-page[data-donation-json] on page type 203 (scan/scanMemberAndDonationPages.ts scanDonationPage)',
  reader: ['readDonationBlock', 'src/blocks/donation/donation.rules.ts'],
  group: null,
};
