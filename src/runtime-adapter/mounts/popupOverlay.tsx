/**
 * Mount chunk: the popup overlay, with the newsletter block inside as its signup. Its
 * settings are read here (`readPopupOverlaySettings`; a bad key throws and the mounter logs
 * it); whether it shows is the overlay's own decision over the record in local storage,
 * the suppression rule (style, mobile setting on a screen of at most 432 px, splash and
 * lock-screen pages, screenshot mode in the query) and the settings. The server's hidden
 * overlay stays as it is; the view renders in a host of its own at the end of the body.
 *
 * The overlay census (002 §7, POST /api/census/overlay, "overlay event payload plus
 * visitorCookie"; the payload is not shown): `{ event, version }` with `event` one of
 * `OVERLAY_CENSUS_EVENTS` when it shows, is closed, or its signup goes through (our names).
 */
import { PopupOverlay } from '../../blocks/popupOverlay/PopupOverlay';
import { NewsletterBlock, isNewsletterStacked } from '../../blocks/newsletter';
import { ServicesProvider } from '../../primitives/services';
import { MEDIA_BREAKPOINTS } from '../../platform/constants';
import { readPopupOverlaySettings } from '../parse/popupOverlaySettings';
import type { MountFunction } from '../mountTypes';
import { localPopupOverlayStore, windowLocalStorage } from '../services/popupOverlayStorage';
import { blockServicesOf } from './blockServices';
import { pageFormSubmitter } from './pageFormSubmitter';
import { formLeftMessage, publishedFormOf } from './formDefinitionOf';
import { renderInto } from './renderRoot';

/** The page's scanner for popup overlays comes with their mount (one dynamic import). */
export { scanPopupOverlays as scan } from '../scan/scanPopupOverlays';

export const OVERLAY_CENSUS_EVENTS = { show: 'popup-overlay-show', close: 'popup-overlay-close', submit: 'popup-overlay-submit' } as const;

export const mount: MountFunction<'popupOverlay'> = (element, { settings, title, body, image, newsletter, pageType }, context) => {
  const { display, style, mobileEnabled } = readPopupOverlaySettings(settings);
  const doc = element.ownerDocument;
  const win = doc.defaultView;
  const block = element.querySelector<HTMLElement>('.sqs-block.newsletter-block, .sqs-block[data-block-type="51"]');
  const read = newsletter && block ? publishedFormOf(block, newsletter, true) : null;
  // a signup read only in part is left out of the overlay (the server's overlay stays hidden as it is)
  if (read && read.missing.length > 0) console.warn(formLeftMessage(newsletter?.blockId ?? 'popup overlay newsletter', read.missing));
  const definition = read && read.missing.length === 0 ? { ...read.definition, isOverlayForm: true } : null;
  const census = context.services.tracking.census;
  const host = doc.createElement('div');
  host.className = 'runtime-popup-overlay';
  doc.body.appendChild(host);
  const unmount = renderInto(
    host,
    <ServicesProvider services={blockServicesOf(context.services, pageFormSubmitter(context.services))}>
      <PopupOverlay
        title={title}
        body={body}
        image={image}
        settings={display}
        suppression={{
          style,
          mobileEnabled,
          isMobile: (win?.innerWidth ?? Number.POSITIVE_INFINITY) <= MEDIA_BREAKPOINTS.mobileMaxWidthPx,
          pageType,
          query: new URLSearchParams(context.services.query),
        }}
        store={localPopupOverlayStore(windowLocalStorage(win))}
        onShow={() => void census.overlay({ event: OVERLAY_CENSUS_EVENTS.show, version: display.version })}
        onClose={() => void census.overlay({ event: OVERLAY_CENSUS_EVENTS.close, version: display.version })}
        onSubmitted={() => void census.overlay({ event: OVERLAY_CENSUS_EVENTS.submit, version: display.version })}
      >
        {definition && newsletter
          ? ({ markSubmitted }) => (
              <NewsletterBlock
                definition={definition}
                redirectUrl={read?.redirectUrl}
                submissionText={newsletter.submissionText}
                submissionTextHtml={newsletter.submissionTextHtml ?? read?.submissionMessageHtml ?? undefined}
                submissionHtml={newsletter.submissionHtml}
                title={newsletter.title}
                descriptionHtml={newsletter.descriptionHtml}
                footnoteHtml={newsletter.footnoteHtml}
                stacked={isNewsletterStacked(newsletter.layoutClasses)}
                onSuccess={markSubmitted}
              />
            )
          : null}
      </PopupOverlay>
    </ServicesProvider>,
    context,
  );
  return () => {
    unmount();
    host.remove();
  };
};
