import { describe, expect, it } from 'vitest';
import { isDatedList, pageKindOf } from './pageKind.rules';

const page = (over: Partial<Parameters<typeof pageKindOf>[0]> = {}) => pageKindOf({ pageType: null, collection: null, itemId: null, ...over });

describe('pageKindOf', () => {
  it('the numbered system pages by their page type', () => {
    expect(page({ pageType: 200 })).toBe('cart');
    expect(page({ pageType: 205 })).toBe('cart');
    expect(page({ pageType: 209 })).toBe('reviewsRequest');
    expect(page({ pageType: 102 })).toBe('search');
    expect(page({ pageType: 106 })).toBe('memberAreaDenied');
    expect(page({ pageType: 203 })).toBe('donation');
  });

  it('a page type wins over the collection it sits in', () => {
    expect(page({ pageType: 200, collection: { type: 13, typeName: 'products' } })).toBe('cart');
  });

  it('store pages by the products collection number (13), list or item', () => {
    expect(page({ collection: { type: 13, typeName: null } })).toBe('productList');
    expect(page({ collection: { type: 13, typeName: null }, itemId: 'p1' })).toBe('productItem');
  });

  it('blog, events and gallery collections by their type name', () => {
    expect(page({ collection: { type: null, typeName: 'blog' } })).toBe('blogList');
    expect(page({ collection: { type: null, typeName: 'blog' }, itemId: 'post-1' })).toBe('blogItem');
    expect(page({ collection: { type: null, typeName: 'events' } })).toBe('eventsList');
    expect(page({ collection: { type: null, typeName: 'events' }, itemId: 'e1' })).toBe('eventItem');
    expect(page({ collection: { type: null, typeName: 'gallery' } })).toBe('gallery');
  });

  it('anything else is a plain page', () => {
    expect(page()).toBe('page');
    expect(page({ pageType: 2, collection: { type: 10, typeName: 'page' } })).toBe('page');
    expect(page({ collection: { type: null, typeName: null } })).toBe('page');
  });

  it('blog and events lists are the dated lists', () => {
    expect(['blogList', 'eventsList', 'productList', 'blogItem'].map((k) => isDatedList(k as never))).toEqual([true, true, false, false]);
  });
});
