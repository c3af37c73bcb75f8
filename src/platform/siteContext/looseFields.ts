/**
 * Reading fields of a loosely typed JSON object (the page context): a field of the
 * wrong type reads as absent, nothing throws. Pure.
 */
export type LooseRecord = Readonly<Record<string, unknown>>;

export function asRecord(value: unknown): LooseRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as LooseRecord) : null;
}

export function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A string with something other than whitespace in it. */
export function asNonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function asBoolean(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

export function asFiniteNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The strings of an array; other entries are dropped. */
export function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The finite numbers of an array; other entries are dropped. */
export function asNumberList(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)) : [];
}

/** Follows a path of keys through nested objects; null as soon as a step is not an object. */
export function pick(root: unknown, ...path: string[]): unknown {
  let node: unknown = root;
  for (const key of path) {
    const record = asRecord(node);
    if (!record) return undefined;
    node = record[key];
  }
  return node;
}
