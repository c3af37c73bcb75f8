import { createContext, useContext, type ReactNode } from 'react';
import type { FetchLike } from '../../services/http/fetchLike';
import type { FormSubmitter } from '../../services/forms';
import type { ReviewsService } from '../../services/reviews';
import type { DataCall } from '../../services/http/dataCall';

/** The tracking calls blocks make; each optional, so a page without tracking simply leaves them out. */
export interface BlockTracking {
  /** The form-render census call (002 §7), once per form shown. */
  formRender?(formId: string): unknown;
  /**
   * The subscribe tracking event of a newsletter after a successful submission (000 §4).
   * The spec names the event but not its call; the runtime decides what it sends.
   */
  newsletterSubscribe?(formId: string): unknown;
  /** A form's submission went through (any form, newsletters too); the runtime sends it as an analytics event. */
  formSubmitted?(formId: string): unknown;
}

/**
 * What blocks get from the page. Components never read cookies, the location or fetch
 * themselves: they ask for these. Later blocks (commerce, consent) add their services as new keys here.
 */
export interface BlockServices {
  /** Sends forms and newsletters. */
  forms: FormSubmitter;
  /** The page's transport, for blocks that make their own calls through a service. */
  fetch: FetchLike;
  /** The page's query string (`?a=1`), read by hidden form fields. */
  query: string;
  tracking?: BlockTracking;
  /** Leaves the page for a URL (a form's post-submit redirect). Defaults to doing nothing. */
  navigate?(url: string): void;
  /** Sends product reviews (the reviews request page). */
  reviews?: ReviewsService;
  /** The data-call wrapper (crumb, login, failure handling), for blocks that ask the site for data (search). */
  dataCall?: DataCall;
}

const ServicesContext = createContext<BlockServices | null>(null);

export interface ServicesProviderProps {
  services: BlockServices;
  children?: ReactNode;
}

/** Gives every block below the page's services. */
export function ServicesProvider({ services, children }: ServicesProviderProps) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The services of the nearest provider; throws a clear error when a block is rendered without one. */
export function useServices(): BlockServices {
  const services = useContext(ServicesContext);
  if (!services) {
    throw new Error('useServices: no ServicesProvider above this block. Wrap the page (or the story) in <ServicesProvider services={…}>.');
  }
  return services;
}
