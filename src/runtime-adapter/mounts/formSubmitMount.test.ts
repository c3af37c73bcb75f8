// @vitest-environment happy-dom
/**
 * A published newsletter form submitted on the page, through the mounted chunk: the
 * SaveFormSubmission call carries the analytics event fields of the page and visitor
 * (none when tracking may not happen), a success is sent as the analytics event
 * `form_submitted` (POST /api/v1/events) and goes to the success redirect the markup
 * names (`data-success-redirect`).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../../services/cookies/cookieJar';
import type { FetchLike } from '../../services/http/fetchLike';
import { examplePageFacts } from '../../services/tracking/census/examplePageFacts';
import { createTracking } from '../../services/tracking/createTracking';
import { mountRegistry } from '../registry';
import type { MountContext, MountJob } from '../mountTypes';
import { scanPage } from '../scan/scanPage';
import { fakeMountServices } from '../testing/fakeServices.fixture';
import { settle } from '../testing/mountJob.fixture';
import { publishedNewsletter } from '../testing/publishedNewsletter.fixture';

interface Sent {
  url: string;
  body: string;
}

function pageWith({ tracked }: { tracked: boolean }) {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url: String(url), body: typeof init?.body === 'string' ? init.body : '' });
    const reply = String(url).startsWith('/api/form/FormSubmissionKey') ? { key: 'k-1' } : {};
    return { status: 200, statusText: 'OK', ok: true, text: async () => JSON.stringify(reply) };
  };
  const cookies = memoryCookieJar();
  const trackingCalls: Sent[] = [];
  const tracking = createTracking({
    fetch: async (url, init) => {
      trackingCalls.push({ url: String(url), body: typeof init?.body === 'string' ? init.body : '' });
      return { status: 200, statusText: 'OK', ok: true, text: async () => '{}' };
    },
    cookies,
    now: () => 0,
    timers: { setTimeout: () => 0, clearTimeout: () => {} },
    logger: { warn: () => {} },
    reportError: () => {},
    enabled: () => tracked,
    mayTrack: () => true,
    page: () => examplePageFacts({ pagePath: '/join', pageHash: null, marketingId: 'mk-7' }),
    randomId: () => 'a1b2c3d4-0000-4000-8000-000000000001',
  });
  const navigate = vi.fn<(url: string) => void>();
  const context: MountContext = { noMotion: true, mobileApp: false, services: { ...fakeMountServices(), fetch, cookies, tracking, navigate } };
  return { sent, trackingCalls, navigate, context };
}

async function mount(job: MountJob | undefined, context: MountContext) {
  if (!job) throw new Error('no job');
  const loader = mountRegistry[job.kind] as () => Promise<{ mount: (e: HTMLElement, p: unknown, c: MountContext) => () => void }>;
  const unmount = (await loader()).mount(job.element, job.props, context);
  await settle();
  return unmount;
}

async function signUp(email: string) {
  const form = document.querySelector<HTMLFormElement>('.runtime-newsletter form, [class^="runtime-"] form')!;
  const input = form.querySelector<HTMLInputElement>('input[type="email"]')!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, email);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  for (let i = 0; i < 10; i++) await settle();
}

const newsletterWithRedirect = (redirect: string) =>
  publishedNewsletter('block-n', { formId: 'n1' }).replace(
    '<form class="newsletter-form"',
    `<form class="newsletter-form" data-success-redirect="${redirect}"`,
  );

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('form submission on a published page', () => {
  it('sends the analytics event fields with SaveFormSubmission and goes to the success redirect of the markup', async () => {
    document.body.innerHTML = newsletterWithRedirect('/thank-you');
    const { sent, trackingCalls, navigate, context } = pageWith({ tracked: true });
    const unmount = await mount(
      scanPage(document).jobs.find((job) => job.kind === 'newsletter'),
      context,
    );
    await signUp('ada@example.org');
    const save = sent.find((call) => call.url.startsWith('/api/form/SaveFormSubmission'));
    expect(save).toBeDefined();
    const body = JSON.parse(save!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      key: 'k-1',
      formId: 'n1',
      analyticsId: 'a1b2c3d4-0000-4000-8000-000000000001',
      marketingId: 'mk-7',
      websiteId: examplePageFacts().websiteId,
      templateId: examplePageFacts().templateId,
      website_locale: 'en-GB',
      pagePath: '/join',
      pageHash: null,
    });
    expect(navigate).toHaveBeenCalledWith('/thank-you');
    const event = trackingCalls.find((call) => call.url === '/api/v1/events');
    expect(JSON.parse(event?.body ?? '{}')).toMatchObject({
      analyticsId: 'a1b2c3d4-0000-4000-8000-000000000001',
      customSchemaName: 'form_submitted',
      customData: { formId: 'n1' },
      commonData: { pagePath: '/join', websiteId: examplePageFacts().websiteId },
    });
    unmount();
  });

  it('sends no analytics fields when tracking may not happen, and no redirect when the markup names none', async () => {
    document.body.innerHTML = newsletterWithRedirect('');
    const { sent, navigate, context } = pageWith({ tracked: false });
    const unmount = await mount(
      scanPage(document).jobs.find((job) => job.kind === 'newsletter'),
      context,
    );
    await signUp('ada@example.org');
    const save = sent.find((call) => call.url.startsWith('/api/form/SaveFormSubmission'));
    expect(save).toBeDefined();
    const body = JSON.parse(save!.body) as Record<string, unknown>;
    expect(body.formId).toBe('n1');
    expect(Object.keys(body)).not.toContain('analyticsId');
    expect(Object.keys(body)).not.toContain('pagePath');
    expect(navigate).not.toHaveBeenCalled();
    unmount();
  });
});
