/**
 * What the adapter reads from a form or newsletter block's markup, as plain values:
 * the block settings (the form definition is read from them in the mount chunk, so the
 * start-up code carries no form code), the hidden post-submit text and HTML, and a
 * newsletter's heading and description. Pure.
 */
import type { BlockSettings } from './blockJson';

export interface FormMarkup {
  /** The block's decoded `data-block-json`. */
  settings: BlockSettings;
  /** `.form-submission-text`: the post-submit message. */
  submissionText: string | undefined;
  /** `.form-submission-html[data-submission-html]`: the post-submit HTML (the attribute, already unescaped by the parser). */
  submissionHtml: string | undefined;
  /** A newsletter's heading (`.newsletter-form-header-title`). */
  title: string | undefined;
  /** A newsletter's text under the heading (`.newsletter-form-header-description`). */
  description: string | undefined;
}

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export interface FormMarkupTexts {
  submissionText?: string | null;
  submissionHtml?: string | null;
  title?: string | null;
  description?: string | null;
}

export function formMarkup(settings: BlockSettings, texts: FormMarkupTexts): FormMarkup {
  return {
    settings,
    submissionText: text(texts.submissionText),
    submissionHtml: text(texts.submissionHtml),
    title: text(texts.title),
    description: text(texts.description),
  };
}
