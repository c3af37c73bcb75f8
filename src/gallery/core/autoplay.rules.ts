/**
 * When autoplay runs and where it goes next (spec: autoplay pauses while the pointer
 * is over the gallery or its controls, not on mobile; stops while a video shows and
 * resumes after; off with the page's nomotion=true flag (read once by the adapter's page
 * flags) and under reduced motion; and, as the APG
 * carousel pattern asks, paused while keyboard focus is inside). Pure.
 */
export interface AutoplayInputs {
  enabled: boolean;
  slideCount: number;
  pauseOnMouseover: boolean;
  pointerOver: boolean;
  /** Keyboard focus inside the gallery (APG carousel: rotation stops, on every device). */
  focusInside: boolean;
  isMobile: boolean;
  videoShowing: boolean;
  /** The page's nomotion=true flag. */
  noMotion: boolean;
  reducedMotion: boolean;
}

export type AutoplayStatus = 'running' | 'off' | 'paused' | 'stopped-for-video';

export function autoplayStatus(i: AutoplayInputs): AutoplayStatus {
  if (!i.enabled || i.noMotion || i.reducedMotion || i.slideCount < 2) return 'off';
  if (i.videoShowing) return 'stopped-for-video';
  if (i.focusInside) return 'paused';
  if (i.pauseOnMouseover && i.pointerOver && !i.isMobile) return 'paused';
  return 'running';
}

/**
 * The slide autoplay moves to: the next one, or with randomize a random slide other
 * than the current one. `random` returns [0, 1).
 */
export function nextAutoplayIndex(index: number, count: number, randomize: boolean, random: () => number = Math.random): number {
  if (count < 2) return 0;
  if (!randomize) return (index + 1) % count;
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1) : 0;
  const pick = Math.min(count - 2, Math.floor(unit * (count - 1)));
  return pick >= index ? pick + 1 : pick;
}
