/**
 * A published button block (kind `button`, number 53) as the census sees it (002 §7:
 * button-render and button-click carry id, buttonText, clickthroughUrl, alignment, size,
 * newWindow, context). Pure: the adapter reads the values from the markup.
 *
 * Markup (7.0 and 7.1): `div.sqs-block-button-container[data-alignment][data-button-size]`
 * (also as classes `sqs-block-button-container--center`, `sqs-block-button-element--large`)
 * around one `a.sqs-block-button-element` whose text and href are the button's.
 *
 * Choices where the spec is silent: the id is the block id without `block-`; `context` is
 * `BUTTON_CENSUS_CONTEXT`; a missing alignment or size is sent as an empty string.
 */
import type { CensusButton } from '../../services/tracking/census/census';

export const BUTTON_CENSUS_CONTEXT = 'button-block';

export interface ButtonBlockValues {
  /** The block element's id (`block-…`). */
  blockId: string;
  /** The container's `data-alignment`, else null. */
  alignment: string | null;
  /** The container's `data-button-size`, else null. */
  size: string | null;
  /** The classes of the container and the link, where the 7.0 markup keeps alignment and size. */
  classes: readonly string[];
  /** The link's text as shown; null when the block has no link. */
  text: string | null;
  /** The link's `href` attribute. */
  href: string | null;
  /** The link's `target` attribute. */
  target: string | null;
}

const fromClass = (classes: readonly string[], pattern: RegExp): string | null => {
  for (const name of classes) {
    const match = pattern.exec(name);
    if (match?.[1]) return match[1];
  }
  return null;
};

/** The census button of a block, or null when the block holds no link. */
export function censusButtonOf(values: ButtonBlockValues): CensusButton | null {
  if (values.text === null) return null;
  return {
    id: values.blockId.replace(/^block-/, ''),
    buttonText: values.text.replace(/\s+/g, ' ').trim(),
    clickthroughUrl: values.href ?? '',
    alignment: values.alignment || fromClass(values.classes, /^sqs-block-button-container--(left|center|right)$/) || '',
    size: values.size || fromClass(values.classes, /^sqs-block-button-element--(small|medium|large)$/) || '',
    newWindow: values.target === '_blank',
    context: BUTTON_CENSUS_CONTEXT,
  };
}
