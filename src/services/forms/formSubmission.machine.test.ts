import { describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from './formMessages';
import { createSubmissionController, initialSubmissionState, submissionReducer } from './formSubmission.machine';
import { readFormDefinition } from './formDefinition';
import { validateForm } from './formValidation.rules';
import type { SubmitResult } from './saveResponse.rules';

const deferred = () => {
  let resolve!: (r: SubmitResult) => void;
  const promise = new Promise<SubmitResult>((r) => (resolve = r));
  return { promise, resolve };
};

const rateLimited: SubmitResult = {
  ok: false,
  error: { reason: 'status', message: FORM_MESSAGES.rateLimited, fieldErrors: {}, showErrorAbove: false, status: 429 },
};

describe('submission machine', () => {
  it('goes idle → submitting → success and ignores repeat submits while submitting', async () => {
    const reply = deferred();
    const send = vi.fn(() => reply.promise);
    const controller = createSubmissionController({ initialValues: { email: '' }, send });
    const seen: string[] = [];
    controller.subscribe((s) => seen.push(s.status));
    controller.edit('email', 'a@b.co');
    const first = controller.submit();
    expect(controller.getState().status).toBe('submitting');
    await controller.submit();
    await controller.submit();
    expect(send).toHaveBeenCalledTimes(1);
    reply.resolve({ ok: true, value: { ok: 1 } });
    expect((await first).status).toBe('success');
    expect(seen).toEqual(['idle', 'submitting', 'success']);
    expect(controller.getState().data).toEqual({ ok: 1 });
    await controller.submit();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps every typed value on failure, resets the captcha, and can submit again', async () => {
    const onFailure = vi.fn();
    const send = vi.fn<(v: unknown) => Promise<SubmitResult>>().mockResolvedValueOnce(rateLimited).mockResolvedValueOnce({ ok: true, value: null });
    const controller = createSubmissionController({ initialValues: {}, send, onFailure });
    controller.edit('message', 'A long message the visitor typed');
    const failed = await controller.submit();
    expect(failed.status).toBe('failure');
    expect(failed.message).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    expect(failed.values).toEqual({ message: 'A long message the visitor typed' });
    expect(onFailure).toHaveBeenCalledWith(rateLimited.ok ? null : rateLimited.error);
    expect((await controller.submit()).status).toBe('success');
    expect(send).toHaveBeenLastCalledWith({ message: 'A long message the visitor typed' });
  });

  it('does not send when the client checks fail, and shows their messages', async () => {
    const { definition } = readFormDefinition({ formId: 'f', fields: [{ type: 'email', id: 'e', required: true }] });
    const send = vi.fn();
    const onFailure = vi.fn();
    const controller = createSubmissionController({
      initialValues: { e: 'nope' },
      validate: (v) => validateForm(definition, v, { emailFormatExample: 'x@y.com', captcha: { present: true, token: '' } }),
      send,
      onFailure,
    });
    const state = await controller.submit();
    expect(send).not.toHaveBeenCalled();
    expect(state).toMatchObject({
      status: 'failure',
      values: { e: 'nope' },
      fieldErrors: { e: 'Email is not valid. Email addresses should follow the format x@y.com.' },
      captchaError: 'Complete CAPTCHA before submitting.',
      message: 'One or more fields is invalid, please check your entries.',
    });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('turns a send that throws into a failure that keeps the values', async () => {
    const controller = createSubmissionController({ initialValues: { a: 'typed' }, send: () => Promise.reject(new Error('boom')) });
    const state = await controller.submit();
    expect(state).toMatchObject({ status: 'failure', message: 'Unknown error, please try again later.', values: { a: 'typed' } });
  });

  it('ignores a late reply when not submitting', () => {
    const idle = initialSubmissionState({});
    expect(submissionReducer(idle, { type: 'settled', result: { ok: true, value: null } })).toBe(idle);
  });
});
