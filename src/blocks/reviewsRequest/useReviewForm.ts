/**
 * The submission machine of one product's review, wired to the reviews service: the
 * machine decides, this hook only calls the service at the moment the machine starts a
 * submission and hands the outcome back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../primitives/services';
import type { ReviewsService } from '../../services/reviews';
import { initialReviewForm, reviewFormReducer, startsSubmission, type ReviewFormEvent, type ReviewFormState } from './reviewSubmission.machine';

function reviewsOf(service: ReviewsService | undefined): ReviewsService {
  if (!service) throw new Error('ReviewsRequest: the ServicesProvider above it has no reviews service (services.reviews).');
  return service;
}

export function useReviewForm(token: string, productId: string) {
  const reviews = reviewsOf(useServices().reviews);
  const [state, setState] = useState<ReviewFormState>(initialReviewForm);
  // the latest state, read synchronously so a second press in the same frame is ignored too
  const latest = useRef(state);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const dispatch = useCallback((event: ReviewFormEvent): [ReviewFormState, ReviewFormState] => {
    const before = latest.current;
    const after = reviewFormReducer(before, event);
    latest.current = after;
    if (after !== before) setState(after);
    return [before, after];
  }, []);

  const submit = useCallback((): ReviewFormState => {
    const [before, after] = dispatch({ type: 'submit' });
    if (startsSubmission(before, after)) {
      const { rating, title, body } = after.fields;
      void reviews.submit({ token, productId, rating, title: title.trim(), body: body.trim() }).then((outcome) => {
        if (live.current) dispatch({ type: 'settled', outcome });
      });
    }
    return after;
  }, [dispatch, reviews, token, productId]);

  return { state, dispatch, submit };
}
