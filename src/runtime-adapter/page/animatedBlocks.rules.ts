/**
 * Which published elements are animated blocks (spec: animated blocks gain an
 * animation-loaded state once sufficiently visible). The platform marks what it animates
 * with `data-animation-role` (7.1 images, buttons, gallery items); an element is not animated
 * when the nearest `data-animation` around it says `none` (a section or gallery with
 * animations off) or its block's classes say `individual-animation-none` /
 * `block-animation-none`. Pure: takes the values read from the markup.
 */
export const ANIMATED_SELECTOR = '[data-animation-role]';

export interface AnimationMarkup {
  /** The nearest `data-animation` on the element or around it; null when none. */
  nearestAnimation: string | null;
  /** The classes of the element's block wrappers (`individual-animation-*`, `block-animation-*`). */
  wrapperClasses: readonly string[];
}

export function isAnimatedBlock({ nearestAnimation, wrapperClasses }: AnimationMarkup): boolean {
  if (nearestAnimation !== null && nearestAnimation.trim().toLowerCase() === 'none') return false;
  return !wrapperClasses.some((c) => c === 'individual-animation-none' || c === 'block-animation-none');
}
