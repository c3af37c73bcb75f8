/**
 * Mount chunk: a 7.1 list section's carousel, enhanced in place (no React): the server's own
 * slides (`li.user-items-list-carousel__slide`) and arrow buttons (`…__arrow-button--left/right`,
 * `.mobile-arrow-button--left/right`) become an APG carousel. The region is named a carousel
 * (and by the section's title where the platform wrote only "Carousel"),
 * each slide a group "n of N" (those out of view inert and hidden from assistive technology),
 * the list announces changes politely, the buttons and ArrowLeft / ArrowRight on the region
 * move one slide (wrapping with `data-is-infinite-enabled`), `data-max-columns` slides show
 * side by side (one when narrow), spaced by `data-space-between-slides-*`. Nothing the server
 * rendered is removed or hidden from view: unmounting takes every change back. A container
 * without slides stays as rendered, marked `data-runtime-left`, with one warning.
 */
import {
  isSlideShown,
  listCarouselColumns,
  listCarouselControls,
  listSlideLabel,
  readListCarouselSettings,
  stepLead,
} from '../../blocks/listSection/listCarousel.rules';
import { showPublishedImages } from '../../primitives/image/publishedImages';
import type { MountFunction } from '../mountTypes';
import { LEFT_ATTRIBUTE } from '../scan/boundAttribute';

const ENHANCED = 'data-list-carousel';
const STYLE_ATTRIBUTE = 'data-runtime-list-carousel';
const DURATION_MS = 300;

/** The layout the enhanced carousel needs, once per document (keyed on the enhanced container). */
const CSS = `[${ENHANCED}] .user-items-list-carousel__slideshow-holder,[${ENHANCED}] .user-items-list-carousel__slides-revealer{overflow:hidden}
[${ENHANCED}] ul.user-items-list-carousel__slides{display:flex;gap:var(--list-carousel-gap);margin:0;padding:0;list-style:none;transform:translateX(calc(-1 * var(--list-carousel-lead) * ((100% - (var(--list-carousel-columns) - 1) * var(--list-carousel-gap)) / var(--list-carousel-columns) + var(--list-carousel-gap))));transition:transform var(--list-carousel-duration) ease}
[${ENHANCED}] ul.user-items-list-carousel__slides>li{flex:0 0 calc((100% - (var(--list-carousel-columns) - 1) * var(--list-carousel-gap)) / var(--list-carousel-columns));box-sizing:border-box;min-width:0}
[${ENHANCED}] .user-items-list-carousel__media-container img{max-width:100%;height:auto}
[${ENHANCED}] [aria-disabled="true"]{opacity:.4;cursor:default}`;

function ensureStyle(doc: Document): void {
  if (doc.head.querySelector(`style[${STYLE_ATTRIBUTE}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(STYLE_ATTRIBUTE, '');
  style.textContent = CSS;
  doc.head.append(style);
}

/** Records an attribute's value so it can be put back as it was. */
function attributeKeeper() {
  const kept: Array<[Element, string, string | null]> = [];
  return {
    set(element: Element, name: string, value: string) {
      if (!kept.some(([e, n]) => e === element && n === name)) kept.push([element, name, element.getAttribute(name)]);
      element.setAttribute(name, value);
    },
    remove(element: Element, name: string) {
      if (!kept.some(([e, n]) => e === element && n === name)) kept.push([element, name, element.getAttribute(name)]);
      element.removeAttribute(name);
    },
    restore() {
      for (const [element, name, value] of kept.reverse()) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    },
  };
}

let lists = 0;

export const mount: MountFunction<'listCarousel'> = (element, { attributes }, context) => {
  const list = element.querySelector<HTMLElement>('ul.user-items-list-carousel__slides');
  const slides = list ? Array.from(list.children).filter((child): child is HTMLElement => child instanceof HTMLElement && child.tagName === 'LI') : [];
  if (!list || slides.length === 0) {
    const missing = list ? 'no slide in its ul.user-items-list-carousel__slides' : 'no ul.user-items-list-carousel__slides';
    element.setAttribute(LEFT_ATTRIBUTE, missing);
    console.warn(`List section ${attributes['data-section-id'] || 'without id'} (carousel) left as rendered: ${missing}`);
    return () => element.removeAttribute(LEFT_ATTRIBUTE);
  }
  const settings = readListCarouselSettings(attributes);
  const doc = element.ownerDocument;
  ensureStyle(doc);
  const keep = attributeKeeper();
  const region = element.querySelector<HTMLElement>('.user-items-list-carousel__gutter') ?? element;
  const previous = Array.from(element.querySelectorAll<HTMLElement>('button.user-items-list-carousel__arrow-button--left, button.mobile-arrow-button--left'));
  const next = Array.from(element.querySelectorAll<HTMLElement>('button.user-items-list-carousel__arrow-button--right, button.mobile-arrow-button--right'));
  const reduced = context.noMotion || (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);

  lists += 1;
  const listId = list.id || `list-carousel-${lists}`;
  keep.set(element, ENHANCED, '');
  keep.set(list, 'id', listId);
  keep.set(list, 'aria-live', 'polite');
  keep.set(region, 'role', 'region');
  keep.set(region, 'aria-roledescription', 'carousel');
  // the platform names every carousel "Carousel": the section's own title, when it has one, tells them apart
  const title = element.closest('.user-items-list')?.querySelector('.list-section-title')?.textContent?.trim();
  const label = region.getAttribute('aria-label')?.trim();
  if (title && (!label || label === 'Carousel')) keep.set(region, 'aria-label', title);
  else if (!label) keep.set(region, 'aria-label', 'Carousel');
  for (const button of [...previous, ...next]) {
    keep.set(button, 'aria-controls', listId);
    keep.set(button, 'type', 'button');
  }
  showPublishedImages(list);
  const style = element.style;
  const before = style.cssText;
  style.setProperty('--list-carousel-gap', settings.gap);
  style.setProperty('--list-carousel-duration', reduced ? '0ms' : `${DURATION_MS}ms`);

  let lead = 0;
  let columns = listCarouselColumns(settings.maxColumns, region.getBoundingClientRect().width, slides.length);
  const render = () => {
    style.setProperty('--list-carousel-columns', String(columns));
    style.setProperty('--list-carousel-lead', String(lead));
    slides.forEach((slide, index) => {
      keep.set(slide, 'role', 'group');
      keep.set(slide, 'aria-roledescription', 'slide');
      keep.set(slide, 'aria-label', listSlideLabel(index, slides.length));
      const shown = isSlideShown(index, lead, columns);
      if (shown) {
        keep.remove(slide, 'inert');
        keep.remove(slide, 'aria-hidden');
      } else {
        keep.set(slide, 'inert', '');
        keep.set(slide, 'aria-hidden', 'true');
      }
    });
    const controls = listCarouselControls(lead, slides.length, columns, settings.infinite);
    for (const button of previous) keep.set(button, 'aria-disabled', String(controls.previousDisabled));
    for (const button of next) keep.set(button, 'aria-disabled', String(controls.nextDisabled));
  };
  const step = (direction: 1 | -1) => {
    const moved = stepLead(lead, direction, slides.length, columns, settings.infinite);
    if (moved === lead) return;
    lead = moved;
    render();
  };
  const onPrevious = (event: Event) => {
    event.preventDefault();
    if ((event.currentTarget as HTMLElement).getAttribute('aria-disabled') !== 'true') step(-1);
  };
  const onNext = (event: Event) => {
    event.preventDefault();
    if ((event.currentTarget as HTMLElement).getAttribute('aria-disabled') !== 'true') step(1);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? -1 : 1);
  };
  for (const button of previous) button.addEventListener('click', onPrevious);
  for (const button of next) button.addEventListener('click', onNext);
  region.addEventListener('keydown', onKey);
  const resize =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          const now = listCarouselColumns(settings.maxColumns, region.getBoundingClientRect().width, slides.length);
          if (now === columns) return;
          columns = now;
          lead = Math.min(lead, Math.max(0, slides.length - columns));
          render();
        })
      : null;
  resize?.observe(region);
  render();

  return () => {
    resize?.disconnect();
    for (const button of previous) button.removeEventListener('click', onPrevious);
    for (const button of next) button.removeEventListener('click', onNext);
    region.removeEventListener('keydown', onKey);
    keep.restore();
    style.cssText = before;
  };
};
