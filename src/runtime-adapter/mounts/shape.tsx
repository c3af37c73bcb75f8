/** Mount chunk: the shape block, filling its block's box. */
import { ShapeBlock } from '../../effects/shape/ShapeBlock';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'shape'> = (element, props, context) => replaceBlockContent(element, <ShapeBlock {...props} />, context, 'runtime-shape', { fill: true });
