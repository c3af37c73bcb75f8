import { useState } from 'react';
import { useRadioGroup } from '../radioGroup/useRadioGroup';
import { checkedStarIndex, DEFAULT_STAR_COUNT, shownStars, starLabel } from './starRating.rules';
import { Star, Stars } from './StarRating.styles';

export interface StarRatingProps {
  /** The chosen rating, 1 to `count`; 0 while none is chosen. */
  value: number;
  /** Called with the star chosen (click, arrow keys, Space). */
  onChange(value: number): void;
  /** How many stars (default 5). */
  count?: number;
  /** The id of the element naming the group (its visible label). */
  labelledBy?: string;
  /** The group's name when no visible label names it. */
  label?: string;
  /** Ids of an error or a hint read with the group. */
  describedBy?: string;
  required?: boolean;
  invalid?: boolean;
  /** Shown but not changeable (while the review is being sent). */
  disabled?: boolean;
  /** The group element's id. */
  id?: string;
}

const STAR_PATH = 'M12 2.6l2.9 6 6.5.8-4.8 4.5 1.2 6.5L12 17.3l-5.8 3.1 1.2-6.5-4.8-4.5 6.5-.8z';

/**
 * A star rating input as an APG radio group (`primitives/radioGroup`): a `radiogroup` of
 * `radio` stars, each read out as '4 stars'; one tab stop; the arrow keys move and choose
 * (wrapping), Space chooses; a hovered star previews its value (no change to the value or
 * the focus). Disabled, it is dimmed and leaves the tab sequence (as disabled controls do).
 */
export function StarRating({ value, onChange, count = DEFAULT_STAR_COUNT, labelledBy, label, describedBy, required, invalid, disabled, id }: StarRatingProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const { radioProps } = useRadioGroup({
    count,
    checkedIndex: checkedStarIndex(value, count),
    onChoose: (index) => {
      if (index + 1 !== value) onChange(index + 1);
    },
  });
  const shown = shownStars(value, disabled ? null : hovered);

  return (
    <Stars
      role="radiogroup"
      id={id}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-disabled={disabled || undefined}
      data-star-rating=""
      onPointerLeave={() => setHovered(null)}
    >
      {Array.from({ length: count }, (_, i) => {
        const star = i + 1;
        const filled = star <= value && star <= shown;
        const radio = radioProps(i);
        // disabled: shown, but out of the tab sequence, and neither a click nor a key changes it (nor takes focus)
        const behaviour = disabled
          ? { tabIndex: -1 as const, onMouseDown: (e: { preventDefault(): void }) => e.preventDefault() }
          : { tabIndex: radio.tabIndex, onClick: radio.onClick, onKeyDown: radio.onKeyDown };
        return (
          <Star
            key={star}
            ref={radio.ref}
            role="radio"
            aria-checked={radio['aria-checked']}
            aria-label={starLabel(star)}
            {...behaviour}
            data-filled={filled || undefined}
            data-preview={(!filled && star <= shown) || undefined}
            onPointerEnter={() => setHovered(star)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR_PATH} />
            </svg>
          </Star>
        );
      })}
    </Stars>
  );
}
