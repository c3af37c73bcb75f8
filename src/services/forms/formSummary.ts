/**
 * How a submitted value reads in a summary (000 §3). An empty value shows N/A.
 *
 * Values may be the objects the form holds or the arrays the payload stores.
 *
 * Our choices where the spec gives order but not punctuation: address parts joined by
 * ", "; checkbox options by ", "; likert as one "statement: label" line per statement;
 * a time without seconds or am/pm shows the parts it has.
 */
import type { FormDefinition, FormField } from './formDefinition';
import { asLikert, asList, asText, partsOf, phoneParts, type PhoneValue } from './formValues';

export const EMPTY_SUMMARY = 'N/A';

export const LIKERT_LABELS: Readonly<Record<string, string>> = {
  '-2': 'Strongly Disagree',
  '-1': 'Disagree',
  '0': 'Neutral',
  '1': 'Agree',
  '2': 'Strongly Agree',
};

const present = (texts: readonly string[]) => texts.map((t) => t.trim()).filter((t) => t !== '');
const orEmpty = (text: string) => (text.trim() === '' ? EMPTY_SUMMARY : text);

export function likertLabel(rating: string): string {
  return LIKERT_LABELS[String(Number(rating))] ?? rating;
}

export function summarizeFieldValue(field: FormField, value: unknown): string {
  switch (field.kind) {
    case 'section':
      return '';
    case 'name':
      return orEmpty(present(partsOf(value, ['first', 'last'])).join(' '));
    case 'phone': {
      const [country, areaCode, prefix, line] = phoneParts(value as PhoneValue | string[] | undefined);
      const number = present([areaCode, prefix, line]).join('-');
      if (number === '') return EMPTY_SUMMARY;
      const code = country.trim().replace(/^\+/, '');
      return code ? `+${code} ${number}` : number;
    }
    case 'address':
      return orEmpty(present(partsOf(value, ['line1', 'line2', 'city', 'state', 'zip', 'country'])).join(', '));
    case 'date':
      return orEmpty(present(partsOf(value, ['month', 'day', 'year'])).join('/'));
    case 'time': {
      const [hour = '', minute = '', second = '', ampmPart = ''] = partsOf(value, ['hour', 'minute', 'second', 'ampm']);
      const clock = present([hour, minute, second]).join(':');
      if (clock === '') return EMPTY_SUMMARY;
      const ampm = ampmPart.trim();
      return ampm ? `${clock} ${ampm}` : clock;
    }
    case 'checkbox':
      return orEmpty(present(asList(value)).join(', '));
    case 'likert': {
      const lines = Object.entries(asLikert(value)).map(([statement, rating]) => `${statement}: ${likertLabel(rating)}`);
      return lines.length ? lines.join('\n') : EMPTY_SUMMARY;
    }
    case 'hidden':
      return orEmpty(value === undefined ? field.value : asText(value));
    default:
      return orEmpty(asText(value));
  }
}

export interface SummaryLine {
  id: string;
  title: string;
  text: string;
}

/** One line per field in form order, sections skipped. */
export function summarizeForm(definition: Pick<FormDefinition, 'fields'>, values: Readonly<Record<string, unknown>>): SummaryLine[] {
  return definition.fields
    .filter((field) => field.kind !== 'section')
    .map((field) => ({ id: field.id, title: field.title, text: summarizeFieldValue(field, values[field.id]) }));
}
