/**
 * `JSON.stringify` that cannot throw. Tracking data is usually plain, and is then written exactly
 * as `JSON.stringify` writes it; a value it refuses (a cycle, a BigInt) must not break the page,
 * so in that case repeated objects become `null` and BigInts strings.
 */
export function safeJsonStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    const seen = new WeakSet<object>();
    const text = JSON.stringify(value, (_key, inner: unknown) => {
      if (typeof inner === 'bigint') return inner.toString();
      if (typeof inner === 'object' && inner !== null) {
        if (seen.has(inner)) return null;
        seen.add(inner);
      }
      return inner;
    });
    return text ?? 'null';
  }
}
