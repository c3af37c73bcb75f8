/**
 * The shape block.
 */
import type { ShapeMarkup } from '../parse/effectProps';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { hasStretchedClass } from '../scan/readMarkup';

/** The shape's settings and stretched flag; `parseShapeProps` reads them in the mount chunk. */
export const shape: KindDescriptor<ShapeMarkup> = {
  load: () => import('../mounts/shape'),
  blocks: ['shape'],
  scanBlock: ({ element, settings }: FoundBlock) => ({ settings, stretched: hasStretchedClass(element) }),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const shapeFacts: KindFacts = {
  finds: '.sqs-block shape (its scanBlock)',
  reader: ['parseShapeProps', 'src/runtime-adapter/parse/effectProps.ts'],
  group: 'effects',
};
