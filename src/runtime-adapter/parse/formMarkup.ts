/**
 * What the scanner passes for a form or newsletter block, as plain values: the 7.1 form
 * context's text, the `form` element's attributes (its ids, its success redirect, its
 * inline `onsubmit`), the hidden post-submit text and HTML, a newsletter's heading,
 * description and footnote, and the layout classes. The fields themselves are read from
 * the block in the mount chunk (`mounts/renderedForm.ts`), and the definition by
 * `publishedForm.ts` there, so the start-up code carries no form code. Pure.
 */

export interface FormMarkup {
  /** The text of `script.sqs-form-block-context` (7.1 forms), null when there is none. */
  context: string | null;
  /** The `form` element's attributes, null when the block has no form. */
  form: Record<string, string> | null;
  /** `.form-submission-text`: the post-submit message, as text. */
  submissionText: string | undefined;
  /** `.form-submission-text` as the owner wrote it (rich text, links). */
  submissionTextHtml: string | undefined;
  /** `.form-submission-html[data-submission-html]` (7.1 also `.sqs-form-block-submission-html`): the post-submit HTML, unescaped. */
  submissionHtml: string | undefined;
  /** A newsletter's heading (`.newsletter-form-header-title`). */
  title: string | undefined;
  /** A newsletter's text under the heading (`.newsletter-form-header-description`), as rich text. */
  descriptionHtml: string | undefined;
  /** A newsletter's footnote (`.newsletter-form-footnote`), as rich text; absent when it holds no words. */
  footnoteHtml: string | undefined;
  /** The layout classes: the newsletter wrapper's (`newsletter-form-wrapper--layoutFloat`, `--alignCenter`) and the button wrapper's (`form-button-wrapper--align-left`). */
  layoutClasses: string[];
}

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** Rich text kept only when it holds words (an empty footnote is `<p><br></p>`). */
const richText = (html: string | null | undefined, words: string | null | undefined): string | undefined =>
  text(words) !== undefined ? text(html) : undefined;

export interface FormMarkupValues {
  context?: string | null;
  form?: Record<string, string> | null;
  submissionText?: string | null;
  submissionTextHtml?: string | null;
  submissionHtml?: string | null;
  title?: string | null;
  descriptionHtml?: string | null;
  descriptionText?: string | null;
  footnoteHtml?: string | null;
  footnoteText?: string | null;
  layoutClasses?: readonly string[];
}

export function formMarkup(values: FormMarkupValues): FormMarkup {
  return {
    context: text(values.context) ?? null,
    form: values.form ?? null,
    submissionText: text(values.submissionText),
    submissionTextHtml: richText(values.submissionTextHtml, values.submissionText),
    submissionHtml: text(values.submissionHtml),
    title: text(values.title),
    descriptionHtml: richText(values.descriptionHtml, values.descriptionText),
    footnoteHtml: richText(values.footnoteHtml, values.footnoteText),
    layoutClasses: [...(values.layoutClasses ?? [])],
  };
}
