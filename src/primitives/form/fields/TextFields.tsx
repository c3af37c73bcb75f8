import type { CurrencyField, PlainField, TextareaField, TextLikeField } from '../../../services/forms';
import { characterCounter } from '../../../services/forms';
import { Counter, Input, TextArea } from '../Form.styles';
import { describedBy, FieldShell } from './FieldShell';
import type { FieldViewProps } from './fieldProps';

/** password and twitter come here; date and time have their own views. */
type SingleLine = TextLikeField | CurrencyField | PlainField;

interface InputSpec {
  type: string;
  autoComplete?: string;
  inputMode?: 'decimal' | 'url' | 'email';
}

/** Input type and autocomplete per single-line kind. */
const INPUT_OF: Readonly<Record<string, InputSpec>> = {
  text: { type: 'text' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  // A text input with a numeric keyboard: a number input would drop what the browser cannot parse.
  number: { type: 'text', inputMode: 'decimal' },
  website: { type: 'url', autoComplete: 'url', inputMode: 'url' },
  currency: { type: 'text', inputMode: 'decimal' },
  password: { type: 'password', autoComplete: 'off' },
  twitter: { type: 'text', autoComplete: 'off' },
};

/** text, email, number, website, currency (with its symbol), password, twitter. */
export function SingleLineField({ field, value, onChange, error, ids, compact }: FieldViewProps<SingleLine, string>) {
  const input = INPUT_OF[field.kind] ?? { type: 'text' };
  const placeholder = 'placeholder' in field ? field.placeholder : '';
  const symbol = field.kind === 'currency' ? field.currencySymbol : '';
  const twitterAt = field.kind === 'twitter';
  const prefix = symbol || (twitterAt ? '@' : '');
  const control = (
    <Input
      id={ids.control}
      name={field.id}
      type={input.type}
      autoComplete={input.autoComplete}
      inputMode={input.inputMode}
      value={value}
      placeholder={placeholder || (compact ? field.title : undefined)}
      aria-required={field.required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(ids, error, field.description)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <FieldShell kind={field.kind} ids={ids} title={field.title} description={field.description} required={field.required} error={error} hideTitle={compact}>
      {prefix ? (
        <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span aria-hidden="true">{prefix}</span>
          {control}
        </span>
      ) : (
        control
      )}
    </FieldShell>
  );
}

/** A textarea; with a limit, the live `n / max` counter, marked when over. Typing past the limit is kept. */
export function TextareaFieldView({ field, value, onChange, error, ids }: FieldViewProps<TextareaField, string>) {
  const counter = characterCounter(value, field.maxLength);
  const counterId = `${ids.control}-counter`;
  return (
    <FieldShell kind="textarea" ids={ids} title={field.title} description={field.description} required={field.required} error={error}>
      <TextArea
        id={ids.control}
        name={field.id}
        value={value}
        placeholder={field.placeholder || undefined}
        aria-required={field.required || undefined}
        aria-invalid={error || counter?.over ? true : undefined}
        aria-describedby={describedBy(ids, error, field.description, counter ? counterId : undefined)}
        onChange={(e) => onChange(e.target.value)}
      />
      {counter && (
        <Counter id={counterId} className={`character-counter${counter.over ? ' error' : ''}`} $over={counter.over} data-over={counter.over || undefined}>
          {counter.text}
        </Counter>
      )}
    </FieldShell>
  );
}
