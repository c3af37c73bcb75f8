/**
 * The star rating's own rules (pure). Its keyboard is the APG radio group's, from
 * `primitives/radioGroup` (arrows move and choose, wrapping; Space chooses; one tab stop).
 */
export const DEFAULT_STAR_COUNT = 5;

/** The name each star is read out by: '1 star', '4 stars'. */
export const starLabel = (value: number): string => `${value} ${value === 1 ? 'star' : 'stars'}`;

/** The radio index of a rating (1 → 0), null while none is chosen or out of range. */
export const checkedStarIndex = (value: number, count: number): number | null => (Number.isInteger(value) && value >= 1 && value <= count ? value - 1 : null);

/** How many stars show filled: the hovered star's value while one is hovered, else the value. */
export const shownStars = (value: number, hovered: number | null): number => hovered ?? value;
