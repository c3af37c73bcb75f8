// @vitest-environment happy-dom
/**
 * The member area, access denied and donation chunks on server markup: what a visitor
 * sees, join and donate through the page's navigator, data the readers refuse thrown
 * (the mounter logs it), and the server markup back after the unmount.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { blockJson as json, mountJob, testMountContext } from '../testing/mountJob.fixture';

const price = (unit: string, priceCents: number, cartToken: string) => ({ billingPeriod: { value: 1, unit }, numBillingCycles: 0, priceCents, cartToken });
const AREA = {
  id: 'ma-1',
  title: 'Roasters’ Circle',
  plans: [{ id: 'regular', title: 'Regular', prices: [price('MONTH', 1000, 'tok-m'), price('YEAR', 10000, 'tok-y')] }],
};
const navigator = testMountContext.services.navigator as unknown as { current: { assign: { mock: { calls: string[][] }; mockClear(): void } } };

beforeEach(() => {
  document.body.innerHTML = '';
  navigator.current.assign.mockClear();
});

// the first mount of a chunk transforms it: slow on a busy machine
describe('member area mount chunks', { timeout: 30_000 }, () => {
  it('the access page shows the plans in the store currency; the toggle switches; join goes to subscribe checkout', async () => {
    document.body.innerHTML = `<div class="sqs-member-area-access" data-member-area-json="${json(AREA)}"><h1>Roasters’ Circle</h1>
      <ul class="member-area-plans server"><li>Regular: €10.00 / month or €100.00 / year.
        <a class="sqs-subscribe-button" href="/checkout/subscribe?cartToken=tok-m">Join monthly</a>
        <a class="sqs-subscribe-button" href="/checkout/subscribe?cartToken=tok-y">Join yearly</a></li></ul>
      <p>Already a member? <a href="/account/login">Sign in</a></p></div>`;
    const unmount = await mountJob(scanPage(document, { pageType: 2, currency: 'EUR' }).jobs[0]);
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(true);
    const priceText = () => document.querySelector('[data-plan-price] [aria-hidden="true"]')?.textContent;
    expect(priceText()).toBe('€10.00/ month');
    expect(document.querySelector('[data-other-prices]')?.textContent).toBe('or €100.00 / year');
    act(() => document.querySelectorAll<HTMLElement>('.runtime-member-area [role="radio"]')[1]!.click());
    expect(priceText()).toBe('€100.00/ year');
    act(() => document.querySelector<HTMLButtonElement>('[data-join-button="regular"]')!.click());
    expect(navigator.current.assign.mock.calls).toEqual([['/checkout/subscribe?cartToken=tok-y']]);
    unmount();
    expect(document.querySelector('.runtime-member-area')).toBeNull();
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(false);
  });

  it('access page data the reader refuses throws with the problem named, and nothing is hidden', async () => {
    document.body.innerHTML = `<div class="sqs-member-area-access" data-member-area-json="${json({ id: 'ma-1', plans: [] })}"><p>kept</p></div>`;
    await expect(mountJob(scanPage(document).jobs[0])).rejects.toThrow('Member area ma-1: title is missing; plans must be a list of at least one plan.');
    expect(document.querySelector<HTMLElement>('p')?.hidden).toBe(false);
  });

  it('the denied page (106) says the page is for members and links to the area and to sign in', async () => {
    document.body.innerHTML = `<div class="sqs-member-area-denied" data-member-area-json="${json({ title: 'Roasters’ Circle', joinUrl: '/members' })}"><h1 class="server">This page is for members</h1>
      <p>Join Roasters’ Circle to see this page: <a href="/members">see membership plans</a>.</p>
      <p>Already a member? <a href="/account/login">Sign in</a></p></div>`;
    const unmount = await mountJob(scanPage(document, { pageType: 106 }).jobs[0]);
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(true);
    expect(document.querySelector('.runtime-member-area-denied h1')?.textContent).toBe('This page is for members');
    expect(document.querySelector('.runtime-member-area-denied')?.textContent).toContain('Join Roasters’ Circle to see this page.');
    expect(document.querySelector('.runtime-member-area-denied a')?.getAttribute('href')).toBe('/members');
    unmount();
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(false);
  });
});

describe('donation mount chunk', { timeout: 30_000 }, () => {
  it('a donation block opens folded as the server showed it, then donates the chosen preset through the navigator, in the store currency', async () => {
    const settings = { donatePageId: 'dp-1', title: 'Give', suggestedAmounts: [1000, 2500] };
    document.body.innerHTML = `<div class="sqs-block donation-block" id="block-don" data-block-type="" data-block-json="${json(settings)}"><div class="sqs-block-content"><a class="server" href="/checkout/donate?donatePageId=dp-1">Donate</a></div></div>`;
    const unmount = await mountJob(scanPage(document, { currency: 'GBP' }).jobs[0]);
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(true);
    expect(document.querySelector('.runtime-donation h2')?.textContent).toBe('Give');
    expect(document.querySelector('.runtime-donation [role="radio"]')).toBeNull();
    act(() => document.querySelector<HTMLButtonElement>('[data-donate-button]')!.click());
    expect(navigator.current.assign).not.toHaveBeenCalled();
    act(() => document.querySelectorAll<HTMLElement>('.runtime-donation [role="radio"]')[1]!.click());
    act(() => document.querySelector<HTMLButtonElement>('[data-donate-button]')!.click());
    expect(navigator.current.assign.mock.calls).toEqual([['/checkout/donate?donatePageId=dp-1&amount=25.00&currency=GBP&frequency=one-time']]);
    unmount();
    expect(document.querySelector<HTMLElement>('.server')?.hidden).toBe(false);
  });

  it('the donation page (203) titles the view as the page’s heading', async () => {
    document.body.innerHTML = `<div class="sqs-donation-page" data-donation-json="${json({ donatePageId: 'dp-2', title: 'Support the bakery school' })}"></div>`;
    const unmount = await mountJob(scanPage(document, { pageType: 203 }).jobs[0]);
    expect(document.querySelector('.runtime-donation h1')?.textContent).toBe('Support the bakery school');
    unmount();
  });

  it('settings the reader refuses throw, naming the key', async () => {
    document.body.innerHTML = `<div class="sqs-block donation-block" id="block-x" data-block-type="" data-block-json="${json({ suggestedAmounts: [5] })}"><div class="sqs-block-content"></div></div>`;
    await expect(mountJob(scanPage(document).jobs[0])).rejects.toThrow('donation block: donatePageId is missing');
  });
});
