import { lazy, Suspense } from 'react';
import type { LightboxProps } from './Lightbox';

/** The lightbox code is fetched the first time a lightbox opens, not with the gallery. */
const Lightbox = lazy(() => import('./Lightbox'));

export function GalleryLightbox(props: LightboxProps & { open: boolean }) {
  const { open, ...rest } = props;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Lightbox {...rest} />
    </Suspense>
  );
}
