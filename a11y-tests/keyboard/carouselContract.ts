/**
 * APG carousel pattern: a container with aria-roledescription="carousel" and a name;
 * slides with aria-roledescription="slide" and a name; labelled previous / next
 * buttons that change the shown slide from the keyboard; with automatic rotation, a
 * labelled rotation control, and rotation stopped while focus is inside.
 */
import { accessibleName, check, describeElement, eventually, isShown, press, type ContractTiming } from './contractSupport';

const P = 'carousel';

export interface CarouselContractOptions extends ContractTiming {
  /** Accessible names of the next and previous controls (default /next/i and /previous/i). */
  next?: RegExp;
  previous?: RegExp;
}

function button(root: HTMLElement, name: RegExp): HTMLElement | null {
  return [...root.querySelectorAll<HTMLElement>('button, [role="button"]')].find((b) => name.test(accessibleName(b))) ?? null;
}

export async function expectCarouselContract(root: HTMLElement, { next = /next/i, previous = /previous/i, timeout }: CarouselContractOptions = {}) {
  const carousel = root.matches('[aria-roledescription="carousel"]') ? root : root.querySelector<HTMLElement>('[aria-roledescription="carousel"]');
  check(P, carousel, 'no element with aria-roledescription="carousel"');
  check(P, accessibleName(carousel), 'the carousel needs an accessible name');
  const slides = [...carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  check(P, slides.length >= 1, 'no slides with aria-roledescription="slide"');
  for (const slide of slides) {
    check(P, ['group', 'tabpanel'].includes(slide.getAttribute('role') ?? ''), `${describeElement(slide)} must have role group (or tabpanel)`);
    check(P, accessibleName(slide), `${describeElement(slide)} needs an accessible name such as "2 of 5"`);
  }
  const shown = () =>
    slides
      .filter(isShown)
      .map((s) => slides.indexOf(s))
      .join(',');

  const rotation = carousel.querySelector<HTMLElement>('[data-carousel-rotation], button[aria-label*="rotation" i], button[aria-label*="autoplay" i]');
  if (rotation) {
    check(P, accessibleName(rotation), 'the rotation control needs an accessible name');
    const live = carousel.querySelector('[aria-live]');
    rotation.focus();
    await eventually(
      P,
      () => live?.getAttribute('aria-live') === 'polite',
      'with focus inside the carousel, rotation stops and the slides region is aria-live="polite"',
      timeout,
    );
  }

  const nextButton = button(carousel, next);
  const previousButton = button(carousel, previous);
  check(P, nextButton && previousButton, `previous and next controls must be buttons named ${previous} and ${next}`);
  if (slides.length < 2) return;
  const before = shown();
  nextButton.focus();
  await press('{Enter}');
  await eventually(P, () => shown() !== before, 'Enter on the next control must change the shown slide', timeout);
  previousButton.focus();
  await press(' ');
  await eventually(P, () => shown() === before, 'Space on the previous control must go back to the first shown slide', timeout);
}
