import { describe, expect, it } from 'vitest';
import {
  ANCHOR_POSITIONS,
  BLOCK_TYPE_NAMES,
  BadgeType,
  BlockVariantType,
  CollectionType,
  ContentStatus,
  FeatureFlag,
  MobileInfoBarStyle,
  OBSERVED_BLOCK_TYPE_NUMBERS,
  PageType,
  PopupOverlayStyle,
  ProductType,
  RecordType,
  UnitSystem,
  WebsiteRole,
  WebsiteStatus,
  isPageType,
  isWebsiteRole,
  observedBlockKindOf,
} from './index';

describe('numbered enumerations carry the spec numbers', () => {
  it('page types', () => {
    expect(Object.values(PageType).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 50, 100, 101, 102, 103, 104, 105, 106, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 300, 301,
    ]);
    expect(PageType.SEARCH).toBe(102);
    expect(PageType.LOCK_SCREEN).toBe(103);
    expect(PageType.MEMBER_AREA_ACCESS_DENIED).toBe(106);
    expect(isPageType(104)).toBe(true);
    expect(isPageType(4)).toBe(false);
    expect(isPageType('2')).toBe(false);
  });

  it('roles skip 5, and viewer is 10', () => {
    expect(Object.values(WebsiteRole)).not.toContain(5);
    expect(WebsiteRole.VIEWER).toBe(10);
    expect(WebsiteRole.WEBSITE_MANAGER).toBe(15);
    expect(isWebsiteRole(5)).toBe(false);
    expect(isWebsiteRole(14)).toBe(true);
  });

  it('website statuses skip 9 and 10', () => {
    expect(Object.values(WebsiteStatus)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15]);
  });

  it('small enumerations', () => {
    expect(ProductType).toEqual({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 });
    expect(ContentStatus.DELETED).toBe(6);
    expect(UnitSystem).toEqual({ IMPERIAL: 1, METRIC: 2 });
    expect(MobileInfoBarStyle).toEqual({ NONE: 1, LIGHT: 2, DARK: 3 });
    expect(PopupOverlayStyle).toEqual({ NONE: 1, SHOW: 2 });
    expect(BadgeType).toEqual({ NONE: 1, BLACK: 2, WHITE: 3 });
  });

  it('only the stated numbers for collection types, record types and feature flags', () => {
    expect(CollectionType).toEqual({ PRODUCTS: 13, PORTFOLIO: 23, LESSONS: 24 });
    expect(RecordType).toEqual({ STORE_ITEM: 11, DIGITAL_GOOD: 18 });
    expect(FeatureFlag).toEqual({ AFTERPAY: 64, CLEARPAY: 68, KLARNA: 70 });
  });

  it('block variant ids run 1000 to 1019 without 1001', () => {
    const ids = Object.values(BlockVariantType);
    expect(ids).toHaveLength(19);
    expect(ids).not.toContain(1001);
    expect(BlockVariantType.SLIDESHOW).toBe(1000);
    expect(BlockVariantType.CHART_PIE).toBe(1011);
    expect(BlockVariantType.EVENTS).toBe(1019);
  });
});

describe('blocks', () => {
  it('names the listed block types, from navigation to shape', () => {
    expect(BLOCK_TYPE_NAMES[0]).toBe('navigation');
    expect(BLOCK_TYPE_NAMES.at(-1)).toBe('shape');
    expect(new Set(BLOCK_TYPE_NAMES).size).toBe(BLOCK_TYPE_NAMES.length);
  });

  it('recognises observed block numbers, also as attribute text', () => {
    expect(OBSERVED_BLOCK_TYPE_NUMBERS.marquee).toBe(70);
    expect(observedBlockKindOf(2)).toBe('text');
    expect(observedBlockKindOf('47')).toBe('line');
    expect(observedBlockKindOf(' 1337 ')).toBe('website-component');
    expect(observedBlockKindOf(3)).toBeNull();
    expect(observedBlockKindOf('abc')).toBeNull();
    expect(observedBlockKindOf(null)).toBeNull();
  });
});

it('nine anchor positions', () => {
  expect(ANCHOR_POSITIONS).toHaveLength(9);
  expect(ANCHOR_POSITIONS[0]).toBe('top-left');
  expect(ANCHOR_POSITIONS[4]).toBe('center-center');
  expect(ANCHOR_POSITIONS[8]).toBe('bottom-right');
});
