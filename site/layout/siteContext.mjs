/**
 * The page context (`Static.SQUARESPACE_CONTEXT`): the site's base context with a page's own
 * values merged over it, and the script text that declares it.
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges `overrides` over `base`: objects key by key (recursively), anything else (text, numbers,
 * null, lists) replaced whole. Keys keep the base's order; new keys follow. Neither input changes.
 * @param {Record<string, unknown>} base @param {Record<string, unknown>} overrides
 * @returns {Record<string, unknown>}
 */
export function mergeContext(base, overrides) {
  /** @type {Record<string, unknown>} */
  const merged = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const under = Object.hasOwn(merged, key) ? merged[key] : undefined;
    // defineProperty: a key such as "__proto__" (JSON may hold one) stays a plain key
    Object.defineProperty(merged, key, {
      value: isPlainObject(under) && isPlainObject(value) ? mergeContext(under, value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}

/**
 * The context as the JavaScript object literal the page's inline script assigns: JSON with `<`
 * written as `\u003c` (so no `</script>` can end the script early) and the two line separators
 * escaped. `indent` prefixes every line after the first.
 * @param {Record<string, unknown>} context @param {string} [indent]
 */
export function contextLiteral(context, indent = '') {
  return JSON.stringify(context, null, 2)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
    .replace(/\n/g, `\n${indent}`);
}
