/** Swiper (core, no modules): the 250 slides in one track, COLUMNS in view, GAP apart. */
import Swiper from 'swiper';
import 'swiper/css';
import { CELL_ASPECT, COLUMNS, GAP, offerMount, SLIDES, slideImage } from './benchGallery';

/** Offers Swiper's mount to the bench. */
export function start(): void {
  offerMount((host) => {
    const root = document.createElement('div');
    root.className = 'swiper';
    const wrapper = document.createElement('div');
    wrapper.className = 'swiper-wrapper';
    for (const slide of SLIDES) {
      const cell = document.createElement('div');
      cell.className = 'swiper-slide';
      cell.style.aspectRatio = String(CELL_ASPECT);
      cell.append(slideImage(slide));
      wrapper.append(cell);
    }
    root.append(wrapper);
    host.append(root);
    const swiper = new Swiper(root, { slidesPerView: COLUMNS, spaceBetween: GAP });
    return { slides: swiper.slides, unmount: () => swiper.destroy(true, true) };
  });
}
