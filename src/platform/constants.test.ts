import { describe, expect, it } from 'vitest';
import { ANALYTICS_COOKIE_LIFETIME_DAYS, MEDIA_QUERIES, QUERY_KEY_LIMIT, TRACKING_COOKIES, VISIT_COOKIE, VISITOR_COOKIE, mediaBreakpointOf } from './constants';

describe('constants', () => {
  it('media breakpoints: mobile up to 432 px, desktop from 433 px, tablet never', () => {
    expect(mediaBreakpointOf(432)).toBe('mobile');
    expect(mediaBreakpointOf(433)).toBe('desktop');
    expect(MEDIA_QUERIES).toEqual({ mobile: '(max-width: 432px)', desktop: '(min-width: 433px)', tablet: 'not all' });
  });

  it('spec values', () => {
    expect(TRACKING_COOKIES).toEqual(['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
    expect(ANALYTICS_COOKIE_LIFETIME_DAYS).toBe(390);
    expect(QUERY_KEY_LIMIT).toBe(1000);
  });

  it('the visitor and visit cookies are among the tracking cookies a restrictive policy clears', () => {
    expect(TRACKING_COOKIES).toContain(VISITOR_COOKIE);
    expect(TRACKING_COOKIES).toContain(VISIT_COOKIE);
  });
});
