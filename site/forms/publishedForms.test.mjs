import { describe, expect, it } from 'vitest';
import { publishedForms } from './publishedForms.mjs';

const context = (json) => `<script type="application/json" id="form-context-${json.formId}" class="sqs-form-block-context">${JSON.stringify(json)}</script>`;

describe('publishedForms', () => {
  it('reads a 7.1 form from its context script, whatever its rendered fields say', () => {
    const html = `<div class="sqs-block form-block sqs-block-form" data-block-type="9" id="block-yui_1"><div class="sqs-block-content">
      ${context({
        formId: 'f71',
        formName: 'Contact',
        formFields: [
          { type: 'email', id: 'email-1', title: 'Email', required: true },
          { type: 'textarea', id: 'textarea-2', title: 'Message', maxLength: 300 },
        ],
      })}
      <div class="form-inner-wrapper" hidden><form data-form-id="f71" onsubmit="return false;"><div id="text-9" class="form-item field text"></div></form></div>
    </div></div>`;
    expect(publishedForms(html, 'a.html')).toEqual([
      {
        formId: 'f71',
        blockId: 'yui_1',
        kind: 'form',
        name: 'Contact',
        fields: [
          { id: 'email-1', type: 'email', title: 'Email', required: true },
          { id: 'textarea-2', type: 'textarea', title: 'Message', required: false, maxLength: 300 },
        ],
      },
    ]);
  });

  it('reads a 7.0 form and a newsletter from their rendered fields', () => {
    const html = `<div class="sqs-block form-block" id="block-f70"><div class="sqs-block-content"><form data-form-id="f70">
        <fieldset id="name-1" class="form-item fields name required"><input name="fname"><input name="lname"></fieldset>
        <div id="select-2" class="form-item field select"><select><option value="">Select an option</option><option value="Oak">Oak</option><option value="Ash">Ash</option></select></div>
        <div id="checkbox-3" class="form-item field checkbox required"><div class="option"><label><input type="checkbox" value="Glass"/> Glass</label></div></div>
        <div id="textarea-4" class="form-item field textarea"><textarea maxlength="200"></textarea></div>
        <div id="hidden-5" class="form-item field hidden"><input type="hidden" name="utm_source" value="flyer"></div>
      </form></div></div>
      <div class="sqs-block newsletter-block" id="block-n1"><div class="sqs-block-content"><form class="newsletter-form" data-form-id="n1">
        <div id="email-6" class="newsletter-form-field-wrapper form-item field email required"><input type="email" name="email"></div>
      </form></div></div>`;
    expect(publishedForms(html, 'b.html')).toEqual([
      {
        formId: 'f70',
        blockId: 'f70',
        kind: 'form',
        name: 'f70',
        fields: [
          { id: 'name-1', type: 'name', title: 'name-1', required: true },
          { id: 'select-2', type: 'select', title: 'select-2', required: false, options: ['Oak', 'Ash'] },
          { id: 'checkbox-3', type: 'checkbox', title: 'checkbox-3', required: true, options: ['Glass'] },
          { id: 'textarea-4', type: 'textarea', title: 'textarea-4', required: false, maxLength: 200 },
          { id: 'hidden-5', type: 'hidden', title: 'hidden-5', required: false, key: 'utm_source', value: 'flyer' },
        ],
      },
      { formId: 'n1', blockId: 'n1', kind: 'newsletter', name: 'n1', fields: [{ id: 'email-6', type: 'email', title: 'email-6', required: true }] },
    ]);
  });

  it('names the page and block of what it cannot read', () => {
    const block = (inner) => `<div class="sqs-block form-block" id="block-b1"><div class="sqs-block-content">${inner}</div></div>`;
    expect(() => publishedForms(block('<script type="application/json" class="sqs-form-block-context">{oops</script>'), 'a.html')).toThrow(
      /^a\.html: a form context is not valid JSON/,
    );
    expect(() =>
      publishedForms(block(`${context({ formId: 'x', formFields: [{ id: 'q', type: 'colour' }] })}<form data-form-id="x"></form>`), 'a.html'),
    ).toThrow('a.html: form block b1: field 0 has unknown type "colour"');
    expect(() => publishedForms(block('<form data-form-id="y"><div id="p" class="form-item field poll"></div></form>'), 'a.html')).toThrow(
      /^a\.html: form block b1: a form item of a kind/,
    );
  });
});
