import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFormDefinition } from './formDefinition';
import { buildFormPayload } from './formPayload';
import { phoneParts } from './formValues';

const { definition } = readFormDefinition({
  formId: 'f',
  fields: [
    { type: 'name', id: 'n' },
    { type: 'email', id: 'e' },
    { type: 'phone', id: 'p3' },
    { type: 'phone', id: 'p4', showCountryCode: true },
    { type: 'address', id: 'a' },
    { type: 'date', id: 'd' },
    { type: 'time', id: 't' },
    { type: 'checkbox', id: 'c', options: ['x', 'y'] },
    { type: 'likert', id: 'l', options: ['Q1', 'Q2'] },
    { type: 'hidden', id: 'h', key: 'utm_source', value: 'none' },
    { type: 'hidden', id: 'h2', key: 'ref', value: 'site' },
    { type: 'section', id: 's', title: 'Skip me' },
    { type: 'radio', id: 'r', options: ['yes', 'no'] },
  ],
});

describe('buildFormPayload', () => {
  it('keys every field by id in its platform shape, skipping sections', () => {
    const form = buildFormPayload(
      definition,
      {
        n: { first: 'Ada', last: 'Lovelace' },
        e: ' ada@example.com ',
        p3: { areaCode: '555', prefix: '123', line: '4567' },
        p4: { country: '44', areaCode: '20', prefix: '7946', line: '0018' },
        a: { line1: '1 Main St', line2: '', city: 'Town', state: 'NY', zip: '10001', country: 'United States' },
        d: { month: '12', day: '10', year: '1815' },
        t: { hour: '9', minute: '05', second: '00', ampm: 'PM' },
        c: ['x', 'y'],
        l: { Q1: '2', Q2: '-1' },
        h: 'ignored',
        r: 'yes',
      },
      '?utm_source=newsletter&other=1',
    );
    expect(form).toEqual({
      n: ['Ada', 'Lovelace'],
      e: ' ada@example.com ',
      p3: ['', '555', '123', '4567'],
      p4: ['44', '20', '7946', '0018'],
      a: ['1 Main St', '', 'Town', 'NY', '10001', 'United States'],
      d: ['12', '10', '1815'],
      t: ['9', '05', '00', 'PM'],
      c: ['x', 'y'],
      l: { Q1: '2', Q2: '-1' },
      h: 'newsletter',
      h2: 'site',
      r: 'yes',
    });
  });

  it('fills missing values with empty parts rather than failing', () => {
    const form = buildFormPayload(definition, {});
    expect(form.n).toEqual(['', '']);
    expect(form.p3).toEqual(['', '', '', '']);
    expect(form.c).toEqual([]);
    expect(form.l).toEqual({});
    expect(form.e).toBe('');
  });

  it('reads hidden values from a parsed query too', () => {
    expect(buildFormPayload(definition, {}, new URLSearchParams('ref=ad')).h2).toBe('ad');
    expect(buildFormPayload(definition, {}, { ref: 'mail' }).h2).toBe('mail');
  });

  it('prepends an empty country to any three-part phone and keeps four parts as they are', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 3, maxLength: 3 }), (three) => {
        expect(phoneParts(three)).toEqual(['', ...three]);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 4, maxLength: 4 }), (four) => {
        expect(phoneParts(four)).toEqual(four);
      }),
    );
  });

  it('never loses a typed text value', () => {
    const text = readFormDefinition({ formId: 'f', fields: [{ type: 'textarea', id: 'm' }] }).definition;
    fc.assert(fc.property(fc.string(), (typed) => buildFormPayload(text, { m: typed }).m === typed));
  });
});
