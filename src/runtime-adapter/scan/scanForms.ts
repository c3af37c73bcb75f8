/**
 * The scanner's part for the form and newsletter blocks (on the page, and a newsletter inside a
 * popup overlay): their context script's text, their form's attributes and their texts as
 * published; the fields are read in the chunk.
 */
import { classList } from '../parse/blockKind';
import { formMarkup } from '../parse/formMarkup';
import { attributesOf } from './readMarkup';

/** A form or newsletter block as published: its context script's text, its form's attributes, its texts; fields are read in the chunk. */
export function formMarkupOf(content: Element) {
  const submissionText = content.querySelector('.form-submission-text');
  const description = content.querySelector('.newsletter-form-header-description');
  const footnote = content.querySelector('.newsletter-form-footnote');
  const submissionHtml = Array.from(content.querySelectorAll('[data-submission-html]'), (el) => el.getAttribute('data-submission-html')).find((html) =>
    html?.trim(),
  );
  const form = content.querySelector('form');
  return formMarkup({
    context: content.querySelector('script.sqs-form-block-context')?.textContent,
    form: form ? attributesOf(form) : null,
    submissionText: submissionText?.textContent,
    submissionTextHtml: submissionText?.innerHTML,
    submissionHtml,
    title: content.querySelector('.newsletter-form-header-title')?.textContent,
    descriptionHtml: description?.innerHTML,
    descriptionText: description?.textContent,
    footnoteHtml: footnote?.innerHTML,
    footnoteText: footnote?.textContent,
    layoutClasses: Array.from(content.querySelectorAll('.newsletter-form-wrapper, .form-button-wrapper'), (el) => classList(el.getAttribute('class'))).flat(),
  });
}
