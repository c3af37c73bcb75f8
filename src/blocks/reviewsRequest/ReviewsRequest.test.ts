// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ServicesProvider, type BlockServices } from '../../primitives/services';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import type { ReviewOutcome, ReviewsService } from '../../services/reviews';
import { ReviewsRequest } from './ReviewsRequest';
import { readReviewsRequest } from './reviewsRequest.rules';

const view = setUpReactTestHost();

const REQUEST = { token: 'rv-1', reviewerName: 'Sam Rivera', products: [{ id: 'prod-beans', title: 'House blend', variant: '1 kg' }, { id: 'prod-mug', title: 'Mug', reviewed: true }] };

/** A reviews service whose answers the test releases by hand. */
function pendingReviews() {
  const pending: Array<(o: ReviewOutcome) => void> = [];
  const service: ReviewsService = { submit: vi.fn(() => new Promise<ReviewOutcome>((resolve) => pending.push(resolve))) };
  const answer = async (outcome: ReviewOutcome) => {
    await act(async () => pending.shift()!(outcome));
  };
  return { service, answer };
}

function show(raw: unknown, reviews: ReviewsService) {
  const services = { forms: {} as BlockServices['forms'], fetch: vi.fn(), query: '', reviews } as BlockServices;
  view.render(createElement(ServicesProvider, { services }, createElement(ReviewsRequest, { request: readReviewsRequest(raw) })));
}

const q = <T extends Element = HTMLElement>(s: string) => view.host.querySelector<T & HTMLElement>(s);
const submitButton = () => [...view.host.querySelectorAll('button')].find((b) => /Submit/.test(b.textContent ?? ''))!;
const press = () => act(() => submitButton().click());
const star = (n: number) => view.host.querySelectorAll<HTMLElement>('[role="radio"]')[n - 1]!;

describe('ReviewsRequest', () => {
  it('shows the reviewer, each product’s title and variant, and the already-reviewed product’s message', () => {
    show(REQUEST, pendingReviews().service);
    expect(q('p')?.textContent).toBe('Reviewing as Sam Rivera');
    expect([...view.host.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['House blend', 'Mug']);
    expect(view.host.textContent).toContain('1 kg');
    expect(q('[data-product-id="prod-mug"]')?.textContent).toContain('You have already reviewed this purchase');
    expect(view.host.querySelectorAll('form')).toHaveLength(1);
  });

  it('sent without a rating: the rating error shows, focus goes to the first star, nothing is sent', async () => {
    const { service } = pendingReviews();
    show(REQUEST, service);
    press();
    expect(q('.field.rating')?.textContent).toContain('Please select a star rating');
    expect(q('[role="radiogroup"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(star(1));
    expect(service.submit).not.toHaveBeenCalled();
  });

  it('sends once however often pressed, then thanks the visitor with focus on the message', async () => {
    const { service, answer } = pendingReviews();
    show(REQUEST, service);
    act(() => star(4).click());
    press();
    expect(submitButton().textContent).toBe('Submitting…');
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    press();
    expect(service.submit).toHaveBeenCalledTimes(1);
    expect(service.submit).toHaveBeenCalledWith({ token: 'rv-1', productId: 'prod-beans', rating: 4, title: '', body: '' });
    await answer({ kind: 'submitted', reviewId: '1' });
    expect(q('[role="status"]')?.textContent).toContain('Thank you for your review.');
    expect(document.activeElement).toBe(q('[role="status"]'));
  });

  it('a failure shows its message and keeps what was typed; a refusal closes the form', async () => {
    const { service, answer } = pendingReviews();
    show(REQUEST, service);
    act(() => star(2).click());
    press();
    await answer({ kind: 'failed', message: 'Network error' });
    expect(q('[role="alert"]')?.textContent).toBe('Network error');
    expect(q('[role="radio"][aria-checked="true"]')?.getAttribute('aria-label')).toBe('2 stars');
    press();
    await answer({ kind: 'refused', message: 'You have already reviewed this purchase' });
    expect(q('[role="alert"]')?.textContent).toBe('You have already reviewed this purchase');
    expect(submitButton()).toBeUndefined();
  });

  it.each([
    [{ status: 'expired' }, 'Your review request has expired'],
    [{ status: 'reviewed' }, 'You have already reviewed this purchase'],
    [{ token: 'x', products: [] }, 'There are no products to review'],
  ])('shows the page state %j as the spec’s message', (raw, message) => {
    show(raw, pendingReviews().service);
    expect(view.host.textContent).toBe(message);
    expect(view.host.querySelector('form')).toBeNull();
  });
});
