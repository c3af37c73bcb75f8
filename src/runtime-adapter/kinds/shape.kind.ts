/**
 * The shape block.
 */
import type { ShapeMarkup } from '../parse/effectProps';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** The shape's settings and stretched flag; `parseShapeProps` reads them in the mount chunk. */
export const shape: KindDescriptor<ShapeMarkup> = {
  load: () => import('../mounts/shape'),
  blocks: ['shape'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const shapeFacts: KindFacts = {
  finds: '.sqs-block shape (scan/scanPage.ts blockJob)',
  reader: ['parseShapeProps', 'src/runtime-adapter/parse/effectProps.ts'],
  group: 'effects',
};
