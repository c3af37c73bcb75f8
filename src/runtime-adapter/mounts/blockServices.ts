/**
 * The services a block gets on a published page (`BlockServices` for the
 * `ServicesProvider`), built from the page's mount services: the form submitter over
 * the page's fetch with the crumb (and its crumbFail retry), the query string, a full
 * navigation for post-submit redirects, and the census form-render and newsletter
 * subscribe tracking. Each submission carries the analytics event fields of the page and
 * visitor (SaveFormSubmission's analytics fields, 000 §7 and 002 §3) from the page's
 * tracking, unless the view gave its own; none when tracking may not happen (no consent,
 * a signed-in owner): our choice, as the analytics id is a tracking cookie.
 *
 * The subscribe event: the spec says a newsletter sign-up triggers a subscribe tracking
 * event but names neither the call nor the event; ours is RecordEvent
 * `NEWSLETTER_SUBSCRIBE_EVENT` with the form id.
 */
import type { BlockServices } from '../../primitives/services';
import { createFormSubmitter, type AnalyticsEventFields, type FormSubmitter } from '../../services/forms';
import type { MountServices } from '../mountTypes';

export const NEWSLETTER_SUBSCRIBE_EVENT = 'newsletter_subscribe';

/**
 * The analytics event (POST /api/v1/events, 002 §7) sent when a form's submission went
 * through, with `{ formId }` as its custom data: the spec names the call and its common
 * data, not the events; this schema name is ours.
 */
export const FORM_SUBMITTED_SCHEMA = 'form_submitted';

/** The page's analytics event fields, or none (tracking closed). */
function pageEventFields(services: MountServices): { eventFields?: AnalyticsEventFields } {
  const fields = services.tracking.eventFields();
  return fields ? { eventFields: fields } : {};
}

/** The form submitter over the page's fetch and crumb, adding the page's analytics event fields. */
function pageFormSubmitter(services: MountServices): FormSubmitter {
  const submitter = createFormSubmitter({ fetch: services.fetch, crumb: () => services.crumb(), storeCrumb: (crumb) => services.storeCrumb(crumb) });
  return {
    submit: (submission) => submitter.submit({ ...pageEventFields(services), ...submission }),
  };
}

export function blockServicesOf(services: MountServices): BlockServices {
  return {
    forms: pageFormSubmitter(services),
    fetch: services.fetch,
    get query() {
      return services.query;
    },
    navigate: (url) => services.navigate(url),
    dataCall: services.dataCall,
    tracking: {
      formRender: (formId) => services.tracking.census.formRender(formId),
      newsletterSubscribe: (formId) => services.tracking.recordEvent(NEWSLETTER_SUBSCRIBE_EVENT, { formId }),
      formSubmitted: (formId) => services.tracking.trackEvent(FORM_SUBMITTED_SCHEMA, { formId }),
    },
  };
}
