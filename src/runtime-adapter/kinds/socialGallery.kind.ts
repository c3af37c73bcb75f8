/**
 * A social gallery (instagram) block whose posts the widget rendering call renders.
 */
import type { SocialGalleryMarkup } from '../parse/widgetBlockMarkup';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** A social gallery (instagram) block, rendered by the same call. */
export const socialGallery: KindDescriptor<SocialGalleryMarkup> = {
  load: () => import('../mounts/socialGallery'),
  blocks: ['instagram'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const socialGalleryFacts: KindFacts = {
  finds: '.sqs-block instagram without rendered posts (its chunk scanBlock: scan/scanWidgetBlocks.ts scanSocialGalleryBlock, after the gallery kind)',
  reader: ['readSocialGallerySettings', 'src/blocks/socialGallery/socialGallery.rules.ts'],
  group: 'collections',
};
