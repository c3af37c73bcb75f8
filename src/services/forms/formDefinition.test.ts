import { describe, expect, it } from 'vitest';
import { FIELD_KINDS, readFormDefinition, readMaxLength } from './formDefinition';
import { initialFormValues } from './formValues';

const block = {
  formId: 'f1',
  collectionId: 'c1',
  objectName: 'page-section-1',
  submitButtonText: 'Send',
  isOverlayForm: false,
  captcha: true,
  fields: [
    { type: 'name', id: 'name-1', title: 'Name', required: true, description: null },
    { type: 'email', id: 'email-1', title: 'Email', placeholder: 'you@example.com', required: true },
    { type: 'textarea', id: 'msg', title: 'Message', maxLength: 200 },
    { type: 'phone', id: 'tel', title: 'Phone', showCountryCode: true },
    { type: 'section', id: 's1', title: 'More', underline: true },
    { type: 'likert', id: 'lk', title: 'Rate', options: ['Fast', 'Friendly'] },
    { type: 'checkbox', id: 'cb', title: 'Pick', options: ['A', { value: 'B' }, null] },
    { type: 'hidden', id: 'h1', key: 'utm_source', value: 'direct' },
    { type: 'currency', id: 'cur', title: 'Budget', currencySymbol: '$' },
  ],
};

describe('readFormDefinition', () => {
  it('reads the form and each kind with its editable properties', () => {
    const { definition, warnings } = readFormDefinition(block);
    expect(warnings).toEqual([]);
    expect(definition).toMatchObject({ formId: 'f1', collectionId: 'c1', objectName: 'page-section-1', submitButtonText: 'Send', captcha: true });
    expect(definition.fields.map((f) => f.kind)).toEqual(['name', 'email', 'textarea', 'phone', 'section', 'likert', 'checkbox', 'hidden', 'currency']);
    expect(definition.fields[0]).toEqual({ kind: 'name', id: 'name-1', title: 'Name', description: '', required: true });
    expect(definition.fields[1]).toMatchObject({ placeholder: 'you@example.com', required: true });
    expect(definition.fields[2]).toMatchObject({ maxLength: 200, required: false });
    expect(definition.fields[3]).toMatchObject({ showCountryCode: true });
    expect(definition.fields[4]).toMatchObject({ underline: true });
    expect(definition.fields[6]).toMatchObject({ options: ['A', 'B'] });
    expect(definition.fields[7]).toEqual({ kind: 'hidden', id: 'h1', title: '', key: 'utm_source', value: 'direct' });
    expect(definition.fields[8]).toMatchObject({ currencySymbol: '$' });
  });

  it('knows the nineteen kinds of the platform', () => {
    expect(FIELD_KINDS).toHaveLength(19);
    for (const kind of FIELD_KINDS) {
      const { definition, warnings } = readFormDefinition({ formId: 'f', fields: [{ type: kind, id: 'x' }] });
      expect(warnings).toEqual([]);
      expect(definition.fields[0]?.kind).toBe(kind);
    }
  });

  it('keeps an unknown kind as a text field and returns a warning', () => {
    const { definition, warnings } = readFormDefinition({ formId: 'f', fields: [{ type: 'signature', id: 'sig', title: 'Sign' }] });
    expect(definition.fields[0]).toMatchObject({ kind: 'text', id: 'sig', unknownKind: 'signature' });
    expect(warnings).toEqual(['Field "sig" has unknown kind "signature"; it is kept as a text field.']);
  });

  it('tolerates absent and null keys and odd input', () => {
    const { definition } = readFormDefinition({
      formId: 'f',
      collectionId: null,
      form: { fields: [{ type: 'text', id: 't', required: null, placeholder: null }] },
    });
    expect(definition.collectionId).toBeNull();
    expect(definition.fields[0]).toEqual({ kind: 'text', id: 't', title: '', description: '', required: false, placeholder: '' });
    expect(readFormDefinition(null).warnings).toEqual(['Form block JSON is not an object; an empty form was read.']);
    expect(readFormDefinition({ formId: 'f' }).warnings).toEqual(['Form block JSON has no field list.']);
    const bad = readFormDefinition({ formId: 'f', fields: [{ type: 'text' }, 'x', { type: 'text', id: 'a' }, { type: 'email', id: 'a' }] });
    expect(bad.definition.fields.map((f) => f.id)).toEqual(['a']);
    expect(bad.warnings).toHaveLength(3);
  });

  it('reads a limit only when it is a positive integer', () => {
    expect(readMaxLength(10)).toBe(10);
    expect(readMaxLength('25')).toBe(25);
    for (const bad of [0, -3, 2.5, 'x', '', null, undefined, Number.NaN]) expect(readMaxLength(bad)).toBeNull();
  });

  it('gives each field an empty starting value, hidden from its configured value', () => {
    const values = initialFormValues(readFormDefinition(block).definition.fields);
    expect(values).toMatchObject({
      'name-1': { first: '', last: '' },
      'email-1': '',
      tel: { country: '', areaCode: '', prefix: '', line: '' },
      lk: {},
      cb: [],
      h1: 'direct',
    });
    expect('s1' in values).toBe(false);
  });
});
