/**
 * Mount chunk: the reviews request page view in place of the server's markup, with the
 * page's services and the reviews client over the page's data call. The request is read
 * here (`readReviewsRequest`); one it refuses throws, and the mounter logs it while the
 * server's markup stays.
 */
import { ReviewsRequest } from '../../blocks/reviewsRequest/ReviewsRequest';
import { readReviewsRequest } from '../../blocks/reviewsRequest/reviewsRequest.rules';
import { ServicesProvider } from '../../primitives/services';
import { createReviewsClient } from '../../services/reviews';
import type { MountFunction } from '../mountTypes';
import { blockServicesOf } from './blockServices';
import { pageFormSubmitter } from './pageFormSubmitter';
import { replaceBlockContent } from './renderRoot';

/** The page's scanner for this view comes with its mount (one dynamic import). */
export { scanReviewsRequest as scan } from '../scan/scanReviewsRequest';

export const mount: MountFunction<'reviewsRequest'> = (element, { request }, context) => {
  const data = readReviewsRequest(request);
  const services = { ...blockServicesOf(context.services, pageFormSubmitter(context.services)), reviews: createReviewsClient(context.services.dataCall) };
  return replaceBlockContent(
    element,
    <ServicesProvider services={services}>
      <ReviewsRequest request={data} />
    </ServicesProvider>,
    context,
    'runtime-reviews-request',
  );
};
