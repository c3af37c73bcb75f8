/**
 * The spec's dictionary messages (002 §8) that more than one block or service shows,
 * character for character, each defined once here: the others import them. Where each is
 * raised the spec does not show.
 */
export const DICTIONARY_MESSAGES = {
  networkError: 'Network error',
  unableToLoad: 'Unable to load. Try again.',
  unableToAddItem: 'Unable to add item',
} as const;
