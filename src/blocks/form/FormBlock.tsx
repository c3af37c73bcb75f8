import { SubmittableForm, type FormSettingsProps } from '../../primitives/form/SubmittableForm';

export type FormBlockProps = FormSettingsProps;

/**
 * The form block: every field kind with its editable properties, errors tied to their
 * fields, and the submission states of the forms service (idle, submitting, success,
 * failure). Needs a `ServicesProvider` above it.
 */
export function FormBlock(props: FormBlockProps) {
  return <SubmittableForm {...props} layout="form" />;
}
