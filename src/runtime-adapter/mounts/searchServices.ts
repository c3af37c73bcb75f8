/**
 * The services the search views get on a published page: the page's query, navigate and
 * data call. They send no forms, so the form submitter (and its code) stays out of the
 * search chunks; a form rendered under them by mistake is refused with a clear error.
 */
import type { BlockServices } from '../../primitives/services';
import type { FormSubmitter } from '../../services/forms';
import type { MountServices } from '../mountTypes';

const refuse = () => Promise.reject(new Error('The search views send no forms: give a form block the page’s form services (blockServicesOf)'));
const NO_FORMS: FormSubmitter = { submit: refuse };

export function searchServicesOf(services: MountServices): BlockServices {
  return {
    forms: NO_FORMS,
    fetch: services.fetch,
    get query() {
      return services.query;
    },
    navigate: (url) => services.navigate(url),
    dataCall: services.dataCall,
  };
}
