/**
 * Mount chunk: the overlay manager for a signed-in owner, in an element the runtime adds
 * to the page. The entries are worked out here from this browser's records (the popup
 * overlay's stored record, the consent cookie, whether the announcement bar was
 * dismissed) each time the manager renders; its actions forget a record and reload the
 * page, or put the dismissed bar back.
 */
import { useState } from 'react';
import { OverlayManager } from '../../blocks/overlayManager/OverlayManager';
import {
  announcementBarEntry,
  cookieBannerEntry,
  popupOverlayEntry,
  type ManagedOverlayId,
  type OverlayEntry,
} from '../../blocks/overlayManager/overlayManager.rules';
import { MEDIA_BREAKPOINTS } from '../../platform/constants';
import { CONSENT_COOKIE } from '../../services/cookies/consent';
import { readPopupOverlaySettings } from '../parse/popupOverlaySettings';
import type { MountContext, MountFunction } from '../mountTypes';
import { ANNOUNCEMENT_BAR_SELECTOR, type OverlayManagerMountProps } from '../page/overlayManager.rules';
import { POPUP_OVERLAY_STORAGE_ENTRY, forgetPopupOverlayRecord, windowLocalStorage } from '../services/popupOverlayStorage';
import { renderInto } from './renderRoot';

function entriesFor(doc: Document, props: OverlayManagerMountProps, context: MountContext): OverlayEntry[] {
  const win = doc.defaultView;
  const entries: OverlayEntry[] = [];
  if (props.popupOverlay) {
    const { display, style, mobileEnabled } = readPopupOverlaySettings(props.popupOverlay.settings);
    entries.push(
      popupOverlayEntry({
        settings: display,
        suppression: {
          style,
          mobileEnabled,
          isMobile: (win?.innerWidth ?? Number.POSITIVE_INFINITY) <= MEDIA_BREAKPOINTS.mobileMaxWidthPx,
          pageType: props.pageType,
          query: new URLSearchParams(context.services.query),
        },
        stored: windowLocalStorage(win)?.getItem(POPUP_OVERLAY_STORAGE_ENTRY) ?? null,
        now: Date.now(),
        locale: doc.documentElement.lang || undefined,
      }),
    );
  }
  if (props.cookieBannerEnabled) {
    entries.push(cookieBannerEntry({ enabled: true, consent: context.services.cookies.get(CONSENT_COOKIE), screenshotMode: props.screenshotMode }));
  }
  const bar = doc.querySelector<HTMLElement>(ANNOUNCEMENT_BAR_SELECTOR);
  if (props.announcementBar && bar) entries.push(announcementBarEntry({ dismissed: bar.hidden }));
  return entries;
}

function OwnerOverlayManager({ doc, props, context }: { doc: Document; props: OverlayManagerMountProps; context: MountContext }) {
  // bumped on opening and after an action that changes the page without reloading it, so the entries are read again
  const [, setRevision] = useState(0);
  const act = (id: ManagedOverlayId) => {
    const win = doc.defaultView;
    if (id === 'announcementBar') {
      const bar = doc.querySelector<HTMLElement>(ANNOUNCEMENT_BAR_SELECTOR);
      if (bar) bar.hidden = false;
      setRevision((r) => r + 1);
      return;
    }
    if (id === 'popupOverlay') forgetPopupOverlayRecord(windowLocalStorage(win));
    else context.services.cookies.remove(CONSENT_COOKIE, { path: '/' });
    win?.location.reload();
  };
  return <OverlayManager entries={entriesFor(doc, props, context)} onAction={act} onOpenChange={(open) => open && setRevision((r) => r + 1)} />;
}

export const mount: MountFunction<'overlayManager'> = (host, props, context) =>
  renderInto(host, <OwnerOverlayManager doc={host.ownerDocument} props={props} context={context} />, context);
