import { describe, expect, it, vi } from 'vitest';
import { blockServicesOf, NO_FORMS } from './blockServices';
import { pageFormSubmitter } from './pageFormSubmitter';
import type { MountServices } from '../mountTypes';
import { readFormDefinition } from '../../services/forms/formDefinition';

const { definition } = readFormDefinition({ formId: 'form-1', collectionId: 'col-1', objectName: 'o', fields: [{ type: 'email', id: 'email' }] });
const submission = { definition, values: { email: 'ada@example.com' } };

function mountServices(eventFields: unknown = null) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ key: 'k-1' }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  const services = {
    fetch,
    query: '?a=1',
    crumb: () => 'crumb-1',
    storeCrumb: vi.fn(),
    navigate: vi.fn(),
    dataCall: vi.fn(),
    tracking: { eventFields: () => eventFields, census: { formRender: vi.fn() }, recordEvent: vi.fn(), trackEvent: vi.fn() },
  } as unknown as MountServices;
  return { services, fetch };
}

describe('blockServicesOf', () => {
  it('refuses a form under a block that sends none, with a message naming what to give it', async () => {
    const { services, fetch } = mountServices();
    const block = blockServicesOf(services);
    expect(block.forms).toBe(NO_FORMS);
    await expect(block.forms.submit(submission)).rejects.toThrow('This block sends no forms: give a form block the page’s form submitter (pageFormSubmitter)');
    expect(fetch).not.toHaveBeenCalled();
    expect(block.query).toBe('?a=1');
  });

  it("sends a form block's submission through the page's fetch with the crumb and the page's event fields", async () => {
    const { services, fetch } = mountServices({ websiteId: 'site-1' });
    const block = blockServicesOf(services, pageFormSubmitter(services));
    await block.forms.submit(submission);
    expect(fetch.mock.calls.length).toBeGreaterThan(0);
    expect(fetch.mock.calls.every(([url]) => url.includes('crumb=crumb-1'))).toBe(true);
    const bodies = fetch.mock.calls.map(([, init]) => String(init?.body ?? ''));
    expect(bodies.some((body) => body.includes('site-1'))).toBe(true);
  });
});
