/**
 * Mount chunk: the mobile information bar. It is fixed to the bottom of the screen with a
 * spacer of its height in the page's flow (the view's own), rendered in the element, which
 * the page places at the end of its content; the server's fallback (in `<noscript>`) stays.
 */
import { MobileInfoBar } from '../../blocks/mobileInfoBar/MobileInfoBar';
import { readMobileInfoItems } from '../../blocks/mobileInfoBar/mobileInfoItems.rules';
import { readMobileInfoBarSettings } from '../parse/pageBarsMarkup';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'mobileInfoBar'> = (element, { settings }, context) => {
  const { barStyle, items } = readMobileInfoBarSettings(settings);
  // an unknown item kind is refused here, before anything renders, so the mounter logs it with the bar
  readMobileInfoItems(items);
  return replaceBlockContent(element, <MobileInfoBar barStyle={barStyle} items={items} />, context, 'runtime-mobile-info-bar');
};
