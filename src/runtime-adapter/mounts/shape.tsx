/**
 * Mount chunk: the shape block, filling its block's box. Its settings are read here
 * (`parseShapeProps`); an unknown shape throws, and the mounter logs it.
 */
import { ShapeBlock } from '../../effects/shape/ShapeBlock';
import { parseShapeProps } from '../parse/effectProps';
import type { MountFunction } from '../mountTypes';
import { valueOrThrow } from './valueOrThrow';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'shape'> = (element, { settings, stretched }, context) => {
  const props = valueOrThrow(parseShapeProps(settings, stretched, element.getAttribute('id')));
  return replaceBlockContent(element, <ShapeBlock {...props} />, context, 'runtime-shape', { fill: true });
};
