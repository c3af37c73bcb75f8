/**
 * Forms on the dev site's contact page, end to end: a real submission stored in the
 * site's database, every failure path with its message and nothing the visitor typed
 * lost, a resubmission after a failure, the crumb retry, repeat clicks, the newsletter.
 */
import { expect, test, type Page } from '@playwright/test';
import { devSite, runtimeReady, type Fault } from './devSite';

const SAVE = '/api/form/SaveFormSubmission';
/** The contact page's blocks, as published (7.1: the form's definition in its context script). */
const CONTACT_FORM = '#block-yui_3_17_2_1_1710241000000_1100';
const CONTACT_NEWSLETTER = '#block-yui_3_17_2_1_1710241000000_1200';
/** The mounted view in a block (the server's own form stays in the page, hidden). */
const VIEW = '.runtime-form';
const THANKS = 'Thank you! We will reply within two working days.';

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

async function openContact(page: Page) {
  await page.goto('/contact?utm_campaign=spring');
  await runtimeReady(page);
  return page.locator(`${CONTACT_FORM} ${VIEW}`);
}

async function fillRequired(page: Page) {
  const form = page.locator(`${CONTACT_FORM} ${VIEW}`);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
  await form.getByRole('combobox', { name: /^Subject/ }).selectOption('A print commission');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Two prints of the harbour, please.');
  return form;
}

test('a submission is stored by the site, and the post-submit message replaces the form and takes focus', async ({ page, request }) => {
  const form = await openContact(page);
  await fillRequired(page);
  await form.getByRole('checkbox', { name: 'Cards' }).check();
  await form.getByRole('button', { name: 'Send' }).click();
  const message = form.getByText(THANKS);
  await expect(message).toBeVisible();
  await expect(form.getByText('see the galleries')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send' })).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(THANKS);

  const rows = await devSite(request).rows('form_submissions');
  expect(rows).toHaveLength(1);
  // the ids the form's onsubmit names: a 7.1 classic form's object is its page section
  expect(rows[0]).toMatchObject({
    form_id: '65f0c0ffee0000000000c001',
    collection_id: '6500000000000000000000a3',
    object_name: 'page-section-940e7fa2713193d117b742fe',
  });
  const stored = JSON.stringify(rows[0]);
  for (const value of ['65f0c0ffee0000000000c001', 'Ada', 'Lovelace', 'ada@example.com', 'A print commission', 'Two prints of the harbour', 'Cards'])
    expect(stored).toContain(value);
});

const FAILURES: { name: string; fault: Fault; message: string }[] = [
  { name: '401', fault: { path: SAVE, status: 401, body: {} }, message: 'Unable to submit form. Please try again later.' },
  { name: '404', fault: { path: SAVE, status: 404, body: {} }, message: 'This form has not been configured yet.' },
  { name: '429', fault: { path: SAVE, status: 429, body: {} }, message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' },
  { name: '500', fault: { path: SAVE, status: 500, body: {} }, message: 'Unable to send form. Please try again later.' },
  { name: 'a malformed reply', fault: { path: SAVE, malformed: true }, message: 'Error processing form submission. Please reload and try again.' },
  {
    name: 'no submission key',
    fault: { path: '/api/form/FormSubmissionKey', status: 500, body: {} },
    message: 'Could not get a form submission key, please try again later.',
  },
];

for (const { name, fault, message } of FAILURES) {
  test(`${name}: the spec's message, the form unlocked with what was typed, nothing stored`, async ({ page, request }) => {
    const site = devSite(request);
    const form = await openContact(page);
    await fillRequired(page);
    await site.fault(fault);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(form.getByLabel('First name')).toHaveValue('Ada');
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('Two prints of the harbour, please.');
    expect(await site.rows('form_submissions')).toHaveLength(0);
  });
}

test('errors keyed by field id show on their fields, with the error-above message', async ({ page, request }) => {
  const site = devSite(request);
  const form = await openContact(page);
  await fillRequired(page);
  await site.fault({ path: SAVE, status: 400, body: { errors: { 'email-2': 'This address bounced before.' } } });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Your form has encountered a problem. Please scroll down to review.')).toBeVisible();
  const email = form.getByRole('textbox', { name: /^Email/ });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/This address bounced before\./);
});

test('a network failure keeps what was typed; resubmitting then stores it once', async ({ page, request }) => {
  const site = devSite(request);
  const form = await openContact(page);
  await fillRequired(page);
  await page.route(`**${SAVE}*`, (route) => route.abort('connectionreset'), { times: 1 });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Unable to send form. Please try again later.' }).first()).toBeVisible();
  await expect(form.getByLabel('Last name')).toHaveValue('Lovelace');
  expect(await site.rows('form_submissions')).toHaveLength(0);

  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText(THANKS)).toBeVisible();
  expect(await site.rows('form_submissions')).toHaveLength(1);
});

test('a reply lost after the site stored the submission: the visitor sees a failure, the site keeps the submission', async ({ page, request }) => {
  const site = devSite(request);
  const form = await openContact(page);
  await fillRequired(page);
  await site.fault({ path: SAVE, drop: true });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  await expect(form.getByLabel('First name')).toHaveValue('Ada');
  await expect.poll(async () => (await site.rows('form_submissions')).length).toBe(1);
});

test('a bad crumb: the new crumb is stored and the submission retried once, then stored', async ({ page, request, context }) => {
  const site = devSite(request);
  const form = await openContact(page);
  await fillRequired(page);
  await site.fault({ path: SAVE, crumbFail: true });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText(THANKS)).toBeVisible();
  expect(await site.rows('form_submissions')).toHaveLength(1);
  expect((await context.cookies()).find((c) => c.name === 'crumb')?.value).toBeTruthy();
});

test('20 rapid clicks on Send store exactly one submission', async ({ page, request }) => {
  const form = await openContact(page);
  await fillRequired(page);
  const send = form.getByRole('button', { name: 'Send' });
  await send.evaluate((button: HTMLButtonElement) => {
    for (let i = 0; i < 20; i += 1) button.click();
  });
  await expect(form.getByText(THANKS)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await devSite(request).rows('form_submissions')).toHaveLength(1);
});

test('the hidden field takes the same-named query parameter', async ({ page, request }) => {
  const form = await openContact(page);
  await fillRequired(page);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText(THANKS)).toBeVisible();
  expect(JSON.stringify((await devSite(request).rows('form_submissions'))[0])).toContain('spring');
});

test('a newsletter sign-up is stored with the analytics event fields, says thank you, records the subscribe and form_submitted events, and keeps the analytics id in its cookie for 390 days', async ({
  page,
  request,
}) => {
  const site = devSite(request);
  await page.goto('/contact');
  await runtimeReady(page);
  const newsletter = page.locator(CONTACT_NEWSLETTER);
  await newsletter.getByRole('textbox', { name: /Email Address/ }).fill('reader@example.com');
  await newsletter.getByRole('button', { name: 'Sign Up' }).click();
  await expect(newsletter.locator('.runtime-newsletter').getByText('Thank you for subscribing.')).toBeVisible();
  const rows = await site.rows('form_submissions');
  expect(JSON.stringify(rows)).toContain('reader@example.com');
  await expect.poll(async () => JSON.stringify(await site.rows('events'))).toContain('newsletter_subscribe');
  // the analytics event fields travel with the submission, and the success is an analytics event (v1)
  const submission = rows.find((row) => JSON.stringify(row).includes('reader@example.com'));
  expect(submission?.payload_json).toMatchObject({
    websiteId: 'dev-website-0001',
    pagePath: '/contact',
    analyticsId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
  });
  await expect.poll(async () => (await site.rows('events')).filter((row) => row.source === 'v1').map((row) => row.event)).toContain('form_submitted');
  // the visitor's analytics id is the one sent, kept in its cookie for 390 days
  const idCookie = (await page.context().cookies()).find((c) => c.name === 'ss_analyticsId');
  expect(idCookie?.value).toBe((submission?.payload_json as { analyticsId?: string } | undefined)?.analyticsId);
  const days = ((idCookie?.expires ?? 0) * 1000 - Date.now()) / (24 * 3600 * 1000);
  expect(days).toBeGreaterThan(389.9);
  expect(days).toBeLessThanOrEqual(390);
});

test('when the browser refuses the analytics id cookie, the page warns once, Unable to store analyticsId, and the sign-up still goes through', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => cookie.get!.call(document) as string,
      set: (value: string) => {
        if (!value.startsWith('ss_analyticsId=')) cookie.set!.call(document, value);
      },
    });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/contact');
  await runtimeReady(page);
  const newsletter = page.locator(CONTACT_NEWSLETTER);
  await newsletter.getByRole('textbox', { name: /Email Address/ }).fill('reader@example.com');
  await newsletter.getByRole('button', { name: 'Sign Up' }).click();
  await expect(newsletter.locator('.runtime-newsletter').getByText('Thank you for subscribing.')).toBeVisible();
  await expect.poll(async () => (await devSite(request).rows('events')).filter((row) => row.source === 'v1').length).toBeGreaterThan(0);
  expect(warnings.filter((text) => text === 'Unable to store analyticsId')).toHaveLength(1);
});

test('a 7.0 form (fields rendered as HTML) mounts with every label and option, and submits with the ids its onsubmit names', async ({ page, request }) => {
  await page.goto('/framing');
  await runtimeReady(page);
  const block = page.locator('#block-yui_3_17_2_1_1710241000000_1400');
  const form = block.locator('.runtime-form');
  await expect(form.getByRole('radio', { name: 'Oak' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Museum glass' })).toBeVisible();
  await form.getByLabel('First Name').fill('Grace');
  await form.getByLabel('Last Name').fill('Hopper');
  await form.getByRole('textbox', { name: /^Email/ }).fill('grace@example.com');
  await form.getByRole('combobox', { name: /^What should we frame/ }).selectOption('A piece of your own');
  await form.getByRole('radio', { name: 'Black' }).check();
  await form.getByRole('button', { name: 'Ask for a quote' }).click();
  await expect(form.getByText('A framing quote is on its way')).toBeVisible();
  const rows = await devSite(request).rows('form_submissions');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    form_id: '65f0c0ffee0000000000c005',
    collection_id: '6500000000000000000000f7',
    object_name: 'page-6500000000000000000000f7',
  });
  expect(JSON.stringify(rows[0])).toContain('A piece of your own');
});

test('a fluid-engine form submits with its block id as the object name', async ({ page, request }) => {
  await openContact(page);
  const form = page.locator('#block-yui_3_17_2_1_1710241000000_1300 .runtime-form');
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
  await form.getByRole('textbox', { name: /^Which day/ }).fill('Thursday');
  await form.getByRole('button', { name: 'Book a visit' }).click();
  await expect(form.getByText('See you at the studio!')).toBeVisible();
  const rows = await devSite(request).rows('form_submissions');
  expect(rows[0]).toMatchObject({ form_id: '65f0c0ffee0000000000c004', object_name: 'yui_3_17_2_1_1710241000000_1300' });
});

test('a US address whose zip is not 5 digits: the zip message and the whole-form message, nothing sent; 5 digits submit', async ({ page, request }) => {
  const form = await openContact(page);
  await fillRequired(page);
  const address = form.getByRole('group', { name: /^Shipping address/ });
  await address.getByRole('textbox', { name: /country/i }).fill('United States');
  const zip = address.getByRole('textbox', { name: /zip/i });
  await zip.fill('1234');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Zip code must be exactly 5 digits.')).toBeVisible();
  await expect(form.getByText('One or more fields is invalid, please check your entries.')).toBeVisible();
  expect(await devSite(request).rows('form_submissions')).toHaveLength(0);
  await zip.fill('94110');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText(THANKS)).toBeVisible();
});

test('an address that is not an email: the spec’s message on the field and the whole-form message, nothing sent', async ({ page, request }) => {
  const form = await openContact(page);
  await fillRequired(page);
  const email = form.getByRole('textbox', { name: /^Email/ });
  await email.fill('ada.example.com');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Email is not valid\. Email addresses should follow the format .+\./);
  await expect(form.getByText('One or more fields is invalid, please check your entries.')).toBeVisible();
  expect(await devSite(request).rows('form_submissions')).toHaveLength(0);
});
