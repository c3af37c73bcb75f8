/** When the mobile info bar appears. Pure. */
import { MOBILE_INFO_BAR_MAX_WIDTH_PX } from '../constants';
import { MobileInfoBarStyle } from '../enums/display';

/** Only on screens up to 1024 px wide, and only with style light or dark. */
export function shouldShowMobileInfoBar(viewportWidthPx: number, style: number): boolean {
  return viewportWidthPx <= MOBILE_INFO_BAR_MAX_WIDTH_PX && (style === MobileInfoBarStyle.LIGHT || style === MobileInfoBarStyle.DARK);
}
