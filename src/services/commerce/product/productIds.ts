/**
 * Generated identifiers for new variants: an SKU of 'SQ' plus 7 random digits, and a
 * random variant id that no other variant of the product has. Randomness is injected,
 * so tests and stories choose it.
 */
export const GENERATED_SKU_PREFIX = 'SQ';
export const GENERATED_SKU_DIGITS = 7;
/** Attempts before giving up on finding an unused SKU or id. */
export const MAX_GENERATION_ATTEMPTS = 100;

/** Returns a number in [0, 1), like `Math.random`. */
export type RandomSource = () => number;

function randomDigit(random: RandomSource): string {
  const r = random();
  if (!(r >= 0 && r < 1)) throw new RangeError(`The random source must return a number in [0, 1), got ${String(r)}.`);
  return String(Math.floor(r * 10));
}

/** 'SQ' + 7 random digits, avoiding the SKUs in `taken`. */
export function generateSku(random: RandomSource, taken: ReadonlySet<string> = new Set()): string {
  for (let attempt = 0; attempt < MAX_GENERATION_ATTEMPTS; attempt += 1) {
    let sku = GENERATED_SKU_PREFIX;
    for (let i = 0; i < GENERATED_SKU_DIGITS; i += 1) sku += randomDigit(random);
    if (!taken.has(sku)) return sku;
  }
  throw new Error(`Could not generate an unused SKU in ${MAX_GENERATION_ATTEMPTS} attempts.`);
}

/**
 * A variant id from `randomId` (for instance `crypto.randomUUID`) that is not among
 * `taken`; asks again on a collision.
 */
export function generateVariantId(randomId: () => string, taken: Iterable<string> = []): string {
  const used = new Set(taken);
  for (let attempt = 0; attempt < MAX_GENERATION_ATTEMPTS; attempt += 1) {
    const id = randomId();
    if (typeof id !== 'string' || id === '') throw new TypeError('The id source must return a non-empty string.');
    if (!used.has(id)) return id;
  }
  throw new Error(`Could not generate an unused variant id in ${MAX_GENERATION_ATTEMPTS} attempts.`);
}
