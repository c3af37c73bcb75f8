/** Mount chunk: the marquee block, in place of its server text (kept for visitors without JavaScript). */
import { Marquee } from '../../effects/marquee/Marquee';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'marquee'> = (element, props, context) => replaceBlockContent(element, <Marquee {...props} />, context, 'runtime-marquee');
