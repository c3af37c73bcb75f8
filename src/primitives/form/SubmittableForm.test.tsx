import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlockServices } from '../services';
import { createFormSubmitter, FORM_MESSAGES, FORM_SUBMISSION_KEY_URL, readFormDefinition, type FormDefinition } from '../../services/forms';
import { scriptedFetch, type ScriptedReply } from '../../services/forms/testFetch.fixture';
import type { CaptchaWidget } from './captchaWidget';
import { SubmittableForm, type FormSettingsProps } from './SubmittableForm';
import { ERROR_BELOW_MESSAGE, SUBMITTING_TEXT } from './formWording';
import { render } from '../testing/themedRender';

const definition: FormDefinition = readFormDefinition({
  formId: 'form-1',
  submitButtonText: 'Send',
  fields: [
    { type: 'email', id: 'email-1', title: 'Email', required: true },
    { type: 'textarea', id: 'message-2', title: 'Message', maxLength: 10 },
    { type: 'hidden', id: 'hidden-3', key: 'ref', value: 'none' },
  ],
}).definition;

function services(replies: ScriptedReply[], extra: Partial<BlockServices> = {}) {
  const fetch = scriptedFetch(replies);
  const value: BlockServices = { forms: createFormSubmitter({ fetch }), fetch, query: '?ref=spring', ...extra };
  return { value, fetch };
}

function show(value: BlockServices, props: Partial<FormSettingsProps> = {}, layout: 'form' | 'newsletter' = 'form') {
  // a newsletter's definition is always sent as a newsletter (the newsletter block sets it)
  const sent = layout === 'newsletter' ? { ...definition, isNewsletter: true } : definition;
  return render(<SubmittableForm definition={sent} {...props} layout={layout} />, { services: value });
}

/** The fields by the names a visitor reads beside them. */
const emailField = () => screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement;
const messageField = () => screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement;
const submitButton = () => screen.getAllByRole('button', { hidden: true }).find((b) => (b as HTMLButtonElement).type === 'submit') as HTMLButtonElement;

async function submit(user: UserEvent) {
  await user.click(submitButton());
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

const KEY: ScriptedReply = { body: { key: 'k' } };

describe('SubmittableForm', () => {
  it('shows the live n / max counter, marked when over, and keeps what was typed', async () => {
    const { view, user } = show(services([]).value);
    await user.type(messageField(), 'Twelve chars');
    const counter = view.querySelector('.character-counter');
    expect(counter?.textContent).toBe('12 / 10');
    expect(counter?.getAttribute('data-over')).toBe('true');
    expect(messageField()).toBe(view.querySelector('[name="message-2"]'));
    expect(messageField().value).toBe('Twelve chars');
  });

  it('sends nothing and shows the email message tied to its field when the email is invalid', async () => {
    const { value, fetch } = services([]);
    const { user } = show(value);
    await user.type(emailField(), 'sam@harbour');
    await submit(user);
    expect(fetch.calls).toHaveLength(0);
    const email = emailField();
    expect(email.name).toBe('email-1');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(described?.textContent).toBe('Email is not valid. Email addresses should follow the format email@example.com.');
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.invalidForm);
  });

  it('puts a 400 error above the field title and the error-above message above the form', async () => {
    const { view, user } = show(services([KEY, { status: 400, body: { errors: { 'email-1': 'Already used.' } } }]).value);
    await user.type(emailField(), 'sam@harbour.example');
    await submit(user);
    const field = emailField().closest('.form-item')!;
    expect(field.firstElementChild?.textContent).toBe('Already used.');
    expect(field.querySelector('label')?.compareDocumentPosition(field.firstElementChild!)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
    expect(view.querySelector('.form-error-above')?.textContent).toBe(FORM_MESSAGES.errorAbove);
    expect(view.querySelector('.form-error-below')?.textContent).toBe(ERROR_BELOW_MESSAGE);
    expect(emailField().value).toBe('sam@harbour.example');
  });

  it('aborts its submit when it unmounts: the call under way gets the abort and nothing more is sent', async () => {
    let answerKey = () => {};
    const fetch = scriptedFetch([{ ...KEY, until: new Promise<void>((resolve) => (answerKey = resolve)) }, { body: {} }]);
    const { unmount, user } = show({ forms: createFormSubmitter({ fetch }), fetch, query: '' });
    await user.type(emailField(), 'sam@harbour.example');
    await submit(user);
    expect(emailField().value).toBe('sam@harbour.example');
    const signal = fetch.calls[0]?.init?.signal;
    expect([fetch.calls.map((c) => c.url), signal?.aborted]).toEqual([[FORM_SUBMISSION_KEY_URL], false]);
    unmount();
    await act(async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    });
    expect(signal?.aborted).toBe(true);
    answerKey();
    await act(async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    });
    expect(fetch.calls.map((c) => c.url)).toEqual([FORM_SUBMISSION_KEY_URL]);
  });

  it('locks the form with the in-progress text while the reply is awaited', async () => {
    let answer: (reply: Response) => void = () => undefined;
    const fetch = vi.fn(async (url: string) => (url.includes('FormSubmissionKey') ? new Response('{"key":"k"}') : new Promise<Response>((r) => (answer = r))));
    const { view, user } = show({ forms: createFormSubmitter({ fetch }), fetch, query: '' });
    await user.type(emailField(), 'sam@harbour.example');
    await submit(user);
    const button = submitButton();
    expect(button.textContent).toBe(SUBMITTING_TEXT);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(view.querySelector('fieldset.form-lock')?.hasAttribute('disabled')).toBe(true);
    await submit(user);
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('SaveFormSubmission'))).toHaveLength(1);
    await act(async () => answer(new Response('{}', { status: 429 })));
    await act(async () => undefined);
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.rateLimited);
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('on success sends the hidden field from the query, replaces the form with the message and focuses it, once census and redirect', async () => {
    const formRender = vi.fn();
    const navigate = vi.fn();
    const { value, fetch } = services([KEY, { body: {} }], { tracking: { formRender }, navigate });
    const { view, user } = show(value, { submissionText: 'Thank you for writing.', redirectUrl: '/thanks' });
    expect(formRender).toHaveBeenCalledWith('form-1');
    await user.type(emailField(), 'sam@harbour.example');
    await submit(user);
    const body = JSON.parse(String(fetch.calls[1]?.init?.body)) as { form: Record<string, unknown> };
    expect(body.form['hidden-3']).toBe('spring');
    const message = screen.getByRole('status');
    expect(message.textContent).toBe('Thank you for writing.');
    expect(message).toHaveFocus();
    expect(view.querySelector('form')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/thanks');
    expect(formRender).toHaveBeenCalledTimes(1);
  });

  it('checks the captcha, sends its response and resets it after each failure', async () => {
    const resetKeys: number[] = [];
    const Captcha: CaptchaWidget = ({ onToken, resetKey }) => {
      resetKeys.push(resetKey);
      return (
        <button type="button" onClick={() => onToken('tok')}>
          Answer the captcha
        </button>
      );
    };
    const { value, fetch } = services([KEY, { status: 429, body: {} }]);
    const { user } = render(<SubmittableForm definition={{ ...definition, captcha: true }} captcha={Captcha} layout="form" />, { services: value });
    await user.type(emailField(), 'sam@harbour.example');
    await submit(user);
    expect(screen.getByText(FORM_MESSAGES.captchaIncomplete)).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
    expect(resetKeys.at(-1)).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Answer the captcha' }));
    await submit(user);
    expect((JSON.parse(String(fetch.calls[1]?.init?.body)) as { captchaKey: unknown }).captchaKey).toBe('tok');
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.rateLimited);
    expect(resetKeys.at(-1)).toBe(2);
  });

  it('starts afresh for a new form id and keeps the values when the same form changes', async () => {
    const { rerender, user } = show(services([]).value);
    await user.type(emailField(), 'sam@harbour.example');
    rerender(<SubmittableForm definition={{ ...definition, submitButtonText: 'Go' }} layout="form" />);
    expect(emailField().value).toBe('sam@harbour.example');
    rerender(<SubmittableForm definition={{ ...definition, formId: 'form-2' }} layout="form" />);
    expect(emailField().value).toBe('');
  });
});

describe('SubmittableForm in the newsletter layout', () => {
  it('shows no error-above message for field errors and tracks the subscribe on success', async () => {
    const newsletterSubscribe = vi.fn();
    const { value } = services([KEY, { status: 400, body: { errors: { 'email-1': 'Already subscribed.' } } }, KEY, { body: {} }], {
      tracking: { newsletterSubscribe },
    });
    const { view, user } = show(value, {}, 'newsletter');
    await user.type(emailField(), 'sam@harbour.example');
    await submit(user);
    expect(view.textContent).toContain('Already subscribed.');
    expect(view.textContent).not.toContain(FORM_MESSAGES.errorAbove);
    expect(newsletterSubscribe).not.toHaveBeenCalled();
    await submit(user);
    expect(newsletterSubscribe).toHaveBeenCalledWith('form-1');
  });
});

it('useServices says what is missing when a block has no provider', () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<SubmittableForm definition={definition} layout="form" />)).toThrow(/no ServicesProvider/);
  spy.mockRestore();
});
