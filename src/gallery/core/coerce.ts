/**
 * Reading loosely typed block settings: the server writes booleans and numbers as
 * strings at times, and keys may be absent or null. Pure.
 */
export function readBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}

/** A finite number, or a string that is one; anything else gives the fallback. */
export function readNumber(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

export function readEnum<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  if (typeof value !== 'string') return fallback;
  const lower = value.trim().toLowerCase();
  return (allowed as readonly string[]).includes(lower) ? (lower as T) : fallback;
}

export function readString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
