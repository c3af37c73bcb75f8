import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlockServices } from '../../primitives/services';
import { render } from '../../primitives/testing/themedRender';
import type { ReviewOutcome, ReviewsService } from '../../services/reviews';
import { ReviewsRequest } from './ReviewsRequest';
import { readReviewsRequest } from './reviewsRequest.rules';

const REQUEST = {
  token: 'rv-1',
  reviewerName: 'Sam Rivera',
  products: [
    { id: 'prod-beans', title: 'House blend', variant: '1 kg' },
    { id: 'prod-mug', title: 'Mug', reviewed: true },
  ],
};

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
  return render(<ReviewsRequest request={readReviewsRequest(raw)} />, { services });
}

const q = <T extends Element = HTMLElement>(s: string) => document.querySelector<T & HTMLElement>(s);
const submitButton = () => screen.queryByRole('button', { name: /Submit/, hidden: true }) ?? undefined;
const press = (user: UserEvent) => user.click(submitButton()!);
const star = (n: number) => screen.getAllByRole('radio')[n - 1]!;

describe('ReviewsRequest', () => {
  it('shows the reviewer, each product’s title and variant, and the already-reviewed product’s message', () => {
    const { view } = show(REQUEST, pendingReviews().service);
    expect(view.querySelector('p')?.textContent).toBe('Reviewing as Sam Rivera');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['House blend', 'Mug']);
    expect(view.textContent).toContain('1 kg');
    expect(q('[data-product-id="prod-mug"]')?.textContent).toContain('You have already reviewed this purchase');
    expect(view.querySelectorAll('form')).toHaveLength(1);
  });

  it('sent without a rating: the rating error shows, focus goes to the first star, nothing is sent', async () => {
    const { service } = pendingReviews();
    const { user } = show(REQUEST, service);
    await press(user);
    expect(q('.field.rating')?.textContent).toContain('Please select a star rating');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(star(1)).toHaveFocus();
    expect(service.submit).not.toHaveBeenCalled();
  });

  it('sends once however often pressed, then thanks the visitor with focus on the message', async () => {
    const { service, answer } = pendingReviews();
    const { user } = show(REQUEST, service);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await press(user);
    expect(submitButton()!.textContent).toBe('Submitting…');
    expect(submitButton()!.getAttribute('aria-disabled')).toBe('true');
    await press(user);
    expect(service.submit).toHaveBeenCalledTimes(1);
    expect(service.submit).toHaveBeenCalledWith({ token: 'rv-1', productId: 'prod-beans', rating: 4, title: '', body: '' });
    await answer({ kind: 'submitted', reviewId: '1' });
    expect(screen.getByRole('status').textContent).toContain('Thank you for your review.');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('a failure shows its message and keeps what was typed; a refusal closes the form', async () => {
    const { service, answer } = pendingReviews();
    const { user } = show(REQUEST, service);
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await press(user);
    await answer({ kind: 'failed', message: 'Network error' });
    expect(screen.getByRole('alert').textContent).toBe('Network error');
    expect(screen.getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('2 stars');
    await press(user);
    await answer({ kind: 'refused', message: 'You have already reviewed this purchase' });
    expect(screen.getByRole('alert').textContent).toBe('You have already reviewed this purchase');
    expect(submitButton()).toBeUndefined();
  });

  it.each([
    [{ status: 'expired' }, 'Your review request has expired'],
    [{ status: 'reviewed' }, 'You have already reviewed this purchase'],
    [{ token: 'x', products: [] }, 'There are no products to review'],
  ])('shows the page state %j as the spec’s message', (raw, message) => {
    const { view } = show(raw, pendingReviews().service);
    expect(view.textContent).toBe(message);
    expect(view.querySelector('form')).toBeNull();
  });
});
