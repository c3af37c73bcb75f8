import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from './formMessages';
import { initialSubmissionState, submissionStep, type SubmissionEvent, type SubmissionState } from './formSubmission.machine';
import { readFormDefinition } from './formDefinition';
import type { SubmitResult } from './saveResponse.rules';

const rateLimited: SubmitResult = {
  ok: false,
  error: { reason: 'status', message: FORM_MESSAGES.rateLimited, fieldErrors: {}, showErrorAbove: false, status: 429 },
};

/** Steps through the events; the state after them and every effect they asked for. */
const run = (state: SubmissionState, ...events: SubmissionEvent[]) => {
  const effects: unknown[] = [];
  for (const event of events) {
    const step = submissionStep(state, event);
    state = step.state;
    effects.push(...(step.effects ?? []));
  }
  return { state, effects };
};

describe('submission machine', () => {
  it('goes idle → submitting → success, asks for one call with the values, and ignores repeat submits while submitting and after', () => {
    const typed = run(initialSubmissionState({ email: '' }), { type: 'edit', fieldId: 'email', value: 'a@b.co' }, { type: 'captchaAnswered', token: 'tok' });
    const submitting = run(typed.state, { type: 'submit' }, { type: 'submit' }, { type: 'submit' });
    expect(submitting.state.status).toBe('submitting');
    expect(submitting.effects).toEqual([{ kind: 'send', values: { email: 'a@b.co' }, captchaToken: 'tok' }]);
    const done = run(submitting.state, { type: 'settled', result: { ok: true, value: { ok: 1 } } }, { type: 'submit' });
    expect(done.state).toMatchObject({ status: 'success', data: { ok: 1 } });
    expect(done.effects).toEqual([]);
  });

  it('keeps every typed value on failure, resets the captcha, and can submit again', () => {
    const typed = run(
      initialSubmissionState({}),
      { type: 'edit', fieldId: 'message', value: 'A long message the visitor typed' },
      { type: 'captchaAnswered', token: 't' },
    );
    const failed = run(typed.state, { type: 'submit' }, { type: 'settled', result: rateLimited });
    expect(failed.state.status).toBe('failure');
    expect(failed.state.message).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    expect(failed.state.values).toEqual({ message: 'A long message the visitor typed' });
    expect(failed.state.captchaToken).toBeNull();
    expect(failed.effects).toEqual([{ kind: 'send', values: { message: 'A long message the visitor typed' }, captchaToken: 't' }, { kind: 'resetCaptcha' }]);
    const again = run(failed.state, { type: 'submit' });
    expect(again.state.status).toBe('submitting');
    expect(again.effects).toEqual([{ kind: 'send', values: { message: 'A long message the visitor typed' }, captchaToken: null }]);
  });

  it('does not send when the client checks fail, shows their messages and resets the captcha', () => {
    const { definition } = readFormDefinition({ formId: 'f', fields: [{ type: 'email', id: 'e', required: true }] });
    const { state, effects } = run(initialSubmissionState({ e: 'nope' }), {
      type: 'submit',
      checks: { definition, emailFormatExample: 'x@y.com', captcha: true },
    });
    expect(effects).toEqual([{ kind: 'resetCaptcha' }]);
    expect(state).toMatchObject({
      status: 'failure',
      values: { e: 'nope' },
      fieldErrors: { e: 'Email is not valid. Email addresses should follow the format x@y.com.' },
      captchaError: 'Complete CAPTCHA before submitting.',
      message: 'One or more fields is invalid, please check your entries.',
    });
  });

  it('checks the captcha response the state holds', () => {
    const { definition } = readFormDefinition({ formId: 'f', fields: [{ type: 'email', id: 'e', required: true }] });
    const checks = { definition, emailFormatExample: 'x@y.com', captcha: true };
    const { state, effects } = run(initialSubmissionState({ e: 'a@b.co' }), { type: 'captchaAnswered', token: 'tok' }, { type: 'submit', checks });
    expect(state.status).toBe('submitting');
    expect(effects).toEqual([{ kind: 'send', values: { e: 'a@b.co' }, captchaToken: 'tok' }]);
  });

  it('turns a call that threw into a failure that keeps the values', () => {
    const { state } = run(initialSubmissionState({ a: 'typed' }), { type: 'submit' }, { type: 'sendRejected' });
    expect(state).toMatchObject({ status: 'failure', message: 'Unknown error, please try again later.', values: { a: 'typed' } });
  });

  it('ignores a late reply when not submitting', () => {
    const idle = initialSubmissionState({});
    expect(submissionStep(idle, { type: 'settled', result: { ok: true, value: null } }).state).toBe(idle);
    expect(submissionStep(idle, { type: 'sendRejected' }).state).toBe(idle);
  });
});
