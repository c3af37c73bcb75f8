/**
 * Reading the server's JSON into typed models without trusting it: each reader notes
 * what is wrong (with a path such as `variants[1].price`) and the model parser throws
 * one `CommerceShapeError` listing every problem, instead of failing on the first.
 */
export interface ShapeIssue {
  readonly path: string;
  readonly message: string;
}

export class CommerceShapeError extends Error {
  constructor(
    readonly what: string,
    readonly issues: readonly ShapeIssue[],
  ) {
    super(`Invalid ${what}: ${issues.map((i) => `${i.path || '(root)'} ${i.message}`).join('; ')}.`);
    this.name = 'CommerceShapeError';
  }
}

export type Json = Record<string, unknown>;

export interface ShapeReader {
  readonly issues: ShapeIssue[];
  record(value: unknown, path: string): Json | undefined;
  string(value: unknown, path: string): string | undefined;
  optionalString(value: unknown, path: string): string | null;
  integer(value: unknown, path: string, min?: number): number | undefined;
  optionalInteger(value: unknown, path: string, min?: number): number | null;
  boolean(value: unknown, path: string, fallback?: boolean): boolean | undefined;
  array(value: unknown, path: string): readonly unknown[] | undefined;
  /** Throws `CommerceShapeError` when any reader noted a problem. */
  done(what: string): void;
}

export function createShapeReader(): ShapeReader {
  const issues: ShapeIssue[] = [];
  const fail = (path: string, message: string) => {
    issues.push({ path, message });
    return undefined;
  };
  const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);
  const integer = (value: unknown, path: string, min = Number.MIN_SAFE_INTEGER) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return fail(path, `must be a whole number, got ${JSON.stringify(value) ?? describe(value)}`);
    if (value < min) return fail(path, `must be ${min} or more, got ${value}`);
    return value;
  };
  return {
    issues,
    record: (value, path) =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : fail(path, `must be an object, got ${describe(value)}`),
    string: (value, path) => (typeof value === 'string' ? value : fail(path, `must be a string, got ${describe(value)}`)),
    optionalString: (value, path) => {
      if (value === undefined || value === null) return null;
      return typeof value === 'string' ? value : (fail(path, `must be a string, got ${describe(value)}`) ?? null);
    },
    integer,
    optionalInteger: (value, path, min) => (value === undefined || value === null ? null : (integer(value, path, min) ?? null)),
    boolean: (value, path, fallback) => {
      if ((value === undefined || value === null) && fallback !== undefined) return fallback;
      return typeof value === 'boolean' ? value : fail(path, `must be true or false, got ${describe(value)}`);
    },
    array: (value, path) => (Array.isArray(value) ? value : fail(path, `must be an array, got ${describe(value)}`)),
    done: (what) => {
      if (issues.length > 0) throw new CommerceShapeError(what, issues);
    },
  };
}
