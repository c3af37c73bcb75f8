import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.mjs';
import { CONTACT_FORM_ID, NEWSLETTER_FORM_ID, VALID_CONTACT_VALUES, startTestSite } from '../testing/siteClient.mjs';

/** @type {Awaited<ReturnType<typeof startTestSite>>} */
let site;
let clock = 1_700_000_000_000;
beforeAll(async () => {
  site = await startTestSite({ now: () => clock, rateLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => site.close());
// Every test comes from the same address: each starts in a minute of its own, under the limit.
beforeEach(() => {
  clock += 60_000;
});

/** A newsletter submission from another loopback address (node:http, which can choose it). @param {string} localAddress @param {unknown} values */
async function submitFrom(localAddress, values) {
  const { hostname, port } = new URL(site.url);
  /** @param {string} path @param {string} cookie @param {string} [body] @returns {Promise<{ status: number, text: string, cookies: string[] }>} */
  const post = (path, cookie, body) =>
    new Promise((resolve, reject) => {
      const req = request(
        { host: hostname, port, path, method: body === undefined ? 'GET' : 'POST', localAddress, headers: { cookie, 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text, cookies: res.headers['set-cookie'] ?? [] }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const page = await post('/contact', '');
  const crumb = (page.cookies.find((c) => c.startsWith('crumb=')) ?? '').split(';')[0]?.slice('crumb='.length) ?? '';
  const { key } = JSON.parse((await post(`/api/form/FormSubmissionKey?crumb=${crumb}`, `crumb=${crumb}`, '{}')).text);
  const saved = await post(
    `/api/form/SaveFormSubmission?crumb=${crumb}`,
    `crumb=${crumb}`,
    JSON.stringify({ key, formId: NEWSLETTER_FORM_ID, form: JSON.stringify(values) }),
  );
  return saved.status;
}

async function visitor() {
  const client = site.client();
  await client.page('/contact');
  return client;
}

describe('SaveFormSubmission', () => {
  it('accepts a valid submission and stores every value the visitor sent', async () => {
    const client = await visitor();
    const values = { ...VALID_CONTACT_VALUES, 'checkbox-6': ['Prints', 'Cards'], 'likert-11': { 'I found what I needed': '2' }, extra: 'kept' };
    const response = await client.submit(CONTACT_FORM_ID, values, {
      collectionId: 'c1',
      objectName: 'page-section-contact',
      isOverlayForm: false,
      submitButtonText: 'Send',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ success: true, submissionId: expect.any(Number) });
    const [row] = (await client.rows('form_submissions')).filter((r) => r.id === body.submissionId);
    expect(row).toMatchObject({ form_id: CONTACT_FORM_ID, page_path: '/contact', collection_id: 'c1', submit_button_text: 'Send', form_json: values });
    expect(row?.payload_json).not.toHaveProperty('key');
  });

  it('takes a key once: the second use is refused with the 401 message', async () => {
    const client = await visitor();
    const key = await client.formKey();
    const json = { key, formId: NEWSLETTER_FORM_ID, form: JSON.stringify({ 'email-n1': 'once@example.com' }) };
    expect((await client.call('POST', '/api/form/SaveFormSubmission', { json })).status).toBe(200);
    const again = await client.call('POST', '/api/form/SaveFormSubmission', { json });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: 'Unable to submit form. Please try again later.' });
    const invented = await client.call('POST', '/api/form/SaveFormSubmission', { json: { ...json, key: 'made-up' } });
    expect(invented.status).toBe(401);
  });

  it('answers an unknown formId with 404 and the spec’s message', async () => {
    const client = await visitor();
    const response = await client.submit('no-such-form', { a: 'b' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'This form has not been configured yet.' });
  });

  it('answers 400 with errors keyed by field id, from the form’s definition on the page', async () => {
    const client = await visitor();
    const response = await client.submit(CONTACT_FORM_ID, {
      'name-1': { first: 'Ada', last: ' ' },
      'email-2': 'not-an-email',
      'textarea-13': 'x'.repeat(501),
      'section-4': '',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        'name-1': 'This field is required.',
        'email-2': 'Email is not valid. Email addresses should follow the format name@example.com.',
        'select-5': 'This field is required.',
        'textarea-13': 'You have exceeded the character limit.',
      },
    });
    expect((await client.rows('form_submissions')).some((r) => r.form_json?.['email-2'] === 'not-an-email')).toBe(false);
  });

  it('answers form values that are not a JSON object with the parse message', async () => {
    const client = await visitor();
    const key = await client.formKey();
    const response = await client.call('POST', '/api/form/SaveFormSubmission', { json: { key, formId: CONTACT_FORM_ID, form: '{"name-1":' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Could not parse the form fields, please check your entries.' });
  });

  it('limits each address: over the limit is 429 whatever cookies the client sends; other addresses and later minutes are not affected', async () => {
    const client = await visitor();
    const values = { 'email-n1': 'limit@example.com' };
    for (let i = 0; i < 3; i += 1) {
      client.jar.set('ss_cvr', `chosen-${i}|1|2`);
      expect((await client.submit(NEWSLETTER_FORM_ID, values)).status).toBe(200);
    }
    client.jar.set('ss_cvr', 'another-one|1|2');
    const limited = await client.submit(NEWSLETTER_FORM_ID, values);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' });
    expect((await (await visitor()).submit(NEWSLETTER_FORM_ID, values)).status).toBe(429);
    expect(await submitFrom('127.0.0.2', values)).toBe(200);
    clock += 60_000;
    expect((await client.submit(NEWSLETTER_FORM_ID, values)).status).toBe(200);
  });

  it('accepts the form-encoded page-level variant (key and form as a JSON string, no formId) unvalidated', async () => {
    const client = await visitor();
    const key = await client.formKey();
    const response = await client.call('POST', '/api/form/SaveFormSubmission', {
      form: { key, form: JSON.stringify({ 'email-n1': 'not validated' }), captchaKey: 'c' },
    });
    expect(response.status).toBe(200);
    expect((await client.rows('form_submissions'))[0]).toMatchObject({ form_id: null, form_json: { 'email-n1': 'not validated' } });
  });

  it('validates a form-encoded submission that names its form', async () => {
    const client = await visitor();
    const key = await client.formKey();
    const response = await client.call('POST', '/api/form/SaveFormSubmission', {
      form: { key, formId: NEWSLETTER_FORM_ID, form: JSON.stringify({ 'email-n1': '' }) },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { 'email-n1': 'This field is required.' } });
  });

  it('keeps a submission whose reply never reached the visitor', async () => {
    const client = await visitor();
    await client.arm({ path: '/api/form/SaveFormSubmission', drop: true });
    await expect(client.submit(NEWSLETTER_FORM_ID, { 'email-n1': 'dropped@example.com' })).rejects.toThrow();
    const rows = await client.rows('form_submissions');
    expect(rows[0]?.form_json).toEqual({ 'email-n1': 'dropped@example.com' });
  });
});

describe('the database file', () => {
  it('holds an accepted submission by the time the reply arrives, and after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-site-'));
    const file = join(dir, 'dev.sqlite');
    const onDisk = await startTestSite({ memory: false, databaseFile: file });
    try {
      const client = onDisk.client();
      await client.page('/contact');
      expect((await client.submit(CONTACT_FORM_ID, VALID_CONTACT_VALUES)).status).toBe(200);
      // What is on disk now, as a kill would leave it: the snapshot and its journal.
      const copy = join(dir, 'copy.sqlite');
      copyFileSync(file, copy);
      copyFileSync(`${file}.changes`, `${copy}.changes`);
      const db = await openDatabase({ file: copy });
      expect(db.list('form_submissions').map((r) => [r.form_id, r.form_json])).toEqual([[CONTACT_FORM_ID, JSON.stringify(VALID_CONTACT_VALUES)]]);
      db.close();
    } finally {
      await onDisk.close();
    }
    const again = await startTestSite({ memory: false, databaseFile: file });
    try {
      expect(await again.client().rows('form_submissions')).toHaveLength(1);
      const SQL = await initSqlJs();
      const snapshot = new SQL.Database(readFileSync(file));
      expect(snapshot.exec('SELECT form_id FROM form_submissions')[0]?.values).toEqual([[CONTACT_FORM_ID]]);
      snapshot.close();
    } finally {
      await again.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
