/**
 * The star rating's rules, as the APG radio group pattern has them (pure): each star is
 * a radio; one tab stop (the checked star, else the first); the arrow keys move to the
 * next or previous star, wrapping, and check it; Space checks the focused star. A hovered
 * star previews its value without changing the value or the focus.
 */
export const DEFAULT_STAR_COUNT = 5;

/** The name each star is read out by: '1 star', '4 stars'. */
export const starLabel = (value: number): string => `${value} ${value === 1 ? 'star' : 'stars'}`;

/** The star in the tab sequence: the checked one, else the first. */
export const tabStopStar = (value: number, count: number): number => (value >= 1 && value <= count ? value : 1);

/** The star a key moves to (and checks) from the focused star, or null for other keys. */
export function starAfterKey(key: string, focused: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return focused >= count ? 1 : focused + 1;
    case 'ArrowLeft':
    case 'ArrowUp':
      return focused <= 1 ? count : focused - 1;
    case ' ':
      return focused;
    default:
      return null;
  }
}

/** How many stars show filled: the hovered star's value while one is hovered, else the value. */
export const shownStars = (value: number, hovered: number | null): number => hovered ?? value;
