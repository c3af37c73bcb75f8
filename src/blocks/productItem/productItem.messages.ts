/**
 * The product item's wording. 'Unable to add item' is the spec's dictionary message (002 §8);
 * the rest is this project's (README.md).
 */
import { DICTIONARY_MESSAGES } from '../../platform/dictionaryMessages';
import type { ValueState } from './productItem.rules';

export const ADD_ITEM_FAILED = DICTIONARY_MESSAGES.unableToAddItem;

/** An option value as the select lists it: marked when sold out or not to be had with the rest of the choice. */
export function optionLabel(value: string, state: ValueState): string {
  switch (state) {
    case 'available':
      return value;
    case 'soldOut':
      return `${value} (sold out)`;
    case 'unavailable':
      return `${value} (unavailable)`;
  }
}
