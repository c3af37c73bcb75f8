/**
 * Mount chunk: the marquee block, in place of its server text (kept for visitors without JavaScript).
 * Its settings are read here (`parseMarqueeProps`); a block it refuses throws, and the mounter logs it.
 */
import { Marquee } from '../../effects/marquee/Marquee';
import { parseMarqueeProps } from '../parse/effectProps';
import type { MountFunction } from '../mountTypes';
import { propsOrThrow } from './propsOrThrow';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'marquee'> = (element, { settings, text }, context) => {
  const props = propsOrThrow(parseMarqueeProps(settings, text, element.getAttribute('id')));
  return replaceBlockContent(element, <Marquee {...props} />, context, 'runtime-marquee');
};
