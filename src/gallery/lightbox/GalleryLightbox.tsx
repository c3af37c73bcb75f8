import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LightboxProps } from './Lightbox';
import { lightboxChunk } from './lightboxChunk';
import type { LightboxOpenState } from './lightboxOpenState';

/**
 * The lightbox's code is a chunk of its own, fetched ahead of the click when the visitor
 * shows intent or the page is idle (see lightboxChunk). When it is already there, the
 * lightbox opens in the click's own render; when not, it opens as soon as it arrives.
 */
export function GalleryLightbox({ openState, ...rest }: Omit<LightboxProps, 'index' | 'opener'> & { openState: LightboxOpenState }) {
  const opening = useSyncExternalStore(openState.subscribe, openState.get, openState.get);
  const open = opening !== null;
  const [arrived, setArrived] = useState(lightboxChunk.loaded);
  // once there, the module never goes away: the view's type stays the same between renders
  const module = arrived ?? lightboxChunk.loaded();
  useEffect(() => {
    if (!open || module) return;
    let current = true;
    lightboxChunk.load().then(
      (loaded) => current && setArrived(loaded),
      (error: unknown) => console.warn('The lightbox could not load.', error),
    );
    return () => {
      current = false;
    };
  }, [open, module]);
  if (!open || !module) return null;
  const Lightbox = module.default;
  return <Lightbox {...rest} index={opening.index} opener={opening.opener} />;
}
