import type { ReactNode } from 'react';
import type { NameOrAddressField, PhoneField, PlainField } from '../../../services/forms';
import type { AddressValue, DateValue, NameValue, PhoneValue, TimeValue } from '../../../services/forms';
import { Input, Parts, Select } from '../Form.styles';
import { GroupShell } from './FieldShell';
import type { FieldViewProps } from './fieldProps';

/**
 * The sub-labels of compound fields. The spec names the parts, not their wording; these
 * are our plain choice.
 */
export const PART_LABELS = {
  first: 'First name',
  last: 'Last name',
  country: 'Country code',
  areaCode: 'Area code',
  prefix: 'Prefix',
  line: 'Line number',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  state: 'State / Province',
  zip: 'ZIP / Postal code',
  addressCountry: 'Country',
  month: 'Month (MM)',
  day: 'Day (DD)',
  year: 'Year (YYYY)',
  hour: 'Hour',
  minute: 'Minute',
  second: 'Second',
  ampm: 'AM / PM',
} as const;

interface PartSpec<V> {
  key: keyof V & string;
  label: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
  wide?: boolean;
  size?: number;
}

/**
 * A field made of parts (name, address, phone, date, time): the group with its legend,
 * description and error, then one labelled input per part, named `<field id>-<part>`,
 * each keeping exactly what was typed. `children` come after the inputs (the time's AM / PM).
 */
function PartsGroup<V extends object>({
  kind,
  parts,
  field,
  value,
  onChange,
  error,
  ids,
  children,
}: FieldViewProps<NameOrAddressField | PhoneField | PlainField, V> & { kind: string; parts: readonly PartSpec<V>[]; children?: ReactNode }) {
  return (
    <GroupShell kind={kind} ids={ids} title={field.title} description={field.description} required={field.required} error={error}>
      <Parts>
        {parts.map((part) => (
          <label key={part.key} className={part.wide ? 'wide' : undefined}>
            {partLabel(field, part.key, part.label)}
            <Input
              id={`${ids.control}-${part.key}`}
              name={`${field.id}-${part.key}`}
              value={String((value as Record<string, unknown>)[part.key] ?? '')}
              autoComplete={part.autoComplete}
              inputMode={part.inputMode}
              size={part.size}
              aria-invalid={error ? true : undefined}
              onChange={(e) => onChange({ ...value, [part.key]: e.target.value })}
            />
          </label>
        ))}
        {children}
      </Parts>
    </GroupShell>
  );
}

/** A part's caption: the page's wording when it gave one, else ours. */
function partLabel(field: NameOrAddressField | PhoneField | PlainField, key: string, fallback: string): string {
  const labels: Readonly<Record<string, string | undefined>> | undefined = field.partLabels;
  return labels?.[key] || fallback;
}

const NAME_PARTS: readonly PartSpec<NameValue>[] = [
  { key: 'first', label: PART_LABELS.first, autoComplete: 'given-name' },
  { key: 'last', label: PART_LABELS.last, autoComplete: 'family-name' },
];

const ADDRESS_PARTS: readonly PartSpec<AddressValue>[] = [
  { key: 'line1', label: PART_LABELS.line1, autoComplete: 'address-line1', wide: true },
  { key: 'line2', label: PART_LABELS.line2, autoComplete: 'address-line2', wide: true },
  { key: 'city', label: PART_LABELS.city, autoComplete: 'address-level2' },
  { key: 'state', label: PART_LABELS.state, autoComplete: 'address-level1' },
  { key: 'zip', label: PART_LABELS.zip, autoComplete: 'postal-code' },
  { key: 'country', label: PART_LABELS.addressCountry, autoComplete: 'country-name' },
];

const PHONE_COUNTRY_PART: PartSpec<PhoneValue> = { key: 'country', label: PART_LABELS.country, inputMode: 'tel', size: 3 };
const PHONE_PARTS: readonly PartSpec<PhoneValue>[] = [
  { key: 'areaCode', label: PART_LABELS.areaCode, inputMode: 'tel', size: 3 },
  { key: 'prefix', label: PART_LABELS.prefix, inputMode: 'tel', size: 3 },
  { key: 'line', label: PART_LABELS.line, inputMode: 'tel', size: 4 },
];

const DATE_PARTS: readonly PartSpec<DateValue>[] = [
  { key: 'month', label: PART_LABELS.month, inputMode: 'numeric', size: 2 },
  { key: 'day', label: PART_LABELS.day, inputMode: 'numeric', size: 2 },
  { key: 'year', label: PART_LABELS.year, inputMode: 'numeric', size: 4 },
];

const TIME_PARTS: readonly PartSpec<TimeValue>[] = [
  { key: 'hour', label: PART_LABELS.hour, inputMode: 'numeric', size: 2 },
  { key: 'minute', label: PART_LABELS.minute, inputMode: 'numeric', size: 2 },
  { key: 'second', label: PART_LABELS.second, inputMode: 'numeric', size: 2 },
];

export function NameFieldView(props: FieldViewProps<NameOrAddressField, NameValue>) {
  return <PartsGroup {...props} kind="name" parts={NAME_PARTS} />;
}

export function AddressFieldView(props: FieldViewProps<NameOrAddressField, AddressValue>) {
  return <PartsGroup {...props} kind="address" parts={ADDRESS_PARTS} />;
}

export function PhoneFieldView(props: FieldViewProps<PhoneField, PhoneValue>) {
  const parts = props.field.showCountryCode ? [PHONE_COUNTRY_PART, ...PHONE_PARTS] : PHONE_PARTS;
  return <PartsGroup {...props} kind="phone" parts={parts} />;
}

export function DateFieldView(props: FieldViewProps<PlainField, DateValue>) {
  return <PartsGroup {...props} kind="date" parts={DATE_PARTS} />;
}

export function TimeFieldView(props: FieldViewProps<PlainField, TimeValue>) {
  const { field, value, onChange, error, ids } = props;
  return (
    <PartsGroup {...props} kind="time" parts={TIME_PARTS}>
      <label>
        {partLabel(field, 'ampm', PART_LABELS.ampm)}
        <Select
          id={`${ids.control}-ampm`}
          name={`${field.id}-ampm`}
          value={value.ampm}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange({ ...value, ampm: e.target.value })}
        >
          <option value="" />
          <option value="AM">AM</option>
          <option value="PM">PM</option>
        </Select>
      </label>
    </PartsGroup>
  );
}
