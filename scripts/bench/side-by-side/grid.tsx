/** Our grid, mounted the way the runtime mounts a gallery block (renderInto: the theme, at once). */
import { GridGallery } from '../../../src/gallery/layouts/LayoutDesigns';
import { renderInto } from '../../../src/runtime-adapter/mounts/renderRoot';
import type { MountContext } from '../../../src/runtime-adapter/mountTypes';
import { offerMount, SETTINGS, SLIDES } from './benchGallery';

const context = { noMotion: false } as MountContext;

/** Offers our grid's mount to the bench. */
export function start(): void {
  offerMount((host) => {
    const unmount = renderInto(host, <GridGallery settings={SETTINGS} slides={SLIDES} label="Travel photos" />, context);
    const slides = host.getElementsByTagName('li');
    // a list this big renders the slides near the viewport, and more only as the page scrolls
    return { slides, rendered: slides.length, unmount };
  });
}
