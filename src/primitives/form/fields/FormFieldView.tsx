import { parseQuery } from '../../../platform/query/parseQuery';
import type { FieldValue, FormField } from '../../../services/forms';
import { asLikert, asList, asText, part, payloadValue } from '../../../services/forms';
import { SectionHeading } from '../Form.styles';
import { AddressFieldView, DateFieldView, NameFieldView, PhoneFieldView, TimeFieldView } from './CompoundFields';
import { CheckboxFieldView, LikertFieldView, RadioFieldView, SelectFieldView } from './ChoiceFields';
import { fieldIds } from './FieldShell';
import { SingleLineField, TextareaFieldView } from './TextFields';

export interface FormFieldViewProps {
  field: FormField;
  value: FieldValue | undefined;
  onChange(fieldId: string, value: FieldValue): void;
  error: string | undefined;
  /** Unique per form on the page, so two forms never share element ids. */
  idPrefix: string;
  /** The page's query string, which fills hidden fields. */
  query: string;
  compact?: boolean;
}

const parts = <K extends string>(value: unknown, keys: readonly K[]): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, part(value, key)])) as Record<K, string>;

/** The view of one field, by kind. */
export function FormFieldView({ field, value, onChange, error, idPrefix, query, compact }: FormFieldViewProps) {
  const ids = fieldIds(idPrefix, field.id);
  const change = (next: FieldValue) => onChange(field.id, next);
  const common = { error, ids, onChange: change, compact } as const;
  switch (field.kind) {
    case 'section':
      return (
        <SectionHeading className="form-item section" $underline={field.underline} data-field-kind="section">
          <h3>{field.title}</h3>
          {field.description && <p>{field.description}</p>}
        </SectionHeading>
      );
    case 'hidden': {
      const sent = payloadValue(field, value, parseQuery(query));
      return <input type="hidden" name={field.key} value={typeof sent === 'string' ? sent : ''} data-field-kind="hidden" />;
    }
    case 'textarea':
      return <TextareaFieldView field={field} value={asText(value)} {...common} />;
    case 'name':
      return <NameFieldView field={field} value={parts(value, ['first', 'last'])} {...common} />;
    case 'address':
      return <AddressFieldView field={field} value={parts(value, ['line1', 'line2', 'city', 'state', 'zip', 'country'])} {...common} />;
    case 'phone': {
      const local = parts(value, ['areaCode', 'prefix', 'line']);
      return <PhoneFieldView field={field} value={field.showCountryCode ? { country: part(value, 'country'), ...local } : local} {...common} />;
    }
    case 'date':
      return <DateFieldView field={field} value={parts(value, ['month', 'day', 'year'])} {...common} />;
    case 'time':
      return <TimeFieldView field={field} value={parts(value, ['hour', 'minute', 'second', 'ampm'])} {...common} />;
    case 'radio':
      return <RadioFieldView field={field} value={asText(value)} {...common} />;
    case 'checkbox':
      return <CheckboxFieldView field={field} value={asList(value)} {...common} />;
    case 'select':
      return <SelectFieldView field={field} value={asText(value)} {...common} />;
    case 'likert':
      return <LikertFieldView field={field} value={asLikert(value)} {...common} />;
    default:
      return <SingleLineField field={field} value={asText(value)} {...common} />;
  }
}
