/**
 * A newsletter block in the platform's published shape (7.1, number 51) for the adapter's
 * tests: `form.newsletter-form[data-form-id]` with its inline `onsubmit`, the header's title
 * and rich-text description, one email field, the button and the hidden post-submit text.
 */
export interface PublishedNewsletter {
  formId: string;
  title?: string;
  /** The description's inner HTML. */
  description?: string;
  label?: string;
  button?: string;
  submissionText?: string;
}

export function publishedNewsletter(
  id: string,
  {
    formId,
    title = 'Subscribe',
    description = '<p>One letter a month.</p>',
    label = 'Email Address',
    button = 'Sign Up',
    submissionText = 'Thanks.',
  }: PublishedNewsletter,
): string {
  const onsubmit = `return (function (form) { Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) { (new Y.Squarespace.FormSubmit(form)).submit({ formId: '${formId}', collectionId: 'c1', objectName: '${id.replace(/^block-/, '')}' }); }); return false; })(this);`;
  return `<div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51" id="${id}"><div class="sqs-block-content">
  <div class="newsletter-form-wrapper newsletter-form-wrapper--layoutFloat newsletter-form-wrapper--alignLeft">
    <form class="newsletter-form" data-form-id="${formId}" autocomplete="on" method="POST" novalidate onsubmit="${onsubmit}">
      <header class="newsletter-form-header">
        <h2 class="newsletter-form-header-title">${title}</h2>
        <div class="newsletter-form-header-description">${description}</div>
      </header>
      <div class="newsletter-form-body">
        <div class="newsletter-form-fields-wrapper form-fields">
          <div id="email-${formId}" class="newsletter-form-field-wrapper form-item field email required">
            <label class="newsletter-form-field-label title" for="email-${formId}-field">${label}</label>
            <input id="email-${formId}-field" class="newsletter-form-field-element field-element" name="email" autocomplete="email" type="email" spellcheck="false" placeholder="${label}" />
          </div>
        </div>
        <div data-animation-role="button" class="newsletter-form-button-wrapper submit-wrapper">
          <button class="newsletter-form-button sqs-system-button sqs-button-element--primary" type="submit" value="${button}"><span class="newsletter-form-button-label">${button}</span></button>
        </div>
      </div>
      <div class="newsletter-form-footnote"><p><br></p></div>
      <div class="hidden form-submission-text"><p>${submissionText}</p></div>
      <div class="hidden form-submission-html" data-submission-html=""></div>
    </form>
  </div>
</div></div>`;
}
