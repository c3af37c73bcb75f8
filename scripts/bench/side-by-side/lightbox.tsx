/** Our grid with its lightbox (the grid design's default), mounted as the runtime mounts a gallery block. */
import { GridGallery } from '../../../src/gallery/layouts/LayoutDesigns';
import { renderInto } from '../../../src/runtime-adapter/mounts/renderRoot';
import type { MountContext } from '../../../src/runtime-adapter/mountTypes';
import { benchHost, SETTINGS, SLIDES } from './benchGallery';

/** Mounts our grid with its lightbox for the bench to open. */
export function start(): void {
  renderInto(benchHost(), <GridGallery settings={SETTINGS} slides={SLIDES} label="Travel photos" />, { noMotion: false } as MountContext);
}
