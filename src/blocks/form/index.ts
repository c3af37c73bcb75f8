export { FormBlock, type FormBlockProps } from './FormBlock';
export { SubmittableForm, type FormSettingsProps } from '../../primitives/form/SubmittableForm';
export type { CaptchaWidget, CaptchaWidgetProps } from '../../primitives/form/captchaWidget';
export { insertOwnerHtml as insertSubmissionHtml } from '../../primitives/ownerHtml/insertOwnerHtml';
export { REQUIRED_MARK } from '../../primitives/form/fields/FieldShell';
export { PART_LABELS } from '../../primitives/form/fields/CompoundFields';
export { LIKERT_SCALE, SELECT_PROMPT } from '../../primitives/form/fields/ChoiceFields';
export * from '../../primitives/form/formWording';
