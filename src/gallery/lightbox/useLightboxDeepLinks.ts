import { useEffect, useMemo } from 'react';
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
    [history, collectionUrl, historyEnabled, inSiteEditor, slideKey], // eslint-disable-line react-hooks/exhaustive-deps
  );
  useEffect(() => {
    if (!links) return;
    const index = links.initial();
    if (index !== null) show(index);
    return links.follow(show);
  }, [links]); // eslint-disable-line react-hooks/exhaustive-deps
  return links;
}
