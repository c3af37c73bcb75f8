import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { Description, ErrorText, FieldBox, Group, RequiredMark, Title } from '../Form.styles';

/**
 * What a visitor sees next to a required field's title. The spec does not show the
 * platform's mark; ours is a word, not a colour or a lone asterisk.
 */
export const REQUIRED_MARK = '(required)';

/** The element ids of one field, derived from the form's id prefix and the field id. */
export interface FieldIds {
  control: string;
  error: string;
  description: string;
}

export function fieldIds(prefix: string, fieldId: string): FieldIds {
  const base = `${prefix}-${fieldId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return { control: `${base}-control`, error: `${base}-error`, description: `${base}-description` };
}

/** The ids a control is described by: its error first (read out first), then its description. */
export function describedBy(ids: FieldIds, error: string | undefined, description: string, ...extra: (string | undefined)[]): string | undefined {
  const list = [error ? ids.error : undefined, description ? ids.description : undefined, ...extra].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

interface ShellProps {
  kind: string;
  ids: FieldIds;
  title: string;
  description: string;
  required: boolean;
  error: string | undefined;
  /** Newsletter layout: the title is read out but not shown (the placeholder shows it). */
  hideTitle?: boolean;
  children: ReactNode;
}

function TitleText({ title, required }: { title: string; required: boolean }) {
  return (
    <>
      <Title>{title}</Title>
      {required && <RequiredMark>{REQUIRED_MARK}</RequiredMark>}
    </>
  );
}

/** The error sits above the field's title (000 §5); the description goes below the title. */
function Above({ ids, error }: Pick<ShellProps, 'ids' | 'error'>) {
  return error ? (
    <ErrorText id={ids.error} className="field-error">
      {error}
    </ErrorText>
  ) : null;
}

/** One control with a label: text-like kinds, textarea, select. */
export function FieldShell({ kind, ids, title, description, required, error, hideTitle, children }: ShellProps) {
  const label = (
    <label htmlFor={ids.control}>
      <TitleText title={title} required={required} />
    </label>
  );
  return (
    <FieldBox className={`form-item field ${kind}${error ? ' error' : ''}`} data-field-kind={kind}>
      <Above ids={ids} error={error} />
      {hideTitle ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      {description && <Description id={ids.description}>{description}</Description>}
      {children}
    </FieldBox>
  );
}

/** Several controls under one title: compound kinds, radio, checkbox, likert. */
export function GroupShell({ kind, ids, title, description, required, error, children }: ShellProps) {
  return (
    <FieldBox className={`form-item field ${kind}${error ? ' error' : ''}`} data-field-kind={kind}>
      <Above ids={ids} error={error} />
      <Group aria-describedby={describedBy(ids, error, description)} id={ids.control}>
        <legend>
          <TitleText title={title} required={required} />
        </legend>
        {description && <Description id={ids.description}>{description}</Description>}
        {children}
      </Group>
    </FieldBox>
  );
}
