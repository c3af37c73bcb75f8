export { FormBlock, type FormBlockProps } from './FormBlock';
export { SubmittableForm, type FormSettingsProps } from './SubmittableForm';
export type { CaptchaWidget, CaptchaWidgetProps } from './captchaWidget';
export { insertOwnerHtml as insertSubmissionHtml } from '../../primitives/ownerHtml/insertOwnerHtml';
export { REQUIRED_MARK } from './fields/FieldShell';
export { PART_LABELS } from './fields/CompoundFields';
export { LIKERT_SCALE, SELECT_PROMPT } from './fields/ChoiceFields';
export * from './formWording';
