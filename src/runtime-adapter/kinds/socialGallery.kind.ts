/**
 * A social gallery (instagram) block whose posts the widget rendering call renders.
 */
import type { SocialGalleryMarkup } from '../parse/widgetBlockMarkup';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { socialGalleryMarkupOf } from '../scan/scanWidgetBlocks';

/** A social gallery (instagram) block, rendered by the same call. */
export const socialGallery: KindDescriptor<SocialGalleryMarkup> = {
  load: () => import('../mounts/socialGallery'),
  blocks: ['instagram'],
  scanBlock: ({ element, settings, context }: FoundBlock) => socialGalleryMarkupOf(element, settings, context.locale ?? null),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const socialGalleryFacts: KindFacts = {
  finds: '.sqs-block instagram without rendered posts (its scanBlock with scan/scanWidgetBlocks.ts, after the gallery kind)',
  reader: ['readSocialGallerySettings', 'src/blocks/socialGallery/socialGallery.rules.ts'],
  group: 'collections',
};
