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

function PartInputs<V extends object>({ specs, value, onChange, ids, invalid, fieldId }: {
  specs: PartSpec<V>[];
  value: V;
  onChange(value: V): void;
  ids: { control: string };
  invalid: boolean;
  fieldId: string;
}) {
  return (
    <>
      {specs.map((spec) => (
        <label key={spec.key} className={spec.wide ? 'wide' : undefined}>
          {spec.label}
          <Input
            id={`${ids.control}-${spec.key}`}
            name={`${fieldId}-${spec.key}`}
            value={String((value as Record<string, unknown>)[spec.key] ?? '')}
            autoComplete={spec.autoComplete}
            inputMode={spec.inputMode}
            size={spec.size}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange({ ...value, [spec.key]: e.target.value })}
          />
        </label>
      ))}
    </>
  );
}

export function NameFieldView({ field, value, onChange, error, ids }: FieldViewProps<NameOrAddressField, NameValue>) {
  return (
    <GroupShell kind="name" ids={ids} title={field.title} description={field.description} required={field.required} error={error}>
      <Parts>
      <PartInputs<NameValue>
        fieldId={field.id}
        ids={ids}
        invalid={!!error}
        value={value}
        onChange={onChange}
        specs={[
          { key: 'first', label: PART_LABELS.first, autoComplete: 'given-name' },
          { key: 'last', label: PART_LABELS.last, autoComplete: 'family-name' },
        ]}
      />
      </Parts>
    </GroupShell>
  );
}

export function AddressFieldView({ field, value, onChange, error, ids }: FieldViewProps<NameOrAddressField, AddressValue>) {
  return (
    <GroupShell kind="address" ids={ids} title={field.title} description={field.description} required={field.required} error={error}>
      <Parts>
      <PartInputs<AddressValue>
        fieldId={field.id}
        ids={ids}
        invalid={!!error}
        value={value}
        onChange={onChange}
        specs={[
          { key: 'line1', label: PART_LABELS.line1, autoComplete: 'address-line1', wide: true },
          { key: 'line2', label: PART_LABELS.line2, autoComplete: 'address-line2', wide: true },
          { key: 'city', label: PART_LABELS.city, autoComplete: 'address-level2' },
          { key: 'state', label: PART_LABELS.state, autoComplete: 'address-level1' },
          { key: 'zip', label: PART_LABELS.zip, autoComplete: 'postal-code' },
          { key: 'country', label: PART_LABELS.addressCountry, autoComplete: 'country-name' },
        ]}
      />
      </Parts>
    </GroupShell>
  );
}

export function PhoneFieldView({ field, value, onChange, error, ids }: FieldViewProps<PhoneField, PhoneValue>) {
  const specs: PartSpec<PhoneValue>[] = [
    { key: 'areaCode', label: PART_LABELS.areaCode, inputMode: 'tel', size: 3 },
    { key: 'prefix', label: PART_LABELS.prefix, inputMode: 'tel', size: 3 },
    { key: 'line', label: PART_LABELS.line, inputMode: 'tel', size: 4 },
  ];
  if (field.showCountryCode) specs.unshift({ key: 'country', label: PART_LABELS.country, inputMode: 'tel', size: 3 });
  return (
    <GroupShell kind="phone" ids={ids} title={field.title} description={field.description} required={field.required} error={error}>
      <Parts>
        <PartInputs<PhoneValue> fieldId={field.id} ids={ids} invalid={!!error} value={value} onChange={onChange} specs={specs} />
      </Parts>
    </GroupShell>
  );
}

export function DateFieldView({ field, value, onChange, error, ids }: FieldViewProps<PlainField, DateValue>) {
  return (
    <GroupShell kind="date" ids={ids} title={field.title} description={field.description} required={field.required} error={error}>
      <Parts>
      <PartInputs<DateValue>
        fieldId={field.id}
        ids={ids}
        invalid={!!error}
        value={value}
        onChange={onChange}
        specs={[
          { key: 'month', label: PART_LABELS.month, inputMode: 'numeric', size: 2 },
          { key: 'day', label: PART_LABELS.day, inputMode: 'numeric', size: 2 },
          { key: 'year', label: PART_LABELS.year, inputMode: 'numeric', size: 4 },
        ]}
      />
      </Parts>
    </GroupShell>
  );
}

export function TimeFieldView({ field, value, onChange, error, ids }: FieldViewProps<PlainField, TimeValue>) {
  return (
    <GroupShell kind="time" ids={ids} title={field.title} description={field.description} required={field.required} error={error}>
      <Parts>
        <PartInputs<TimeValue>
          fieldId={field.id}
          ids={ids}
          invalid={!!error}
          value={value}
          onChange={onChange}
          specs={[
            { key: 'hour', label: PART_LABELS.hour, inputMode: 'numeric', size: 2 },
            { key: 'minute', label: PART_LABELS.minute, inputMode: 'numeric', size: 2 },
            { key: 'second', label: PART_LABELS.second, inputMode: 'numeric', size: 2 },
          ]}
        />
        <label>
          {PART_LABELS.ampm}
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
      </Parts>
    </GroupShell>
  );
}
