import { describe, expect, it } from 'vitest';
import { readReviewsRequest, UNTITLED_PRODUCT } from './reviewsRequest.rules';

const beans = { id: 'prod-beans', title: 'House blend', variant: '1 kg, whole bean', image: '/assets/products/beans.jpg', imageDimensions: '480x480' };
const mug = { id: 'prod-mug', title: 'Stoneware mug' };

describe('readReviewsRequest', () => {
  it('reads an open request: token, reviewer and each product with image, variant and size', () => {
    expect(readReviewsRequest({ token: ' rv-1 ', reviewerName: 'Sam Rivera', products: [beans, mug] })).toEqual({
      state: 'open',
      token: 'rv-1',
      reviewerName: 'Sam Rivera',
      products: [
        {
          id: 'prod-beans',
          title: 'House blend',
          variant: '1 kg, whole bean',
          image: { url: '/assets/products/beans.jpg', dimensions: { width: 480, height: 480 } },
          reviewed: false,
        },
        { id: 'prod-mug', title: 'Stoneware mug', variant: null, image: null, reviewed: false },
      ],
    });
  });

  it('gives the spec’s three page states: expired, already reviewed, nothing to review', () => {
    expect(readReviewsRequest({ status: 'expired', products: [beans] })).toEqual({ state: 'expired' });
    expect(readReviewsRequest({ status: 'reviewed', token: 'x', products: [beans] })).toEqual({ state: 'alreadyReviewed' });
    expect(
      readReviewsRequest({
        token: 'x',
        products: [
          { ...beans, reviewed: true },
          { ...mug, reviewed: true },
        ],
      }),
    ).toEqual({ state: 'alreadyReviewed' });
    expect(readReviewsRequest({ token: 'x', products: [] })).toEqual({ state: 'nothingToReview' });
    expect(readReviewsRequest({ token: 'x', products: null })).toEqual({ state: 'nothingToReview' });
    expect(readReviewsRequest({})).toEqual({ state: 'nothingToReview' });
  });

  it('keeps a request open while one product is left to review, marking the reviewed one', () => {
    const request = readReviewsRequest({ token: 'x', products: [{ ...beans, reviewed: true }, mug] });
    expect(request.state === 'open' && request.products.map((p) => p.reviewed)).toEqual([true, false]);
  });

  it('shows a product without a title as “Your purchase”, and ignores a bad image size', () => {
    const request = readReviewsRequest({ token: 'x', products: [{ id: 'p', title: '  ', image: '/a.jpg', imageDimensions: 'big' }] });
    expect(request.state === 'open' && request.products[0]).toMatchObject({ title: UNTITLED_PRODUCT, image: { url: '/a.jpg', dimensions: null } });
  });

  it('refuses keys of the wrong kind, naming them', () => {
    expect(() => readReviewsRequest([])).toThrow('the request must be a JSON object');
    expect(() => readReviewsRequest({ status: 'later' })).toThrow('status must be one of open, expired, reviewed');
    expect(() => readReviewsRequest({ token: 'x', products: {} })).toThrow('products must be a list');
    expect(() => readReviewsRequest({ token: 'x', products: [{ title: 'No id' }] })).toThrow('products[0].id is required');
    expect(() => readReviewsRequest({ token: 'x', products: [{ id: 3 }] })).toThrow('products[0].id must be text');
    expect(() => readReviewsRequest({ token: 'x', products: [{ id: 'p', reviewed: 'yes' }] })).toThrow('products[0].reviewed must be true or false');
    expect(() => readReviewsRequest({ products: [mug] })).toThrow('token is required while the request is open');
  });
});
