/**
 * Mount chunk: the marquee block, in place of its server text (kept for visitors without JavaScript).
 * Its settings are read here (`parseMarqueeProps`: the platform's `script.Marquee-props`, else the
 * block JSON); a block it refuses throws, and the mounter logs it. A marquee with `linkTo` is one link.
 */
import { Marquee } from '../../effects/marquee/Marquee';
import { parseMarqueeProps } from '../parse/effectProps';
import type { MountFunction } from '../mountTypes';
import { valueOrThrow } from './valueOrThrow';
import { replaceBlockContent } from './renderRoot';

/** The block's reader comes with its mount (one dynamic import). */
export { scanMarqueeBlock as scanBlock } from '../scan/scanMarquee';

export const mount: MountFunction<'marquee'> = (element, { settings, text, propsText = null }, context) => {
  const { link = null, ...props } = valueOrThrow(parseMarqueeProps(settings, text, element.getAttribute('id'), propsText));
  const marquee = <Marquee {...props} />;
  const view = link ? (
    <a href={link.href} style={{ color: 'inherit', display: 'block' }} {...(link.newWindow ? { target: '_blank', rel: 'noopener' } : {})}>
      {marquee}
    </a>
  ) : (
    marquee
  );
  return replaceBlockContent(element, view, context, 'runtime-marquee');
};
