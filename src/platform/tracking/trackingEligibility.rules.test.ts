import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageType } from '../enums/pageTypes';
import { readSiteContext } from '../siteContext/readSiteContext';
import { isPageViewRecorded, isVisitTracked } from './trackingEligibility.rules';

const visitor = readSiteContext({ pageType: PageType.PAGE });
const admin = readSiteContext({ pageType: PageType.PAGE, authenticatedAccount: { id: 'a' }, websiteRoles: { '1': true } });
const viewer = readSiteContext({ pageType: PageType.PAGE, authenticatedAccount: { id: 'v' }, websiteRoles: { '10': true } });
const viewerAndEditor = readSiteContext({ pageType: PageType.PAGE, authenticatedAccount: { id: 'v' }, websiteRoles: [10, 4] });
const page = { pathname: '/about', globallyDisabled: false };

describe('isVisitTracked', () => {
  it('tracks visitors', () => {
    expect(isVisitTracked(visitor, page)).toBe(true);
  });

  it('not signed-in users, except viewer-only users outside the config area', () => {
    expect(isVisitTracked(admin, page)).toBe(false);
    expect(isVisitTracked(viewerAndEditor, page)).toBe(false);
    expect(isVisitTracked(viewer, page)).toBe(true);
    expect(isVisitTracked(viewer, { ...page, pathname: '/config/pages' })).toBe(false);
  });

  it('on the search page: only its page view is dropped (isPageViewRecorded)', () => {
    expect(isVisitTracked({ ...visitor, pageType: PageType.SEARCH }, { ...page, pathname: '/search' })).toBe(true);
  });

  it.each([
    ['not found', PageType.NOT_FOUND],
    ['lock screen', PageType.LOCK_SCREEN],
    ['member area denied', PageType.MEMBER_AREA_ACCESS_DENIED],
  ])('not on the %s page', (_, pageType) => {
    expect(isVisitTracked({ ...visitor, pageType }, page)).toBe(false);
  });

  it('not when globally disabled, whoever looks at whatever page', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(visitor, admin, viewer),
        fc.option(fc.constantFrom(...Object.values(PageType)), { nil: null }),
        fc.string(),
        (ctx, pageType, pathname) => {
          expect(isVisitTracked({ ...ctx, pageType }, { pathname, globallyDisabled: true })).toBe(false);
        },
      ),
    );
  });
});

describe('isPageViewRecorded', () => {
  it('no page view on /search', () => {
    expect(isPageViewRecorded(visitor, { ...page, pathname: '/search' })).toBe(false);
    expect(isPageViewRecorded(visitor, { ...page, pathname: '/search/' })).toBe(false);
    expect(isPageViewRecorded(visitor, { ...page, pathname: '/search-results' })).toBe(true);
    expect(isPageViewRecorded(visitor, page)).toBe(true);
  });

  it('no page view on a page of the search page type, wherever it is', () => {
    expect(isPageViewRecorded({ ...visitor, pageType: PageType.SEARCH }, { ...page, pathname: '/find' })).toBe(false);
  });

  it('never where the visit is not tracked', () => {
    expect(isPageViewRecorded(admin, page)).toBe(false);
    expect(isPageViewRecorded(visitor, { ...page, globallyDisabled: true })).toBe(false);
  });
});
