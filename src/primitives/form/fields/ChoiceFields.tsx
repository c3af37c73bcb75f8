import type { LikertValue, OptionsField } from '../../../services/forms';
import { Choice, LikertRow, Select } from '../Form.styles';
import { describedBy, FieldShell, GroupShell } from './FieldShell';
import type { FieldViewProps } from './fieldProps';

/**
 * The likert scale, '-2' to '2' (the values the service stores). The spec names the two
 * ends; the three middle wordings are our choice.
 */
export const LIKERT_SCALE = [
  { value: '-2', label: 'Strongly Disagree' },
  { value: '-1', label: 'Disagree' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Agree' },
  { value: '2', label: 'Strongly Agree' },
] as const;

/** The first, empty entry of a select. Our choice: the spec does not show one. */
export const SELECT_PROMPT = 'Select an option';

export function RadioFieldView({ field, value, onChange, error, ids }: FieldViewProps<OptionsField, string>) {
  return (
    <GroupShell kind="radio" ids={ids} title={field.title} description={field.description} required={field.required} error={error}>
      {field.options.map((option, i) => (
        <Choice key={`${i}-${option}`}>
          <input type="radio" name={`${ids.control}-radio`} value={option} checked={value === option} onChange={() => onChange(option)} />
          {option}
        </Choice>
      ))}
    </GroupShell>
  );
}

export function CheckboxFieldView({ field, value, onChange, error, ids }: FieldViewProps<OptionsField, string[]>) {
  const toggle = (option: string, on: boolean) =>
    onChange(on ? field.options.filter((o) => o === option || value.includes(o)) : value.filter((o) => o !== option));
  return (
    <GroupShell kind="checkbox" ids={ids} title={field.title} description={field.description} required={field.required} error={error}>
      {field.options.map((option, i) => (
        <Choice key={`${i}-${option}`}>
          <input
            type="checkbox"
            name={field.id}
            value={option}
            checked={value.includes(option)}
            aria-invalid={error ? true : undefined}
            onChange={(e) => toggle(option, e.target.checked)}
          />
          {option}
        </Choice>
      ))}
    </GroupShell>
  );
}

export function SelectFieldView({ field, value, onChange, error, ids }: FieldViewProps<OptionsField, string>) {
  return (
    <FieldShell kind="select" ids={ids} title={field.title} description={field.description} required={field.required} error={error}>
      <Select
        id={ids.control}
        name={field.id}
        value={value}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, field.description)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{field.prompt || SELECT_PROMPT}</option>
        {/* A value the options no longer hold is still shown, so nothing picked is lost. */}
        {value !== '' && !field.options.includes(value) && <option value={value}>{value}</option>}
        {field.options.map((option, i) => (
          <option key={`${i}-${option}`} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}

/** One radio group per statement, rated on the five-point scale. */
export function LikertFieldView({ field, value, onChange, error, ids }: FieldViewProps<OptionsField, LikertValue>) {
  return (
    <GroupShell kind="likert" ids={ids} title={field.title} description={field.description} required={field.required} error={error}>
      {field.options.map((statement, i) => (
        <LikertRow key={`${i}-${statement}`}>
          <legend>{statement}</legend>
          <div>
            {LIKERT_SCALE.map((step, s) => (
              <Choice key={step.value}>
                <input
                  type="radio"
                  name={`${ids.control}-likert-${i}`}
                  value={step.value}
                  checked={value[statement] === step.value}
                  onChange={() => onChange({ ...value, [statement]: step.value })}
                />
                {field.scale?.[s] || step.label}
              </Choice>
            ))}
          </div>
        </LikertRow>
      ))}
    </GroupShell>
  );
}
