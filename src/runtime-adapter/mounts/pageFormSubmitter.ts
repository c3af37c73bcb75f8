/**
 * The form submitter of a form block on a published page: over the page's fetch with the
 * crumb (and its crumbFail retry). Each submission carries the analytics event fields of
 * the page and visitor (SaveFormSubmission's analytics fields, 000 §7 and 002 §3) from the
 * page's tracking, unless the view gave its own; none when tracking may not happen (no
 * consent, a signed-in owner): our choice, as the analytics id is a tracking cookie.
 * Form blocks pass it to `blockServicesOf`; it is a module of its own so blocks that send
 * no forms do not load the form services.
 */
import { createFormSubmitter, type AnalyticsEventFields, type FormSubmitter } from '../../services/forms/formSubmitter';
import type { MountServices } from '../mountTypes';

/** The page's analytics event fields, or none (tracking closed). */
function pageEventFields(services: MountServices): { eventFields?: AnalyticsEventFields } {
  const fields = services.tracking.eventFields();
  return fields ? { eventFields: fields } : {};
}

export function pageFormSubmitter(services: MountServices): FormSubmitter {
  const submitter = createFormSubmitter({ fetch: services.fetch, crumb: () => services.crumb(), storeCrumb: (crumb) => services.storeCrumb(crumb) });
  return {
    submit: (submission) => submitter.submit({ ...pageEventFields(services), ...submission }),
  };
}
