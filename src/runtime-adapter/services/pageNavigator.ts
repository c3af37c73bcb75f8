/**
 * The commerce service's `PageNavigator` over the browser window: this window, the top
 * window (checkout pages opened from the admin preview frame load there), and the alert.
 */
import { isConfigAreaPath } from '../../platform/routes';
import type { PageNavigator } from '../../services/commerce/checkout/checkoutRedirect';

/** Inside the admin preview frame: framed, with the config panel (`/config`) as the top window's page. */
export function isInsideAdminFrame(win: Window): boolean {
  try {
    return win.top !== null && win.top !== win.self && isConfigAreaPath(win.top.location.pathname);
  } catch {
    return false; // a cross-origin parent is not the site's admin
  }
}

export function windowNavigator(win: Window): PageNavigator {
  return {
    current: { assign: (url) => win.location.assign(url) },
    top: { assign: (url) => (win.top ?? win).location.assign(url) },
    isInsideAdminFrame: () => isInsideAdminFrame(win),
    alert: (message) => win.alert(message),
  };
}
