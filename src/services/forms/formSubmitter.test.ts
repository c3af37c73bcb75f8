import { describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../http/fetchLike';
import { readFormDefinition } from './formDefinition';
import { FORM_MESSAGES } from './formMessages';
import { createFormSubmitter, FORM_SUBMISSION_KEY_URL, SAVE_FORM_SUBMISSION_URL } from './formSubmitter';
import { readSaveReply } from './saveResponse.rules';
import { scriptedFetch, type ScriptedReply } from './testFetch.fixture';

const { definition } = readFormDefinition({
  formId: 'form-1',
  collectionId: 'col-1',
  objectName: 'page-section-7',
  submitButtonText: 'Send',
  isOverlayForm: true,
  fields: [
    { type: 'name', id: 'name' },
    { type: 'email', id: 'email' },
    { type: 'section', id: 'sec' },
    { type: 'hidden', id: 'src', key: 'src' },
  ],
});
const values = { name: { first: 'Ada', last: 'Lovelace' }, email: 'ada@example.com' };
const keyReply: ScriptedReply = { body: { key: 'k-123' } };

async function submitWith(save: ScriptedReply, isNewsletter = false) {
  const fetch = scriptedFetch([keyReply, save]);
  const result = await createFormSubmitter({ fetch }).submit({ definition: { ...definition, isNewsletter }, values });
  return { result, fetch };
}

describe('block form submission', () => {
  it('gets a key, then saves the payload with the analytics fields, credentials sent', async () => {
    const fetch = scriptedFetch([keyReply, { body: {} }]);
    const submitter = createFormSubmitter({ fetch, crumb: () => 'cr umb' });
    const result = await submitter.submit({
      definition,
      values,
      query: '?src=ad',
      captchaKey: 'cap',
      eventFields: { analyticsId: 'a1', websiteId: 'w1', website_locale: 'en-US', pagePath: '/contact', memberId: null },
    });
    expect(result).toEqual({ ok: true, value: {} });
    expect(fetch.calls[0]).toEqual({ url: `${FORM_SUBMISSION_KEY_URL}?crumb=cr%20umb`, init: { method: 'POST', credentials: 'include' } });
    const save = fetch.calls[1]!;
    expect(save.url).toBe(`${SAVE_FORM_SUBMISSION_URL}?crumb=cr%20umb`);
    expect(save.init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(save.init!.body!)).toEqual({
      key: 'k-123',
      formId: 'form-1',
      collectionId: 'col-1',
      objectName: 'page-section-7',
      isOverlayForm: true,
      submitButtonText: 'Send',
      form: { name: ['Ada', 'Lovelace'], email: 'ada@example.com', src: 'ad' },
      captchaKey: 'cap',
      analyticsId: 'a1',
      memberId: null,
      websiteId: 'w1',
      website_locale: 'en-US',
      pagePath: '/contact',
    });
  });

  it('stops with the key message when no key comes back', async () => {
    for (const reply of [{ status: 500 }, { body: {} }, { body: 'not json' }, { networkError: true }] satisfies ScriptedReply[]) {
      const fetch = scriptedFetch([reply]);
      const result = await createFormSubmitter({ fetch }).submit({ definition, values });
      expect(result).toMatchObject({ ok: false, error: { reason: 'key', message: 'Could not get a form submission key, please try again later.' } });
      expect(fetch.calls).toHaveLength(1);
    }
  });

  it('maps a 400 errors map onto the fields with the error-above message, which newsletters skip', async () => {
    const save = { status: 400, statusText: 'Bad Request', body: { errors: { email: 'Email is taken.' } } };
    const { result } = await submitWith(save);
    expect(result).toEqual({
      ok: false,
      error: {
        reason: 'fields',
        message: 'Your form has encountered a problem. Please scroll down to review.',
        fieldErrors: { email: 'Email is taken.' },
        showErrorAbove: true,
        status: 400,
      },
    });
    const newsletter = await submitWith(save, true);
    expect(newsletter.result).toMatchObject({ error: { showErrorAbove: false, fieldErrors: { email: 'Email is taken.' } } });
  });

  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('status %i reads "%s"', async (status, message) => {
    const { result } = await submitWith({ status, statusText: 'ignored', body: { error: 'ignored' } });
    expect(result).toMatchObject({ ok: false, error: { reason: 'status', message, status } });
  });

  it('otherwise shows the status text, else the error field, else the unknown error', async () => {
    expect((await submitWith({ status: 403, statusText: 'Forbidden', body: { error: 'Nope' } })).result).toMatchObject({ error: { message: 'Forbidden' } });
    expect((await submitWith({ status: 403, body: { error: 'Nope' } })).result).toMatchObject({ error: { message: 'Nope' } });
    expect((await submitWith({ status: 418, body: {} })).result).toMatchObject({ error: { message: 'Unknown error, please try again later.' } });
    expect((await submitWith({ status: 400, body: { errors: {} } })).result).toMatchObject({ error: { message: 'Unknown error, please try again later.' } });
  });

  it('reads a malformed reply and a network failure as clear messages', async () => {
    expect((await submitWith({ status: 200, body: '<html>' })).result).toMatchObject({
      error: { reason: 'malformed', message: 'Error processing form submission. Please reload and try again.' },
    });
    expect((await submitWith({ networkError: true })).result).toMatchObject({ error: { reason: 'network', message: FORM_MESSAGES.networkError } });
  });

  it('treats a 2xx reply carrying an error field as a failure with that text', () => {
    expect(readSaveReply({ status: 200, statusText: 'OK', ok: true, body: '{"error":"Closed"}' }, { isNewsletter: false })).toMatchObject({
      ok: false,
      error: { message: 'Closed' },
    });
    expect(readSaveReply({ status: 204, statusText: '', ok: true, body: '' }, { isNewsletter: false })).toEqual({ ok: true, value: null });
  });

  it('refuses values that cannot be serialised before asking for a key', async () => {
    const fetch = scriptedFetch([]);
    const unreadable = Object.defineProperty({}, 'name', {
      enumerable: true,
      get() {
        throw new Error('detached input');
      },
    });
    const block = await createFormSubmitter({ fetch }).submit({ definition, values: unreadable });
    expect(block).toMatchObject({ ok: false, error: { reason: 'unserialisable', message: 'Could not parse the form fields, please check your entries.' } });
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('a bad-crumb reply', () => {
  it('stores the new crumb and sends the call once more with it', async () => {
    let crumb = 'old';
    const fetch = scriptedFetch([{ body: { crumbFail: true, crumb: 'fresh' } }, keyReply, { body: {} }]);
    const submitter = createFormSubmitter({ fetch, crumb: () => crumb, storeCrumb: (c) => (crumb = c) });
    const result = await submitter.submit({ definition, values });
    expect(result.ok).toBe(true);
    expect(fetch.calls.map((c) => c.url)).toEqual([
      `${FORM_SUBMISSION_KEY_URL}?crumb=old`,
      `${FORM_SUBMISSION_KEY_URL}?crumb=fresh`,
      `${SAVE_FORM_SUBMISSION_URL}?crumb=fresh`,
    ]);
  });

  it('retries only once: a second bad crumb fails with the reload message, never as a success', async () => {
    const fetch = scriptedFetch([keyReply, { body: { crumbFail: true, crumb: 'a' } }, { body: { crumbFail: true, crumb: 'b' } }]);
    const result = await createFormSubmitter({ fetch, crumb: () => 'x', storeCrumb: () => {} }).submit({ definition, values });
    expect(result).toMatchObject({ ok: false, error: { message: FORM_MESSAGES.processingError } });
    expect(fetch.calls).toHaveLength(3);
  });
});

describe('an aborted submission', () => {
  /** A promise settled from outside: a call held under way until the test lets it answer. */
  function held() {
    let answer = () => {};
    const until = new Promise<void>((resolve) => (answer = resolve));
    return { until, answer };
  }
  const typed = () => ({ name: { first: 'Ada', last: 'Lovelace' }, email: 'ada@example.com' });

  it('sends nothing more once aborted during the key call, rejects with the reason and leaves the values as typed', async () => {
    const key = held();
    const fetch = scriptedFetch([{ ...keyReply, until: key.until }, { body: {} }]);
    const controller = new AbortController();
    const entered = typed();
    const submitting = createFormSubmitter({ fetch }).submit({ definition, values: entered, signal: controller.signal });
    await Promise.resolve();
    expect(fetch.calls.map((c) => [c.url, c.init?.signal])).toEqual([[FORM_SUBMISSION_KEY_URL, controller.signal]]);
    controller.abort();
    key.answer();
    await expect(submitting).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch.calls).toHaveLength(1);
    expect(entered).toEqual(typed());
  });

  it('aborted while the key reply is read: no save, no crumb stored or retried', async () => {
    const controller = new AbortController();
    const stored: string[] = [];
    const calls: string[] = [];
    // the reply is a bad crumb, and the form goes away while it is read
    const fetch: FetchLike = async (url) => {
      calls.push(url);
      const text = async () => {
        controller.abort();
        return JSON.stringify({ crumbFail: true, crumb: 'fresh' });
      };
      return { status: 200, statusText: '', ok: true, text };
    };
    const result = createFormSubmitter({ fetch, storeCrumb: (c) => stored.push(c) }).submit({ definition, values, signal: controller.signal });
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect([calls, stored]).toEqual([[FORM_SUBMISSION_KEY_URL], []]);
  });

  it('aborted during the save: rejects with the reason (not a network failure), the save call carrying the signal', async () => {
    const save = held();
    const fetch = scriptedFetch([keyReply, { body: {}, until: save.until }]);
    const controller = new AbortController();
    const submitting = createFormSubmitter({ fetch }).submit({ definition, values, signal: controller.signal });
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(2));
    expect(fetch.calls[1]?.init?.signal).toBe(controller.signal);
    controller.abort();
    await expect(submitting).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing when aborted before it starts', async () => {
    const fetch = scriptedFetch([keyReply, { body: {} }]);
    await expect(createFormSubmitter({ fetch }).submit({ definition, values, signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch.calls).toHaveLength(0);
  });
});
