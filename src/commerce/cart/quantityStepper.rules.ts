/**
 * The quantity stepper's keys and typed text (WAI-ARIA APG spin button): ArrowUp and
 * ArrowDown step by one, PageUp and PageDown by ten, Home and End jump to the least and
 * the most; typed text counts once it is a whole number (it is clamped to the bounds).
 * Pure.
 */
export const PAGE_STEP = 10;

export interface StepperBounds {
  readonly min: number;
  readonly max: number;
}

const clamp = (value: number, { min, max }: StepperBounds) => Math.min(max, Math.max(min, value));

/** The value a key asks for, or null for a key the stepper leaves alone. */
export function quantityForKey(key: string, value: number, bounds: StepperBounds): number | null {
  switch (key) {
    case 'ArrowUp':
      return clamp(value + 1, bounds);
    case 'ArrowDown':
      return clamp(value - 1, bounds);
    case 'PageUp':
      return clamp(value + PAGE_STEP, bounds);
    case 'PageDown':
      return clamp(value - PAGE_STEP, bounds);
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    default:
      return null;
  }
}

/** Typed text as a quantity within the bounds; null when it is not a whole number (the field goes back). */
export function parseTypedQuantity(text: string, bounds: StepperBounds): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  return clamp(Number(trimmed), bounds);
}
