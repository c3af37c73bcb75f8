import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compoundParts, fieldError, validateSubmission } from './formValidation.rules.mjs';

/** @param {Partial<import('./formDefinitions.mjs').FormField>} field */
const f = (field) => /** @type {import('./formDefinitions.mjs').FormField} */ ({ id: 'f', title: 'F', required: false, type: 'text', ...field });

const REQUIRED = 'This field is required.';
const EMAIL = 'Email is not valid. Email addresses should follow the format name@example.com.';

describe('fieldError', () => {
  it('requires non-blank text in a required field, and nothing of an optional one', () => {
    expect(fieldError(f({ required: true }), '  ')).toBe(REQUIRED);
    expect(fieldError(f({ required: true }), undefined)).toBe(REQUIRED);
    expect(fieldError(f({ required: true }), 'ok')).toBeNull();
    expect(fieldError(f({}), '')).toBeNull();
  });

  it('checks email length and shape; an empty optional email is valid', () => {
    expect(fieldError(f({ type: 'email' }), '')).toBeNull();
    expect(fieldError(f({ type: 'email', required: true }), '')).toBe(REQUIRED);
    expect(fieldError(f({ type: 'email' }), 'a@b.co')).toBeNull();
    expect(fieldError(f({ type: 'email' }), 'a@b')).toBe(EMAIL);
    expect(fieldError(f({ type: 'email' }), `${'a'.repeat(251)}@b.com`)).toBe(EMAIL);
    expect(fieldError(f({ type: 'email' }), `${'a'.repeat(250)}@b.com`)).toBeNull();
  });

  it('property: a textarea over its limit always has the character-limit message, at or under never', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.string({ maxLength: 300 }), (max, text) => {
        const error = fieldError(f({ type: 'textarea', maxLength: max }), text);
        expect(error).toBe(text.length > max ? 'You have exceeded the character limit.' : null);
      }),
    );
  });

  it('property: any address of the simple shape within 3 to 256 characters passes', () => {
    const part = fc.stringMatching(/^[a-z0-9]{1,20}$/);
    fc.assert(
      fc.property(part, part, part, (local, domain, tld) => {
        expect(fieldError(f({ type: 'email', required: true }), `${local}@${domain}.${tld}`)).toBeNull();
      }),
    );
  });

  it('requires every non-optional part of a required compound field, in object or array form', () => {
    expect(fieldError(f({ type: 'name', required: true }), { first: 'Ada', last: '' })).toBe(REQUIRED);
    expect(fieldError(f({ type: 'name', required: true }), ['Ada', 'Lovelace'])).toBeNull();
    expect(fieldError(f({ type: 'address', required: true }), { line1: '1 Road', line2: '', city: 'C', state: 'S', zip: '12345', country: 'US' })).toBeNull();
    expect(fieldError(f({ type: 'phone', required: true }), ['555', '123', '4567'])).toBeNull();
    expect(fieldError(f({ type: 'time', required: true }), { hour: '9', minute: '30' })).toBeNull();
    expect(fieldError(f({ type: 'date', required: true }), { month: '1', day: '', year: '2026' })).toBe(REQUIRED);
  });

  it('prepends an empty country to a three-part phone', () => {
    expect(compoundParts('phone', ['555', '123', '4567'])).toEqual({ country: '', areaCode: '555', prefix: '123', line: '4567' });
  });

  it('requires one ticked option of a required checkbox and a rating per statement of a required likert', () => {
    expect(fieldError(f({ type: 'checkbox', required: true }), [])).toBe(REQUIRED);
    expect(fieldError(f({ type: 'checkbox', required: true }), ['Prints'])).toBeNull();
    const likert = f({ type: 'likert', required: true, options: ['A', 'B'] });
    expect(fieldError(likert, { A: '1' })).toBe(REQUIRED);
    expect(fieldError(likert, { A: '1', B: '-2' })).toBeNull();
  });

  it('never fails a section or a hidden field', () => {
    expect(fieldError(f({ type: 'section', required: true }), undefined)).toBeNull();
    expect(fieldError(f({ type: 'hidden', required: true }), undefined)).toBeNull();
  });
});

describe('validateSubmission', () => {
  it('keys each message by field id and leaves valid fields out', () => {
    const fields = [f({ id: 'a', required: true }), f({ id: 'b', type: 'email' }), f({ id: 'c' })];
    expect(validateSubmission(fields, { b: 'bad' })).toEqual({ a: REQUIRED, b: EMAIL });
    expect(validateSubmission(fields, { a: 'x', b: 'x@y.zz' })).toEqual({});
  });
});
