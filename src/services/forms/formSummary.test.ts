import { describe, expect, it } from 'vitest';
import { readFormDefinition, type FormField } from './formDefinition';
import { summarizeFieldValue, summarizeForm } from './formSummary';

const field = (raw: object): FormField => readFormDefinition({ formId: 'f', fields: [{ id: 'x', ...raw }] }).definition.fields[0]!;

describe('summary rendering', () => {
  it('name reads first plus last', () => {
    expect(summarizeFieldValue(field({ type: 'name' }), { first: 'Ada', last: 'Lovelace' })).toBe('Ada Lovelace');
    expect(summarizeFieldValue(field({ type: 'name' }), ['Ada', 'Lovelace'])).toBe('Ada Lovelace');
  });

  it('phone reads optional +country then areacode-prefix-line', () => {
    const phone = field({ type: 'phone' });
    expect(summarizeFieldValue(phone, ['', '555', '123', '4567'])).toBe('555-123-4567');
    expect(summarizeFieldValue(phone, { country: '44', areaCode: '20', prefix: '7946', line: '0018' })).toBe('+44 20-7946-0018');
    expect(summarizeFieldValue(phone, { country: '+1', areaCode: '555', prefix: '123', line: '4567' })).toBe('+1 555-123-4567');
  });

  it('address reads line1, optional line2, then city, state, zip and country', () => {
    const address = field({ type: 'address' });
    expect(summarizeFieldValue(address, ['1 Main St', '', 'Town', 'NY', '10001', 'United States'])).toBe('1 Main St, Town, NY, 10001, United States');
    expect(summarizeFieldValue(address, { line1: '1 Main St', line2: 'Apt 2', city: 'Town', state: 'NY', zip: '10001', country: 'US' })).toBe(
      '1 Main St, Apt 2, Town, NY, 10001, US',
    );
  });

  it('date reads month/day/year and time hour:minute:second am/pm', () => {
    expect(summarizeFieldValue(field({ type: 'date' }), { month: '12', day: '10', year: '1815' })).toBe('12/10/1815');
    expect(summarizeFieldValue(field({ type: 'time' }), ['9', '05', '00', 'PM'])).toBe('9:05:00 PM');
  });

  it('likert maps -2..2 to the five labels', () => {
    const likert = field({ type: 'likert', options: ['A', 'B', 'C', 'D', 'E'] });
    expect(summarizeFieldValue(likert, { A: '-2', B: '-1', C: '0', D: '1', E: '2' })).toBe(
      'A: Strongly Disagree\nB: Disagree\nC: Neutral\nD: Agree\nE: Strongly Agree',
    );
  });

  it('an empty value shows N/A', () => {
    for (const [raw, value] of [
      [{ type: 'text' }, ''],
      [{ type: 'name' }, { first: '', last: ' ' }],
      [{ type: 'phone' }, ['', '', '', '']],
      [{ type: 'address' }, undefined],
      [{ type: 'date' }, {}],
      [{ type: 'time' }, ['', '', '', 'AM']],
      [{ type: 'checkbox' }, []],
      [{ type: 'likert' }, {}],
    ] as const) {
      expect(summarizeFieldValue(field(raw), value)).toBe('N/A');
    }
  });

  it('lists the fields in order without sections', () => {
    const { definition } = readFormDefinition({
      formId: 'f',
      fields: [
        { type: 'section', id: 's', title: 'About you' },
        { type: 'text', id: 't', title: 'Company' },
        { type: 'checkbox', id: 'c', title: 'Topics' },
      ],
    });
    expect(summarizeForm(definition, { t: 'Acme', c: ['Design', 'Code'] })).toEqual([
      { id: 't', title: 'Company', text: 'Acme' },
      { id: 'c', title: 'Topics', text: 'Design, Code' },
    ]);
  });
});
