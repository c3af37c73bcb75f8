/** A value a form-encoded tracking body can carry; null and undefined fields are left out. */
export type FormValue = string | number | boolean | null | undefined;

/**
 * `application/x-www-form-urlencoded` text for a flat record, in the record's key order.
 * Objects must be turned into JSON strings by the caller first (the spec's `data` fields are).
 */
export function formEncode(fields: Readonly<Record<string, FormValue>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    params.append(name, String(value));
  }
  return params.toString();
}

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded; charset=UTF-8';
export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';
export const TEXT_CONTENT_TYPE = 'text/plain; charset=UTF-8';
