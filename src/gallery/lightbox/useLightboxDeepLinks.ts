import { useEffect, useEffectEvent, useMemo } from 'react';
import type { DeepLinkSlide } from './deepLink.rules';
import { createLightboxHistory, type LightboxHistory, type LightboxHistoryOptions } from './lightboxHistory';

/**
 * A gallery's lightbox deep links (see lightboxHistory): opens the lightbox on the
 * slide the address names once mounted, and follows Back and Forward through `show`
 * (a slide index, or null to close). Null options: no deep links.
 */
export function useLightboxDeepLinks(
  options: LightboxHistoryOptions | null | undefined,
  slides: readonly DeepLinkSlide[],
  show: (index: number | null) => void,
): LightboxHistory | null {
  const { history, collectionUrl, historyEnabled, inSiteEditor } = options ?? {};
  // rebuilt only when what the links are made of changes, not for every new array
  const slideKey = slides.map((slide) => `${slide.url ?? ''}\t${slide.id ?? ''}`).join('\n');
  const links = useMemo(
    () => (history && collectionUrl !== undefined ? createLightboxHistory({ history, collectionUrl, historyEnabled, inSiteEditor }, slides) : null),
    [history, collectionUrl, historyEnabled, inSiteEditor, slideKey], // eslint-disable-line react-hooks/exhaustive-deps -- keyed by the slides' addresses and ids (slideKey), not by each new array of the same slides
  );
  // the latest `show`, without following the history again for each new callback
  const showNow = useEffectEvent(show);
  useEffect(() => {
    if (!links) return;
    const index = links.initial();
    if (index !== null) showNow(index);
    return links.follow((shown) => showNow(shown));
  }, [links]);
  return links;
}
