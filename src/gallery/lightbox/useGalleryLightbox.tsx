import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useInSiteEditor } from '../../primitives/siteEditor/SiteEditor';
import type { LightboxTheme } from '../core/galleryBlockData';
import type { ShownSlide } from '../core/slideAttributes';
import { GalleryLightbox } from './GalleryLightbox';
import { prefetchLightbox, prefetchLightboxWhenIdle } from './lightboxChunk';
import { lightboxOpenState } from './lightboxOpenState';
import type { LightboxHistoryOptions } from './lightboxHistory';
import { useLightboxDeepLinks } from './useLightboxDeepLinks';

export interface GalleryLightboxOptions {
  /** The block's lightbox setting and theme; null: slides do not open a lightbox. */
  lightbox: { theme: LightboxTheme } | null;
  /** The gallery's name, the lightbox's title. */
  title: string;
  deepLinks?: LightboxHistoryOptions | null;
}

export interface GalleryLightboxControl {
  /** Opens the lightbox on a slide; focus returns to `opener` when it closes. Null when the block has no lightbox. */
  openAt: ((index: number, opener: HTMLElement) => void) | null;
  /** The lightbox (rendered only while open; its code is fetched ahead, see `prefetch`). */
  element: ReactElement | null;
  /**
   * The visitor shows intent (pointer over or focus in the gallery): fetches the lightbox's
   * code ahead of the click. Null when the block has no lightbox.
   */
  prefetch: (() => void) | null;
}

/**
 * A gallery's lightbox: its open state, its deep links (skipped in the site editor),
 * and Back closing it with focus back on the slide it was opened from. Shared by
 * every design. Its code is fetched once the page is idle, or sooner on intent.
 */
export function useGalleryLightbox(slides: readonly ShownSlide[], { lightbox, title, deepLinks = null }: GalleryLightboxOptions): GalleryLightboxControl {
  // held apart from the gallery's state: opening re-renders the lightbox only
  const [openState] = useState(lightboxOpenState);
  const setOpen = openState.set;
  const lastOpener = useRef<HTMLElement | null>(null);
  const inSiteEditor = useInSiteEditor();
  const linkOptions = lightbox && deepLinks ? { ...deepLinks, inSiteEditor: deepLinks.inSiteEditor ?? inSiteEditor } : null;
  const links = useLightboxDeepLinks(linkOptions, slides, (index) => {
    if (index !== null) return setOpen({ index, opener: lastOpener.current });
    // Back closed it: the lightbox gives focus back to where the visitor opened it from
    setOpen(null);
  });
  const hasLightbox = lightbox !== null;
  useEffect(() => (hasLightbox ? prefetchLightboxWhenIdle() : undefined), [hasLightbox]);
  if (!lightbox) return { openAt: null, element: null, prefetch: null };
  return {
    prefetch: prefetchLightbox,
    openAt: (index, opener) => {
      lastOpener.current = opener;
      setOpen({ index, opener });
      links?.open(index);
    },
    element: (
      <GalleryLightbox
        openState={openState}
        slides={[...slides]}
        theme={lightbox.theme}
        title={title}
        onIndexChange={(index) => links?.change(index)}
        onClose={() => {
          setOpen(null);
          links?.close();
        }}
      />
    ),
  };
}
