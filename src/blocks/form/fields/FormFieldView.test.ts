// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../../primitives/services';
import { createFormSubmitter, readFormDefinition } from '../../../services/forms';
import { scriptedFetch } from '../../../services/forms/testFetch.fixture';
import { FormBlock } from '../FormBlock';
import { setUpReactTestHost } from '../../../primitives/testing/reactTestHost';

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

const view = setUpReactTestHost();

/** The control a visible label names (the way a visitor finds a field). */
function byLabel(text: string, within: ParentNode = view.host): HTMLInputElement | HTMLSelectElement {
  // A label's own words: the text beside its control, not the options of a select it wraps.
  const words = (l: HTMLLabelElement) =>
    [...l.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim() || l.textContent?.trim();
  const label = [...within.querySelectorAll('label')].find((l) => words(l) === text);
  if (!label) throw new Error(`No label "${text}"`);
  const control = label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input, select, textarea');
  if (!control) throw new Error(`Label "${text}" names no control`);
  return control as HTMLInputElement | HTMLSelectElement;
}

const group = (title: string) => [...view.host.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent?.startsWith(title))!;

function setValue(el: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

const click = (el: Element) => act(() => (el as HTMLElement).click());

describe('every field kind', () => {
  it('turns what a visitor enters into the payload the platform stores', async () => {
    const fetch = scriptedFetch([{ body: { key: 'k' } }, { body: {} }]);
    view.render(
      createElement(ServicesProvider, { services: { forms: createFormSubmitter({ fetch }), fetch, query: '?utm_source=mailer' } }, createElement(FormBlock, { definition })),
    );
    expect(view.host.querySelector('h3')?.textContent).toBe('About you');
    setValue(byLabel('First name'), 'Sam');
    setValue(byLabel('Last name'), 'Rivera');
    const phone = group('Phone');
    setValue(byLabel('Country code', phone), '44');
    setValue(byLabel('Area code', phone), '020');
    setValue(byLabel('Prefix', phone), '7946');
    setValue(byLabel('Line number', phone), '0018');
    expect(() => byLabel('Country code', group('Other phone'))).toThrow('No label');
    setValue(byLabel('Area code', group('Other phone')), '555');
    setValue(byLabel('Address line 1'), '1 Quay St');
    setValue(byLabel('City'), 'Bristol');
    setValue(byLabel('ZIP / Postal code'), 'BS1 4DJ');
    setValue(byLabel('Country'), 'United Kingdom');
    setValue(byLabel('Month (MM)'), '05');
    setValue(byLabel('Day (DD)'), '17');
    setValue(byLabel('Year (YYYY)'), '2026');
    setValue(byLabel('Hour'), '10');
    setValue(byLabel('Minute'), '30');
    setValue(byLabel('AM / PM'), 'AM');
    setValue(byLabel('Budget'), '120.50');
    click(byLabel('Dark'));
    click(byLabel('Demo'));
    click(byLabel('Pastries'));
    setValue(byLabel('Heard from'), 'Instagram');
    click(byLabel('Strongly Agree', group('Strong')));
    click(byLabel('Disagree', group('Milk')));
    expect(view.host.textContent).toContain('€');

    await act(async () => {
      view.host.querySelector('form')!.requestSubmit();
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
