/**
 * Whether the page gets the overlay manager and what it is told (spec 000 §1, §6: a
 * signed-in account gets an overlay manager). Only for a signed-in account, and only
 * when the page has an overlay to manage: a popup overlay, an enabled cookie banner or an
 * announcement bar. Plain values only: the manager's chunk reads this browser's records
 * (the popup's stored record, the consent cookie) itself. React-free, for the start-up code.
 */
import { parseBlockJson, type BlockSettings } from '../parse/blockJson';
import type { SiteContext } from '../../platform/siteContext/siteContext.types';
import { POPUP_OVERLAY_SELECTOR } from '../scan/popupOverlayMarkup';

/** The bar: ours (`.sqs-announcement-bar`) or the platform's dropzone the runtime filled from the context. */
export const ANNOUNCEMENT_BAR_SELECTOR = '.sqs-announcement-bar, .sqs-announcement-bar-dropzone';

export interface OverlayManagerMountProps {
  /** The page's popup overlay settings (its decoded JSON); null without one, or when its JSON is broken. */
  popupOverlay: { settings: BlockSettings } | null;
  /** The site's cookie settings enable the banner. */
  cookieBannerEnabled: boolean;
  /** The page has an announcement bar. */
  announcementBar: boolean;
  pageType: number | null;
  screenshotMode: boolean;
}

export interface OverlayManagerInput {
  context: Pick<SiteContext, 'access' | 'cookieSettings' | 'pageType'> & { websiteSettings?: Pick<SiteContext['websiteSettings'], 'announcementBar'> };
  document: ParentNode;
  screenshotMode: boolean;
}

/** The context shows the platform's bar (`showAnnouncementBar` with a text to show). */
const contextShowsBar = (context: OverlayManagerInput['context']) => {
  const bar = context.websiteSettings?.announcementBar;
  return bar?.show === true && (bar.text ?? '').trim() !== '';
};

export function overlayManagerFor({ context, document, screenshotMode }: OverlayManagerInput): OverlayManagerMountProps | null {
  if (!context.access.isAuthenticated) return null;
  const overlay = document.querySelector(POPUP_OVERLAY_SELECTOR);
  const parsed = overlay ? parseBlockJson(overlay.getAttribute('data-popup-overlay-json'), overlay.id || null) : null;
  const props: OverlayManagerMountProps = {
    popupOverlay: parsed?.ok ? { settings: parsed.value } : null,
    cookieBannerEnabled: context.cookieSettings.isCookieBannerEnabled === true,
    announcementBar:
      document.querySelector('.sqs-announcement-bar') !== null ||
      (document.querySelector('.sqs-announcement-bar-dropzone') !== null && contextShowsBar(context)),
    pageType: context.pageType,
    screenshotMode,
  };
  return props.popupOverlay || props.cookieBannerEnabled || props.announcementBar ? props : null;
}
