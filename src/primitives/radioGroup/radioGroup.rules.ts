/**
 * The WAI-ARIA APG radio group's keyboard, for any number of radios: Right and Down move
 * to the next radio and check it, Left and Up to the previous one (both wrapping), Space
 * checks the focused radio. Only the checked radio is in the tab sequence (Tab enters and
 * leaves the group). Pure: the view moves the focus and keeps the choice.
 */
export type RadioKeyAction = { readonly kind: 'choose'; readonly index: number } | null;

/** What `key` does on the radio at `index` of `count` radios; null when the key is not the group's. */
export function radioGroupKeyAction(key: string, index: number, count: number): RadioKeyAction {
  if (count < 1 || index < 0 || index >= count) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return { kind: 'choose', index: (index + 1) % count };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { kind: 'choose', index: (index - 1 + count) % count };
    case ' ':
      return { kind: 'choose', index };
    default:
      return null;
  }
}

/**
 * The radio that takes the tab stop: the checked one, or the first when none is checked
 * (APG: with nothing checked, Tab reaches the first radio).
 */
export function tabStopIndex(checkedIndex: number | null, count: number): number {
  return checkedIndex !== null && checkedIndex >= 0 && checkedIndex < count ? checkedIndex : 0;
}
