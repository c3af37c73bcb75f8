/**
 * A 7.1 list section's carousel.
 */
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** A 7.1 list section's carousel container: its published `data-*` attributes and its `data-current-context` text (null without); read in the chunk. */
export const listCarousel: KindDescriptor<{ attributes: Record<string, string>; context: string | null }> = {
  load: () => import('../mounts/listCarousel'),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const listCarouselFacts: KindFacts = {
  finds: '.user-items-list-item-container.user-items-list-carousel (scan/scanListSections.ts)',
  reader: ['readListCarouselSettings', 'src/blocks/listSection/listCarousel.rules.ts'],
  group: null,
};
