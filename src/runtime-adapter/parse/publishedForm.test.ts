import { describe, expect, it } from 'vitest';
import { readPublishedForm, type PublishedFormValues, type RenderedControl, type RenderedField } from './publishedForm';

const onsubmit = `(new Y.Squarespace.FormSubmit(form)).submit({ formId: 'f70', collectionId: 'c70', objectName: 'page-c70' });`;
const input = (attributes: Record<string, string>, caption = '', boxClasses: string[] = []): RenderedControl => ({
  tag: 'input',
  attributes,
  caption,
  boxClasses,
});
const item = (id: string, classes: string, title: string, controls: RenderedControl[], extra: Partial<RenderedField> = {}): RenderedField => ({
  attributes: { id, class: classes },
  title,
  description: '',
  controls,
  ...extra,
});

const rendered70: RenderedField[] = [
  item('name-1', 'form-item fields name required', 'Your name', [
    input({ name: 'fname', 'data-title': 'First' }, 'Given', ['field', 'first-name']),
    input({ name: 'lname', 'data-title': 'Last' }, 'Family', ['field', 'last-name']),
  ]),
  item('email-2', 'form-item field email required', 'Email', [input({ type: 'text', name: 'email' })]),
  item('checkbox-3', 'form-item field checkbox', 'Extras', [
    input({ type: 'checkbox', value: 'Bell' }, 'Bell'),
    input({ type: 'checkbox', value: 'Lamp' }, 'Lamp'),
  ]),
  item('select-4', 'form-item field select', 'Size', [
    {
      tag: 'select',
      attributes: {},
      caption: '',
      boxClasses: [],
      options: [
        { value: '', text: 'Pick a size' },
        { value: 'S', text: 'Small' },
        { value: 'L', text: 'Large' },
      ],
    },
  ]),
  item('textarea-5', 'form-item field textarea', 'Notes', [{ tag: 'textarea', attributes: { maxlength: '300' }, caption: '', boxClasses: [] }], {
    description: 'Anything else',
  }),
  item('hidden-6', 'form-item field hidden', '', [input({ type: 'hidden', name: 'SQF_SOURCE', value: 'flyer' })]),
];

const values70: PublishedFormValues = {
  context: null,
  form: { 'data-form-id': 'f70', 'data-success-redirect': '/thanks', onsubmit },
  fields: rendered70,
  submitText: 'Book it',
  captcha: false,
  newsletter: false,
};

describe('readPublishedForm: a 7.0 form from its rendered fields', () => {
  it('reads every field with its kind, title, required mark, captions, options and the ids of the submit call', () => {
    const read = readPublishedForm(values70);
    expect(read.missing).toEqual([]);
    expect(read.redirectUrl).toBe('/thanks');
    expect(read.definition).toMatchObject({
      formId: 'f70',
      collectionId: 'c70',
      objectName: 'page-c70',
      submitButtonText: 'Book it',
      captcha: false,
      isNewsletter: false,
    });
    expect(read.definition.fields).toEqual([
      { kind: 'name', id: 'name-1', title: 'Your name', description: '', required: true, partLabels: { first: 'Given', last: 'Family' } },
      { kind: 'email', id: 'email-2', title: 'Email', description: '', required: true, placeholder: '' },
      { kind: 'checkbox', id: 'checkbox-3', title: 'Extras', description: '', required: false, options: ['Bell', 'Lamp'] },
      { kind: 'select', id: 'select-4', title: 'Size', description: '', required: false, options: ['Small', 'Large'], prompt: 'Pick a size' },
      { kind: 'textarea', id: 'textarea-5', title: 'Notes', description: 'Anything else', required: false, placeholder: '', maxLength: 300 },
      { kind: 'hidden', id: 'hidden-6', title: '', key: 'SQF_SOURCE', value: 'flyer' },
    ]);
  });

  it('lists what it cannot read: a kind it does not know, a part it cannot place, no form id', () => {
    const read = readPublishedForm({
      ...values70,
      form: { onsubmit: '' },
      fields: [
        item('poll-1', 'form-item field poll', 'Vote', [input({})]),
        item('name-2', 'form-item fields name', 'Name', [input({ name: 'middle' }, 'Middle')]),
      ],
    });
    expect(read.missing).toEqual([
      'field 1 ("Vote") is of a kind the runtime does not know',
      'the name field "Name" has a part it could not place (control 1, "Middle")',
      'it names no form id (data-form-id, the onsubmit call or the form context)',
    ]);
  });

  it('a form with no field at all is not read', () => {
    expect(readPublishedForm({ ...values70, fields: [] }).missing).toEqual(['it renders no field']);
  });
});

describe('readPublishedForm: a 7.1 form from its context', () => {
  const context = {
    formId: 'f71',
    collectionId: 'c71',
    objectName: 'page-section-s1',
    formSubmitButtonText: 'Send',
    formSubmissionMessage: { html: '<p>Thanks!</p>', raw: false },
    successRedirect: '',
    captchaEnabled: true,
    formFields: [
      { type: 'name', id: 'name-1', title: 'Name', required: true },
      { type: 'likert', id: 'likert-2', title: 'Rate us', options: ['Quick', 'Kind'] },
      { type: 'select', id: 'select-3', title: 'Topic', required: true },
    ],
    localizedStrings: {
      name: { firstName: 'Vorname', lastName: 'Nachname' },
      likert: { stronglyDisagree: 'Never', disagree: 'Rarely', neutral: 'Sometimes', agree: 'Often', stronglyAgree: 'Always' },
    },
  };

  it('reads the definition from the context, the wording from its strings, and what it leaves out from the rendered fields', () => {
    const read = readPublishedForm({
      ...values70,
      context: JSON.stringify(context),
      form: { 'data-form-id': 'f71', 'data-success-redirect': '', onsubmit: '' },
      fields: [
        item('select-3', 'form-item field select required', 'Topic', [
          {
            tag: 'select',
            attributes: {},
            caption: '',
            boxClasses: [],
            options: [
              { value: '', text: 'Choose' },
              { value: 'a', text: 'Art' },
            ],
          },
        ]),
      ],
    });
    expect(read.missing).toEqual([]);
    expect(read.redirectUrl).toBeNull();
    expect(read.submissionMessageHtml).toBe('<p>Thanks!</p>');
    expect(read.definition).toMatchObject({ formId: 'f71', collectionId: 'c71', objectName: 'page-section-s1', submitButtonText: 'Send', captcha: true });
    expect(read.definition.fields).toMatchObject([
      { kind: 'name', partLabels: { first: 'Vorname', last: 'Nachname' } },
      { kind: 'likert', options: ['Quick', 'Kind'], scale: ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'] },
      { kind: 'select', options: ['Art'], prompt: 'Choose' },
    ]);
  });

  it('a context that does not parse: the rendered fields are read instead', () => {
    const read = readPublishedForm({ ...values70, context: '{ not json' });
    expect(read.missing).toEqual([]);
    expect(read.definition.formId).toBe('f70');
    expect(read.definition.fields).toHaveLength(6);
  });

  it('a field of a kind it does not know, or options it cannot find, are missing', () => {
    const read = readPublishedForm({
      ...values70,
      fields: [],
      context: JSON.stringify({
        ...context,
        formFields: [
          { type: 'poll', id: 'p1', title: 'Vote' },
          { type: 'radio', id: 'r1', title: 'Pick' },
        ],
      }),
    });
    expect(read.missing).toEqual(['the field "Vote" is of a kind the runtime does not know (poll)', 'the radio field "Pick" has no options']);
  });
});
