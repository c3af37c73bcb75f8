import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LightboxProps } from './Lightbox';
import { lightboxChunk } from './lightboxChunk';
import type { LightboxOpenState } from './lightboxOpenState';

/**
 * The lightbox's code is a chunk of its own, fetched ahead of the click when the visitor
 * shows intent or the page is idle (see lightboxChunk). Once it is there, the lightbox's
 * styles are put in the page (LightboxStyles, hidden), so the click only renders and styles
 * the lightbox's own elements: it opens in the click's own render. When the code is not
 * there yet, the lightbox opens as soon as it arrives.
 */
export function GalleryLightbox({ openState, ...rest }: Omit<LightboxProps, 'index' | 'opener'> & { openState: LightboxOpenState }) {
  const opening = useSyncExternalStore(openState.subscribe, openState.get, openState.get);
  const open = opening !== null;
  const [arrived, setArrived] = useState(lightboxChunk.loaded);
  // once there, the module never goes away: the view's type stays the same between renders
  const module = arrived ?? lightboxChunk.loaded();
  useEffect(() => {
    if (module) return;
    let current = true;
    // fetched by the idle or intent prefetch, or by the open below
    lightboxChunk.arrival().then((loaded) => current && setArrived(loaded));
    if (open) lightboxChunk.load().catch((error: unknown) => console.warn('The lightbox could not load.', error));
    return () => {
      current = false;
    };
  }, [open, module]);
  if (!module) return null;
  if (!open) return <module.LightboxStyles />;
  const Lightbox = module.default;
  return <Lightbox {...rest} index={opening.index} opener={opening.opener} />;
}
