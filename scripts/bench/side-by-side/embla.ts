/** Embla: the 250 slides in one track, COLUMNS in view, GAP apart (its layout is the page's CSS, as its docs set it up). */
import EmblaCarousel from 'embla-carousel';
import { CELL_ASPECT, COLUMNS, GAP, offerMount, SLIDES, slideImage } from './benchGallery';

/** Offers Embla's mount to the bench. */
export function start(): void {
  offerMount((host) => {
    const viewport = document.createElement('div');
    viewport.style.overflow = 'hidden';
    const container = document.createElement('div');
    container.style.cssText = `display:flex;touch-action:pan-y pinch-zoom;margin-left:-${GAP}px`;
    for (const slide of SLIDES) {
      const cell = document.createElement('div');
      cell.style.cssText = `flex:0 0 ${100 / COLUMNS}%;min-width:0;padding-left:${GAP}px;box-sizing:border-box`;
      const frame = document.createElement('div');
      frame.style.aspectRatio = String(CELL_ASPECT);
      frame.append(slideImage(slide));
      cell.append(frame);
      container.append(cell);
    }
    viewport.append(container);
    host.append(viewport);
    const embla = EmblaCarousel(viewport);
    return { slides: embla.slideNodes(), unmount: () => embla.destroy() };
  });
}
