/**
 * The `form` object of a submission: field id → value in the shape the platform
 * stores per kind (000 §3). Sections are skipped.
 *
 * Shapes (parts as arrays, in the order the server reads them; our choice where the
 * spec only says "parts"):
 * - name `[first, last]`; phone `[country, areaCode, prefix, line]` (a three-part value
 *   gets an empty country prepended); address `[line1, line2, city, state, zip, country]`;
 *   date `[month, day, year]`; time `[hour, minute, second, ampm]`;
 * - checkbox a list of the ticked options; likert a map statement → rating;
 * - hidden the value of the same-named query parameter when present, else its value;
 * - every other kind the text as typed.
 */
import { parseQuery, type ParsedQuery } from '../../platform/query/parseQuery';
import type { FormDefinition, FormField } from './formDefinition';
import { asLikert, asList, asText, partsOf, phoneParts, type LikertValue, type PhoneValue } from './formValues';

export type PayloadValue = string | string[] | LikertValue;
export type FormPayload = Record<string, PayloadValue>;

/** The page's query string, as a string (`?a=1` or `a=1`) or parsed. */
export type QueryInput = string | URLSearchParams | Readonly<Record<string, string>>;

/** The query read with the platform's parser (at most 1000 keys, 002 §9). */
function queryParams(query: QueryInput | undefined): PageQuery {
  if (query === undefined) return parseQuery('');
  if (typeof query === 'string') return parseQuery(query);
  return parseQuery(new URLSearchParams(query instanceof URLSearchParams ? query : Object.entries(query)).toString());
}

/** What a hidden field reads of the page's query. */
export type PageQuery = Pick<ParsedQuery, 'get'>;

export function payloadValue(field: FormField, value: unknown, query: PageQuery): PayloadValue | undefined {
  switch (field.kind) {
    case 'section':
      return undefined;
    case 'name':
      return partsOf(value, ['first', 'last']);
    case 'phone':
      return phoneParts(value as PhoneValue | string[] | undefined);
    case 'address':
      return partsOf(value, ['line1', 'line2', 'city', 'state', 'zip', 'country']);
    case 'date':
      return partsOf(value, ['month', 'day', 'year']);
    case 'time':
      return partsOf(value, ['hour', 'minute', 'second', 'ampm']);
    case 'checkbox':
      return asList(value);
    case 'likert':
      return asLikert(value);
    case 'hidden': {
      const fromQuery = query.get(field.key);
      return fromQuery ?? (value === undefined ? field.value : asText(value));
    }
    default:
      return asText(value);
  }
}

export function buildFormPayload(definition: Pick<FormDefinition, 'fields'>, values: Readonly<Record<string, unknown>>, query?: QueryInput): FormPayload {
  const params = queryParams(query);
  const form: FormPayload = {};
  for (const field of definition.fields) {
    const value = payloadValue(field, values[field.id], params);
    if (value !== undefined) form[field.id] = value;
  }
  return form;
}
