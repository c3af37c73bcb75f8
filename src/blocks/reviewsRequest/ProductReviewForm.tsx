import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ResponsiveImage } from '../../primitives/image/ResponsiveImage';
import { REVIEW_MESSAGES } from '../../services/reviews';
import { Actions, ErrorText, FieldBox, FormMessage, RequiredMark, SubmitButton, Title } from '../../primitives/form/Form.styles';
import { fieldIds, REQUIRED_MARK } from '../../primitives/form/fields/FieldShell';
import { SingleLineField, TextareaFieldView } from '../../primitives/form/fields/TextFields';
import { StarRating } from '../../primitives/starRating/StarRating';
import type { ReviewFields } from './reviewDraft.rules';
import type { ReviewProduct } from './reviewsRequest.rules';
import { REVIEW_BODY_FIELD, REVIEW_TITLE_FIELD, REVIEW_WORDING } from './reviewWording';
import { ProductCard, ProductHeader, ProductTitle, RatingLabel, StateMessage, Thanks, Thumb, Variant, Fields } from './ReviewsRequest.styles';
import { useReviewForm } from './useReviewForm';

export type ReviewHeadingLevel = 2 | 3 | 4;

export interface ProductReviewFormProps {
  product: ReviewProduct;
  /** The review request's token, sent with the review. */
  token: string;
  /** The level of the product title's heading (default 2). */
  headingLevel?: ReviewHeadingLevel;
}

/** The first field with an error, in the order they show. */
const firstInvalid = (errors: Partial<Record<keyof ReviewFields, string>>) => (['rating', 'title', 'body'] as const).find((f) => errors[f]);

/**
 * One product of the request: its image and title, then its review form (star rating,
 * optional title, review text with the form block's live counter, submit), or the
 * thank-you message once sent (focus moves to it), or the already-reviewed message.
 */
export function ProductReviewForm({ product, token, headingLevel = 2 }: ProductReviewFormProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const ids = { rating: fieldIds(id, 'rating'), title: fieldIds(id, REVIEW_TITLE_FIELD.id), body: fieldIds(id, REVIEW_BODY_FIELD.id) };
  const { state, dispatch, submit } = useReviewForm(token, product.id);
  const { phase, fields, errors, message } = state;
  const [focusRequest, setFocusRequest] = useState(0);
  const thanks = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (phase === 'submitted') thanks.current?.focus();
  }, [phase]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const field = firstInvalid(errors);
    const target =
      field === 'rating'
        ? form.current?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')
        : field
          ? document.getElementById(ids[field].control)
          : null;
    target?.focus();
  }, [focusRequest]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new attempt to send moves the focus

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const after = submit();
    if (after.phase === 'idle' && firstInvalid(after.errors)) setFocusRequest((n) => n + 1);
  };

  const submitting = phase === 'submitting';
  const refused = phase === 'refused';
  const ratingLabelId = `${ids.rating.control}-label`;

  let body;
  if (product.reviewed) {
    body = <StateMessage data-review-state="alreadyReviewed">{REVIEW_MESSAGES.alreadyReviewed}</StateMessage>;
  } else if (phase === 'submitted') {
    body = (
      <Thanks ref={thanks} tabIndex={-1} role="status" data-review-state="submitted">
        <p>{REVIEW_WORDING.thanks}</p>
        <p>{REVIEW_WORDING.thanksDetail}</p>
      </Thanks>
    );
  } else {
    body = (
      <form ref={form} noValidate aria-labelledby={headingId} aria-busy={submitting || undefined} data-review-state={phase} onSubmit={onSubmit}>
        <fieldset className="form-lock" disabled={submitting || refused} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Fields>
            <FieldBox className={`form-item field rating${errors.rating ? ' error' : ''}`}>
              {errors.rating && <ErrorText id={ids.rating.error}>{errors.rating}</ErrorText>}
              <RatingLabel id={ratingLabelId}>
                <Title>{REVIEW_WORDING.rating}</Title>
                <RequiredMark>{REQUIRED_MARK}</RequiredMark>
              </RatingLabel>
              <StarRating
                id={ids.rating.control}
                value={fields.rating}
                onChange={(value) => dispatch({ type: 'edit', field: 'rating', value })}
                labelledBy={ratingLabelId}
                describedBy={errors.rating ? ids.rating.error : undefined}
                required
                invalid={Boolean(errors.rating)}
                disabled={submitting || refused}
              />
            </FieldBox>
            <SingleLineField
              field={REVIEW_TITLE_FIELD}
              value={fields.title}
              onChange={(value) => dispatch({ type: 'edit', field: 'title', value })}
              error={errors.title}
              ids={ids.title}
            />
            <TextareaFieldView
              field={REVIEW_BODY_FIELD}
              value={fields.body}
              onChange={(value) => dispatch({ type: 'edit', field: 'body', value })}
              error={errors.body}
              ids={ids.body}
            />
          </Fields>
        </fieldset>
        {/* the message goes below the button, so the button never moves under the pointer */}
        <Actions>
          {!refused && (
            <SubmitButton type="submit" $busy={submitting}>
              {submitting ? REVIEW_WORDING.submitting : REVIEW_WORDING.submit}
            </SubmitButton>
          )}
          {message && (
            <FormMessage role="alert" data-review-message="">
              {message}
            </FormMessage>
          )}
        </Actions>
      </form>
    );
  }

  return (
    <ProductCard data-product-id={product.id}>
      <ProductHeader>
        {product.image && (
          <Thumb>
            <ResponsiveImage src={product.image.url} alt="" dimensions={product.image.dimensions} sizes="80px" lazy={false} />
          </Thumb>
        )}
        <div>
          <ProductTitle as={`h${headingLevel}`} id={headingId}>
            {product.title}
          </ProductTitle>
          {product.variant && <Variant>{product.variant}</Variant>}
        </div>
      </ProductHeader>
      {body}
    </ProductCard>
  );
}
