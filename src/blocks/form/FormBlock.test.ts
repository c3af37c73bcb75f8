// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ServicesProvider, type BlockServices } from '../../primitives/services';
import { createFormSubmitter, FORM_MESSAGES, readFormDefinition, type FormDefinition } from '../../services/forms';
import { scriptedFetch, type ScriptedReply } from '../../services/forms/testFetch.fixture';
import { FormBlock, type FormBlockProps } from './FormBlock';
import { ERROR_BELOW_MESSAGE, SUBMITTING_TEXT } from './formWording';
import { NewsletterBlock } from '../newsletter/NewsletterBlock';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';

const definition: FormDefinition = readFormDefinition({
  formId: 'form-1',
  submitButtonText: 'Send',
  fields: [
    { type: 'email', id: 'email-1', title: 'Email', required: true },
    { type: 'textarea', id: 'message-2', title: 'Message', maxLength: 10 },
    { type: 'hidden', id: 'hidden-3', key: 'ref', value: 'none' },
  ],
}).definition;

const view = setUpReactTestHost();

function services(replies: ScriptedReply[], extra: Partial<BlockServices> = {}) {
  const fetch = scriptedFetch(replies);
  const value: BlockServices = { forms: createFormSubmitter({ fetch }), fetch, query: '?ref=spring', ...extra };
  return { value, fetch };
}

function show(value: BlockServices, props: Partial<FormBlockProps> = {}, block: 'form' | 'newsletter' = 'form') {
  const element = block === 'form' ? createElement(FormBlock, { definition, ...props }) : createElement(NewsletterBlock, { definition, ...props });
  view.render(createElement(ServicesProvider, { services: value }, element));
}

const input = (name: string) => view.host.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

function type(el: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, text);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    view.host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

const KEY: ScriptedReply = { body: { key: 'k' } };

describe('FormBlock', () => {
  it('shows the live n / max counter, marked when over, and keeps what was typed', () => {
    show(services([]).value);
    type(input('message-2'), 'Twelve chars');
    const counter = view.host.querySelector('.character-counter');
    expect(counter?.textContent).toBe('12 / 10');
    expect(counter?.getAttribute('data-over')).toBe('true');
    expect(input('message-2').value).toBe('Twelve chars');
  });

  it('sends nothing and shows the email message tied to its field when the email is invalid', async () => {
    const { value, fetch } = services([]);
    show(value);
    type(input('email-1'), 'sam@harbour');
    await submit();
    expect(fetch.calls).toHaveLength(0);
    const email = input('email-1');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(described?.textContent).toBe('Email is not valid. Email addresses should follow the format email@example.com.');
    expect(view.host.querySelector('[role="alert"]')?.textContent).toBe(FORM_MESSAGES.invalidForm);
  });

  it('puts a 400 error above the field title and the error-above message above the form', async () => {
    show(services([KEY, { status: 400, body: { errors: { 'email-1': 'Already used.' } } }]).value);
    type(input('email-1'), 'sam@harbour.example');
    await submit();
    const field = input('email-1').closest('.form-item')!;
    expect(field.firstElementChild?.textContent).toBe('Already used.');
    expect(field.querySelector('label')?.compareDocumentPosition(field.firstElementChild!)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
    expect(view.host.querySelector('.form-error-above')?.textContent).toBe(FORM_MESSAGES.errorAbove);
    expect(view.host.querySelector('.form-error-below')?.textContent).toBe(ERROR_BELOW_MESSAGE);
    expect(input('email-1').value).toBe('sam@harbour.example');
  });

  it('locks the form with the in-progress text while the reply is awaited', async () => {
    let answer: (reply: Response) => void = () => undefined;
    const fetch = vi.fn(async (url: string) => (url.includes('FormSubmissionKey') ? new Response('{"key":"k"}') : new Promise<Response>((r) => (answer = r))));
    show({ forms: createFormSubmitter({ fetch }), fetch, query: '' });
    type(input('email-1'), 'sam@harbour.example');
    await submit();
    const button = view.host.querySelector('button[type="submit"]')!;
    expect(button.textContent).toBe(SUBMITTING_TEXT);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(view.host.querySelector('fieldset.form-lock')?.hasAttribute('disabled')).toBe(true);
    await submit();
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('SaveFormSubmission'))).toHaveLength(1);
    await act(async () => answer(new Response('{}', { status: 429 })));
    await act(async () => undefined);
    expect(view.host.querySelector('[role="alert"]')?.textContent).toBe(FORM_MESSAGES.rateLimited);
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('on success sends the hidden field from the query, replaces the form with the message and focuses it, once census and redirect', async () => {
    const formRender = vi.fn();
    const navigate = vi.fn();
    const { value, fetch } = services([KEY, { body: {} }], { tracking: { formRender }, navigate });
    show(value, { submissionText: 'Thank you for writing.', redirectUrl: '/thanks' });
    expect(formRender).toHaveBeenCalledWith('form-1');
    type(input('email-1'), 'sam@harbour.example');
    await submit();
    const body = JSON.parse(String(fetch.calls[1]?.init?.body)) as { form: Record<string, unknown> };
    expect(body.form['hidden-3']).toBe('spring');
    const message = view.host.querySelector<HTMLElement>('[role="status"]')!;
    expect(message.textContent).toBe('Thank you for writing.');
    expect(document.activeElement).toBe(message);
    expect(view.host.querySelector('form')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/thanks');
    expect(formRender).toHaveBeenCalledTimes(1);
  });
});

describe('NewsletterBlock', () => {
  it('shows no error-above message for field errors and tracks the subscribe on success', async () => {
    const newsletterSubscribe = vi.fn();
    const { value } = services([KEY, { status: 400, body: { errors: { 'email-1': 'Already subscribed.' } } }, KEY, { body: {} }], {
      tracking: { newsletterSubscribe },
    });
    show(value, {}, 'newsletter');
    type(input('email-1'), 'sam@harbour.example');
    await submit();
    expect(view.host.textContent).toContain('Already subscribed.');
    expect(view.host.textContent).not.toContain(FORM_MESSAGES.errorAbove);
    expect(newsletterSubscribe).not.toHaveBeenCalled();
    await submit();
    expect(newsletterSubscribe).toHaveBeenCalledWith('form-1');
  });
});

it('useServices says what is missing when a block has no provider', () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => view.render(createElement(FormBlock, { definition }))).toThrow(/no ServicesProvider/);
  spy.mockRestore();
});
