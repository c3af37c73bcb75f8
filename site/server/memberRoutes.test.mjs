import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from '../../src/platform/markup/htmlEntities';
import { startTestSite } from '../testing/siteClient.mjs';

/** @type {Awaited<ReturnType<typeof startTestSite>>} */
let site;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site.close();
});

/** The decoded JSON of the first `name="…"` attribute in the html. @param {string} html @param {string} name */
function jsonAttribute(html, name) {
  const match = new RegExp(`${name}="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no ${name} in the page`);
  return JSON.parse(decodeHtmlEntities(match[1] ?? ''));
}

describe('member area and donation pages', () => {
  it('/members is the access page: two plans, each billed monthly or yearly, with their cart tokens', async () => {
    const response = await site.client().page('/members');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('class="page-type-2"');
    const area = jsonAttribute(html, 'data-member-area-json');
    expect(area.plans.map((/** @type {any} */ p) => [p.id, p.prices.map((/** @type {any} */ x) => [x.billingPeriod.unit, x.priceCents, x.cartToken])])).toEqual(
      [
        [
          'regular',
          [
            ['MONTH', 1000, 'dev-member-regular-month'],
            ['YEAR', 10000, 'dev-member-regular-year'],
          ],
        ],
        [
          'patron',
          [
            ['MONTH', 2500, 'dev-member-patron-month'],
            ['YEAR', 25000, 'dev-member-patron-year'],
          ],
        ],
      ],
    );
  });

  it('/members/denied is the access denied page (106), in the shared layout with the crumb cookie', async () => {
    const response = await site.client().page('/members/denied');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^crumb=/)]);
    const html = await response.text();
    expect(html).toContain('class="page-type-106"');
    expect(html).toContain('<title>Members only — Dev Site</title>');
    expect(jsonAttribute(html, 'data-member-area-json')).toMatchObject({ title: 'Roasters’ Circle', joinUrl: '/members' });
  });

  it('/donate is the donation page (203) with a donation block that allows monthly gifts', async () => {
    const html = await (await site.client().page('/donate')).text();
    expect(html).toContain('class="page-type-203"');
    expect(jsonAttribute(html, 'data-donation-json')).toMatchObject({ donatePageId: '6500000000000000000000d2', suggestedAmounts: [1000, 2500, 5000, 10000] });
    expect(jsonAttribute(html, 'data-block-json')).toMatchObject({ donatePageId: '6500000000000000000000d3', allowRecurring: true });
    expect(html).toContain('class="sqs-block donation-block sqs-block-donation"');
  });

  it('the navigation links to the member area and the donation page', async () => {
    const html = await (await site.client().page('/')).text();
    expect(html).toContain('<a href="/members">Members</a>');
    expect(html).toContain('<a href="/donate">Donate</a>');
  });

  it('/account/login stands in for the sign-in page, showing where the member returns', async () => {
    const response = await site.client().page('/account/login?returnUrl=%2Fmembers');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Sign in (dev site)</h1>');
    expect(html).toContain('<dt>returnUrl</dt><dd><code>/members</code></dd>');
  });

  it('donation checkout shows the donatePageId and the chosen amount it received', async () => {
    const html = await (await site.client().page('/checkout/donate?donatePageId=6500000000000000000000d3&amount=25.00&currency=USD&frequency=monthly')).text();
    expect(html).toContain('<dt>donatePageId</dt><dd><code>6500000000000000000000d3</code></dd>');
    expect(html).toContain('<dt>amount</dt><dd><code>25.00</code></dd>');
    expect(html).toContain('<dt>frequency</dt><dd><code>monthly</code></dd>');
  });
});
