import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFormDefinition } from './formDefinition';
import { FORM_MESSAGES } from './formMessages';
import { characterCounter, isUsZip, isValidEmail, validateEmail, validateField, validateForm } from './formValidation.rules';

const example = 'name@example.com';
const emailMessage = 'Email is not valid. Email addresses should follow the format name@example.com.';
const fieldOf = (raw: object) => readFormDefinition({ formId: 'f', fields: [{ id: 'x', ...raw }] }).definition.fields[0]!;

describe('email', () => {
  it('accepts simple addresses of 3 to 256 characters', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.de')).toBe(false);
    expect(isValidEmail('@b.co')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@b.com`)).toBe(true); // 256
    expect(isValidEmail(`${'a'.repeat(251)}@b.com`)).toBe(false); // 257
  });

  it("shows the message with the caller's example; an empty optional email is valid", () => {
    expect(validateEmail('nope', false, example)).toBe(emailMessage);
    expect(validateEmail('', false, example)).toBeNull();
    expect(validateEmail('', true, example)).toBe(FORM_MESSAGES.required);
  });

  it('never accepts an address with two @ signs or with spaces', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(isValidEmail(`${a}@${b}@${c}.com`)).toBe(false);
        expect(isValidEmail(`${a} x@${b}y.com`)).toBe(false);
      }),
    );
  });
});

describe('textarea limit', () => {
  it('counts n / max and marks over the limit', () => {
    expect(characterCounter('hello', 5)).toEqual({ count: 5, max: 5, text: '5 / 5', over: false });
    expect(characterCounter('hello!', 5)).toMatchObject({ text: '6 / 5', over: true });
  });

  it('shows no counter for a max of 0 or an invalid max', () => {
    expect(characterCounter('abc', 0)).toBeNull();
    expect(characterCounter('abc', 'ten')).toBeNull();
    expect(characterCounter('abc', -1)).toBeNull();
  });

  it('rejects over the limit, and lets an optional empty textarea pass', () => {
    const field = fieldOf({ type: 'textarea', maxLength: 3 });
    expect(validateField(field, 'abcd', { emailFormatExample: example })).toBe('You have exceeded the character limit.');
    expect(validateField(field, '', { emailFormatExample: example })).toBeNull();
  });

  it('the counter is over exactly when the length passes the limit', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 50 }), (text, max) => {
        expect(characterCounter(text, max)?.over).toBe(text.length > max);
      }),
    );
  });
});

describe('fields', () => {
  const opts = { emailFormatExample: example };
  it('US zip is exactly five digits', () => {
    expect(isUsZip('12345')).toBe(true);
    for (const bad of ['1234', '123456', '1234a', '12345-6789', ' 12345']) expect(isUsZip(bad)).toBe(false);
    const address = fieldOf({ type: 'address' });
    const base = { line1: '1 Main', line2: '', city: 'Town', state: 'NY', country: 'United States' };
    expect(validateField(address, { ...base, zip: '1234' }, opts)).toBe(FORM_MESSAGES.usZip);
    expect(validateField(address, { ...base, zip: '10001' }, opts)).toBeNull();
    expect(validateField(address, { ...base, zip: 'SW1A 1AA', country: 'United Kingdom' }, opts)).toBeNull();
  });

  it('required fields need their parts', () => {
    expect(validateField(fieldOf({ type: 'name', required: true }), { first: 'Ada', last: '' }, opts)).toBe(FORM_MESSAGES.required);
    expect(validateField(fieldOf({ type: 'name', required: true }), { first: 'Ada', last: 'L' }, opts)).toBeNull();
    expect(validateField(fieldOf({ type: 'phone', required: true }), { areaCode: '555', prefix: '123', line: '' }, opts)).toBe(FORM_MESSAGES.required);
    expect(validateField(fieldOf({ type: 'phone', required: true }), ['555', '123', '4567'], opts)).toBeNull();
    expect(validateField(fieldOf({ type: 'checkbox', required: true, options: ['a'] }), [], opts)).toBe(FORM_MESSAGES.required);
    expect(validateField(fieldOf({ type: 'likert', required: true, options: ['Q1', 'Q2'] }), { Q1: '2' }, opts)).toBe(FORM_MESSAGES.required);
    expect(validateField(fieldOf({ type: 'text', required: true }), '   ', opts)).toBe(FORM_MESSAGES.required);
    expect(validateField(fieldOf({ type: 'text' }), '', opts)).toBeNull();
  });
});

describe('validateForm', () => {
  const { definition } = readFormDefinition({
    formId: 'f',
    fields: [
      { type: 'section', id: 's', title: 'Part', required: true },
      { type: 'email', id: 'e', required: true },
      { type: 'text', id: 't' },
    ],
  });

  it('skips sections and gives the whole-form message', () => {
    const result = validateForm(definition, { e: 'bad' }, { emailFormatExample: example });
    expect(result).toEqual({
      valid: false,
      fieldErrors: { e: emailMessage },
      captchaError: null,
      formError: 'One or more fields is invalid, please check your entries.',
    });
  });

  it('asks for the captcha before submitting', () => {
    const result = validateForm(definition, { e: 'a@b.co' }, { emailFormatExample: example, captcha: { present: true, token: null } });
    expect(result.valid).toBe(false);
    expect(result.captchaError).toBe('Complete CAPTCHA before submitting.');
    expect(validateForm(definition, { e: 'a@b.co' }, { emailFormatExample: example, captcha: { present: true, token: 'tok' } }).valid).toBe(true);
  });
});
