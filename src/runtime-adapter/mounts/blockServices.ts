/**
 * The services a block gets on a published page (`BlockServices` for the
 * `ServicesProvider`), built from the page's mount services: the query string, a full
 * navigation for post-submit redirects, the data call, and the census form-render and
 * newsletter subscribe tracking.
 *
 * Forms are sent by the submitter a form block passes in (`pageFormSubmitter`): a block
 * that sends none (summary, social gallery, search) leaves it out, so the form services'
 * code stays out of its chunk, and a form rendered under it by mistake is refused with a
 * clear error.
 *
 * The subscribe event: the spec says a newsletter sign-up triggers a subscribe tracking
 * event but names neither the call nor the event; ours is RecordEvent
 * `NEWSLETTER_SUBSCRIBE_EVENT` with the form id.
 */
import type { BlockServices } from '../../primitives/services';
import type { FormSubmitter } from '../../services/forms/formSubmitter';
import type { MountServices } from '../mountTypes';

export const NEWSLETTER_SUBSCRIBE_EVENT = 'newsletter_subscribe';

/**
 * The analytics event (POST /api/v1/events, 002 §7) sent when a form's submission went
 * through, with `{ formId }` as its custom data: the spec names the call and its common
 * data, not the events; this schema name is ours.
 */
export const FORM_SUBMITTED_SCHEMA = 'form_submitted';

/** The submitter of a block that sends no forms. */
export const NO_FORMS: FormSubmitter = {
  submit: () => Promise.reject(new Error('This block sends no forms: give a form block the page’s form submitter (pageFormSubmitter)')),
};

export function blockServicesOf(services: MountServices, forms: FormSubmitter = NO_FORMS): BlockServices {
  return {
    forms,
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
