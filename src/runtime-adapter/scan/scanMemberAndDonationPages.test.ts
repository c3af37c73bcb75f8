// @vitest-environment happy-dom
/** The scan cases of the member area access page, the access denied page (106), the donation page (203) and the donation block. */
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { scanPage } from './scanPage';

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));
const AREA = { id: 'ma-1', title: 'Roasters’ Circle', plans: [] };
const DENIED = { title: 'Roasters’ Circle', joinUrl: '/members' };
const DONATION = { donatePageId: 'dp-1', suggestedAmounts: [1000] };

const access = (attribute = json(AREA)) =>
  `<div class="sqs-member-area-access" id="access" data-member-area-json="${attribute}"><h1>Roasters’ Circle</h1></div>`;
const denied = `<div class="sqs-member-area-denied" id="denied" data-member-area-json="${json(DENIED)}"><p>Members only.</p></div>`;
const donationPage = `<div class="sqs-donation-page" id="give" data-donation-json="${json(DONATION)}"><h1>Give</h1></div>`;
const donationBlock = `<div class="sqs-block donation-block sqs-block-donation" id="block-don" data-block-type="" data-block-json="${json(DONATION)}"><div class="sqs-block-content"><a href="/checkout/donate?donatePageId=dp-1">Donate</a></div></div>`;

const kinds = (jobs: { kind: string; label: string }[]) => jobs.map((j) => [j.kind, j.label]);

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('member area page views', () => {
  it('finds the access page on any page but the denied page, with its JSON and the store currency, once', () => {
    document.body.innerHTML = access();
    const { jobs, messages } = scanPage(document, { pageType: 2, currency: 'EUR' });
    expect(messages).toEqual([]);
    expect(jobs).toEqual([expect.objectContaining({ kind: 'memberArea', label: 'access', props: { json: AREA, currency: 'EUR' } })]);
    expect(document.getElementById('access')?.getAttribute('data-runtime-bound')).toBe('memberArea');
    expect(scanPage(document, { pageType: 2 }).jobs).toEqual([]);
  });

  it('finds the denied page only on page type 106', () => {
    document.body.innerHTML = denied + access();
    expect(kinds(scanPage(document, { pageType: 2 }).jobs)).toEqual([['memberArea', 'access']]);
    document.body.innerHTML = denied + access();
    expect(kinds(scanPage(document, { pageType: 106 }).jobs)).toEqual([['memberAreaDenied', 'denied']]);
    expect(document.getElementById('access')?.hasAttribute('data-runtime-bound')).toBe(false);
  });

  it('leaves a root whose JSON does not parse as rendered, naming it, and does not try again', () => {
    document.body.innerHTML = access('{oops');
    const { jobs, messages } = scanPage(document, { pageType: 2 });
    expect(jobs).toEqual([]);
    expect(messages[0]).toMatch(/^The member area access page left as rendered: its data-member-area-json is not valid JSON/);
    expect(scanPage(document, { pageType: 2 }).messages).toEqual([]);
  });
});

describe('donation page and block', () => {
  it('finds the donation page on page type 203 only, with heading level 1', () => {
    document.body.innerHTML = donationPage;
    expect(scanPage(document, { pageType: 2 }).jobs).toEqual([]);
    const { jobs } = scanPage(document, { pageType: 203, currency: 'GBP' });
    expect(jobs).toEqual([expect.objectContaining({ kind: 'donation', label: 'give', props: { settings: DONATION, currency: 'GBP', headingLevel: 1 } })]);
  });

  it('finds the donation block by its class on any page, with heading level 2', () => {
    document.body.innerHTML = donationBlock;
    const { jobs } = scanPage(document, { pageType: 2 });
    expect(jobs).toEqual([expect.objectContaining({ kind: 'donation', label: 'block-don', props: { settings: DONATION, currency: null, headingLevel: 2 } })]);
  });

  it('finds a donation page and a donation block on one page as two donations', () => {
    document.body.innerHTML = donationPage + donationBlock;
    expect(kinds(scanPage(document, { pageType: 203 }).jobs)).toEqual([
      ['donation', 'block-don'],
      ['donation', 'give'],
    ]);
  });
});
