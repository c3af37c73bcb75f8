/**
 * Form encoding and query strings for the data call (spec: "sends JSON when asked and
 * otherwise form-encoded"). Nested values (objects, arrays) are sent as JSON text in
 * their field, as the server reads them. Pure.
 */
export type FormValue = unknown;

/** A field's text: strings as they are, numbers and booleans printed, anything nested as JSON; null is empty. */
export function formFieldText(value: FormValue): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** `a=1&b=%7B%22x%22%3A1%7D`; fields whose value is undefined are left out. */
export function formEncode(fields: Readonly<Record<string, FormValue>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    const text = formFieldText(value);
    if (text !== undefined) params.append(name, text);
  }
  return params.toString();
}

/** Adds the fields to a URL's query, after any it already has and before its #fragment. */
export function withQuery(url: string, fields: Readonly<Record<string, FormValue>>): string {
  const query = formEncode(fields);
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}${query}${hash}`;
}
