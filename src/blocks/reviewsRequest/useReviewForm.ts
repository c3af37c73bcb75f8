/**
 * The submission machine of one product's review, wired to the reviews service: the
 * machine decides (`reviewFormStep`), `useMachine` runs it, and this hook only calls the
 * service when the machine says to send and hands the outcome back.
 */
import { useServices } from '../../primitives/services';
import { useMachine } from '../../primitives/machine/useMachine';
import type { ReviewsService } from '../../services/reviews';
import { initialReviewForm, reviewFormStep, type ReviewFormEvent, type ReviewFormState } from './reviewSubmission.machine';

function reviewsOf(service: ReviewsService | undefined): ReviewsService {
  if (!service) throw new Error('ReviewsRequest: the ServicesProvider above it has no reviews service (services.reviews).');
  return service;
}

export function useReviewForm(token: string, productId: string) {
  const reviews = reviewsOf(useServices().reviews);
  // `send` returns the latest state, read at once, so a second press in the same frame is ignored too
  const [state, dispatch] = useMachine(reviewFormStep, initialReviewForm, ({ rating, title, body }) =>
    reviews.submit({ token, productId, rating, title, body }).then((outcome): ReviewFormEvent => ({ type: 'settled', outcome })),
  );
  const submit = (): ReviewFormState => dispatch({ type: 'submit' });
  return { state, dispatch, submit };
}
