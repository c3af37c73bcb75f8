/**
 * The services a block gets on a published page (`BlockServices` for the
 * `ServicesProvider`), built from the page's mount services: the form submitter over
 * the page's fetch with the crumb (and its crumbFail retry), the query string, a full
 * navigation for post-submit redirects, and the census form-render and newsletter
 * subscribe tracking.
 *
 * The subscribe event: the spec says a newsletter sign-up triggers a subscribe tracking
 * event but names neither the call nor the event; ours is RecordEvent
 * `NEWSLETTER_SUBSCRIBE_EVENT` with the form id.
 */
import type { BlockServices } from '../../primitives/services';
import { createFormSubmitter } from '../../services/forms';
import type { MountServices } from '../mountTypes';

export const NEWSLETTER_SUBSCRIBE_EVENT = 'newsletter_subscribe';

export function blockServicesOf(services: MountServices): BlockServices {
  return {
    forms: createFormSubmitter({ fetch: services.fetch, crumb: () => services.crumb(), storeCrumb: (crumb) => services.storeCrumb(crumb) }),
    fetch: services.fetch,
    get query() {
      return services.query;
    },
    navigate: (url) => services.navigate(url),
    dataCall: services.dataCall,
    tracking: {
      formRender: (formId) => services.tracking.census.formRender(formId),
      newsletterSubscribe: (formId) => services.tracking.recordEvent(NEWSLETTER_SUBSCRIBE_EVENT, { formId }),
    },
  };
}
