import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFormSubmitter, readFormDefinition } from '../../../services/forms';
import { scriptedFetch } from '../../../services/forms/testFetch.fixture';
import { SubmittableForm } from '../SubmittableForm';
import { render } from '../../testing/themedRender';

const definition = readFormDefinition({
  formId: 'every-kind',
  fields: [
    { type: 'section', id: 's', title: 'About you', underline: true },
    { type: 'name', id: 'name', title: 'Name' },
    { type: 'phone', id: 'phone', title: 'Phone', showCountryCode: true },
    { type: 'phone', id: 'phone3', title: 'Other phone' },
    { type: 'address', id: 'address', title: 'Address' },
    { type: 'date', id: 'date', title: 'Date' },
    { type: 'time', id: 'time', title: 'Time' },
    { type: 'currency', id: 'budget', title: 'Budget', currencySymbol: '€' },
    { type: 'radio', id: 'roast', title: 'Roast', options: ['Light', 'Dark'] },
    { type: 'checkbox', id: 'extras', title: 'Extras', options: ['Pastries', 'Bag', 'Demo'] },
    { type: 'select', id: 'heard', title: 'Heard from', options: ['A friend', 'Instagram'] },
    { type: 'likert', id: 'taste', title: 'Taste', options: ['Strong', 'Milk'] },
    { type: 'hidden', id: 'campaign', key: 'utm_source', value: 'site' },
  ],
}).definition;

/** The control a visible label names (the way a visitor finds a field), in the whole form or in one group. */
const byLabel = (text: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(text, { selector: 'input, select, textarea' }) as HTMLInputElement | HTMLSelectElement;

/** A fieldset (a group named by its legend) by the start of its legend. */
const group = (title: string) =>
  [...document.querySelectorAll<HTMLFieldSetElement>('fieldset')].find((f) => f.querySelector('legend')?.textContent?.startsWith(title))!;

/**
 * Puts a value in a text field the way a visitor pastes it (one input, as the payload check needs; typing key
 * by key re-renders the whole form each time), or picks an option of a select.
 */
async function fill(user: UserEvent, el: HTMLInputElement | HTMLSelectElement, value: string) {
  if (el instanceof HTMLSelectElement) {
    await user.selectOptions(el, value);
    return;
  }
  await user.click(el);
  await user.paste(value);
}

describe('every field kind', () => {
  // one visit through some 30 controls, each clicked and filled: about 4 s in happy-dom on a loaded 2-core machine
  it('turns what a visitor enters into the payload the platform stores', { timeout: 20_000 }, async () => {
    const fetch = scriptedFetch([{ body: { key: 'k' } }, { body: {} }]);
    const { view, user } = render(<SubmittableForm definition={definition} layout="form" />, {
      services: { forms: createFormSubmitter({ fetch }), fetch, query: '?utm_source=mailer' },
    });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('About you');
    await fill(user, byLabel('First name'), 'Sam');
    await fill(user, byLabel('Last name'), 'Rivera');
    const phone = group('Phone');
    await fill(user, byLabel('Country code', phone), '44');
    await fill(user, byLabel('Area code', phone), '020');
    await fill(user, byLabel('Prefix', phone), '7946');
    await fill(user, byLabel('Line number', phone), '0018');
    expect(within(group('Other phone')).queryByLabelText('Country code')).toBeNull();
    await fill(user, byLabel('Area code', group('Other phone')), '555');
    await fill(user, byLabel('Address line 1'), '1 Quay St');
    await fill(user, byLabel('City'), 'Bristol');
    await fill(user, byLabel('ZIP / Postal code'), 'BS1 4DJ');
    await fill(user, byLabel('Country'), 'United Kingdom');
    await fill(user, byLabel('Month (MM)'), '05');
    await fill(user, byLabel('Day (DD)'), '17');
    await fill(user, byLabel('Year (YYYY)'), '2026');
    await fill(user, byLabel('Hour'), '10');
    await fill(user, byLabel('Minute'), '30');
    await fill(user, byLabel('AM / PM'), 'AM');
    await fill(user, byLabel('Budget'), '120.50');
    await user.click(byLabel('Dark'));
    await user.click(byLabel('Demo'));
    await user.click(byLabel('Pastries'));
    await fill(user, byLabel('Heard from'), 'Instagram');
    await user.click(byLabel('Strongly Agree', group('Strong')));
    await user.click(byLabel('Disagree', group('Milk')));
    expect(view.textContent).toContain('€');

    await act(async () => {
      view.querySelector('form')!.requestSubmit();
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    });
    const sent = JSON.parse(String(fetch.calls[1]?.init?.body)) as { form: Record<string, unknown> };
    expect(sent.form).toEqual({
      name: ['Sam', 'Rivera'],
      phone: ['44', '020', '7946', '0018'],
      phone3: ['', '555', '', ''],
      address: ['1 Quay St', '', 'Bristol', '', 'BS1 4DJ', 'United Kingdom'],
      date: ['05', '17', '2026'],
      time: ['10', '30', '', 'AM'],
      budget: '120.50',
      roast: 'Dark',
      // Ticked options in the order the form lists them.
      extras: ['Pastries', 'Demo'],
      heard: 'Instagram',
      taste: { Strong: '2', Milk: '-1' },
      campaign: 'mailer',
    });
  });
});
