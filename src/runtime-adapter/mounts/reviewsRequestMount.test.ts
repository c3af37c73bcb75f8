// @vitest-environment happy-dom
/**
 * The reviews request chunk on server markup: the forms a visitor sees, a review sent
 * through the page's data call (with the crumb) and thanked, refused requests thrown, and
 * the server markup back after the unmount.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../services/cookies/cookieJar';
import { createDataCall } from '../../services/http/dataCall';
import { recordingFetch } from '../../services/http/recordingFetch';
import { mountRegistry } from '../registry';
import { scanPage } from '../scan/scanPage';
import { fakeMountServices } from '../testing/fakeServices.fixture';
import { blockJson as json, settle } from '../testing/mountJob.fixture';
import type { MountContext } from '../mountTypes';

// the clicks below go through act(), as in the block's own tests
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const REQUEST = {
  token: 'rv-1',
  reviewerName: 'Sam Rivera',
  products: [
    { id: 'prod-beans', title: 'House blend' },
    { id: 'prod-mug', title: 'Mug' },
  ],
};

function context() {
  const fetch = recordingFetch([{ status: 200, body: { reviewId: 'r1' } }]);
  const cookies = memoryCookieJar({ crumb: 'c1' });
  const services = { ...fakeMountServices(), dataCall: createDataCall({ fetch, cookies }) };
  const mountContext: MountContext = { noMotion: true, mobileApp: false, services };
  return { fetch, mountContext };
}

async function mountScanned(request: unknown, mountContext: MountContext) {
  document.body.innerHTML = `<div id="reviews" data-reviews-request-json="${json(request)}"><p class="server" data-runtime-placeholder>Loading the review form for 2 products…</p></div>`;
  const job = scanPage(document, { pageType: 209 }).jobs[0]!;
  const { mount } = await mountRegistry.reviewsRequest();
  let unmount = () => {};
  await act(async () => {
    unmount = mount(job.element, job.props as { request: unknown }, mountContext);
    await settle();
  });
  return () => act(() => unmount());
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('reviews request mount chunk', () => {
  it('shows a form per product; a rated review goes to the review call with the crumb and is thanked; unmount gives back the markup', async () => {
    const { fetch, mountContext } = context();
    const unmount = await mountScanned(REQUEST, mountContext);
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(true);
    expect(document.querySelectorAll('.runtime-reviews-request form')).toHaveLength(2);
    const first = document.querySelector('[data-product-id="prod-beans"]')!;
    act(() => first.querySelectorAll<HTMLElement>('[role="radio"]')[4]!.click());
    act(() => first.querySelector('button')!.click());
    await act(settle);
    expect(fetch.requests.map((r) => r.url)).toEqual(['/api/commerce/reviews?crumb=c1']);
    expect(JSON.parse(fetch.requests[0]!.body!)).toMatchObject({ token: 'rv-1', productId: 'prod-beans', rating: 5 });
    expect(first.querySelector('[role="status"]')?.textContent).toContain('Thank you for your review.');
    unmount();
    expect(document.querySelector('.runtime-reviews-request')).toBeNull();
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(false);
  }, 30_000);

  it('an expired request shows the spec’s message', async () => {
    const unmount = await mountScanned({ status: 'expired' }, context().mountContext);
    expect(document.querySelector('.runtime-reviews-request')?.textContent).toBe('Your review request has expired');
    unmount();
  });

  it('a request the reader refuses throws with the key named, and nothing is hidden', async () => {
    await expect(mountScanned({ token: 'x', products: [{ title: 'no id' }] }, context().mountContext)).rejects.toThrow('products[0].id is required');
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(false);
  });
});
