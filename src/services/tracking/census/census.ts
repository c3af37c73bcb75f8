import { isSearchPath } from '../../../platform/tracking/trackingEligibility.rules';
import { FORM_CONTENT_TYPE, JSON_CONTENT_TYPE, formEncode } from '../transport/formEncode';
import { postQuietly } from '../transport/postQuietly';
import { safeJsonStringify } from '../transport/safeJson';
import type { TrackingGate } from '../transport/trackingGate';
import type { RequestOutcome, TrackingTransport } from '../transport/trackingTransport';
import { censusPageFields, recordHitData, type PageFacts } from './pageFacts';

export const CENSUS_PATHS = {
  recordHit: '/api/census/RecordHit',
  buttonClick: '/api/census/button-click',
  buttonRender: '/api/census/button-render',
  formRender: '/api/census/form-render',
  overlay: '/api/census/overlay',
} as const;

/** A button block as the census sees it. */
export interface CensusButton {
  id: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment: string;
  size: string;
  newWindow: boolean;
  /** Where the button sits (the block kind or section it belongs to), as the runtime names it. */
  context: string;
}

export interface CensusDeps {
  transport: TrackingTransport;
  gate: TrackingGate;
  page: () => PageFacts;
  /** The visitor cookie's value (`ss_cvr`), or null when the visitor has none. */
  visitorCookie: () => string | null;
  now: () => number;
}

/** Every census call resolves, never rejects; the outcome is `null` when nothing was sent. */
export type CensusResult = Promise<RequestOutcome | null>;

export interface Census {
  recordHit(event: string): CensusResult;
  buttonClick(button: CensusButton): CensusResult;
  buttonRender(button: CensusButton): CensusResult;
  formRender(formId: string): CensusResult;
  overlay(payload: Readonly<Record<string, unknown>>): CensusResult;
}

/** Page views are not recorded on the search page (with or without a trailing slash). */
export function recordsPageView(pagePath: string): boolean {
  return !isSearchPath(pagePath);
}

/**
 * The census calls. RecordHit is form-encoded as the spec says; the button, form and overlay
 * calls carry typed values (booleans, a nested payload), so they are sent as JSON. Every call
 * has the 2500 ms tracking timeout and its failures are ignored.
 */
export function createCensus(deps: CensusDeps): Census {
  const facts = (): PageFacts | null => {
    try {
      return deps.page();
    } catch {
      return null;
    }
  };
  const visitorCookie = (): string | null => {
    try {
      return deps.visitorCookie();
    } catch {
      return null;
    }
  };
  // keepalive: a button click is usually followed by the link's navigation, which would cancel the POST
  const postJson = (url: string, body: Record<string, unknown>): CensusResult =>
    postQuietly(deps.transport, deps.gate, url, {
      headers: { 'Content-Type': JSON_CONTENT_TYPE },
      keepalive: true,
      body: safeJsonStringify(body),
    });
  const button = (url: string, b: CensusButton): CensusResult => {
    const page = facts();
    if (!page) return Promise.resolve(null);
    return postJson(url, {
      id: b.id,
      buttonText: b.buttonText,
      clickthroughUrl: b.clickthroughUrl,
      alignment: b.alignment,
      size: b.size,
      newWindow: b.newWindow,
      context: b.context,
      visitorCookie: visitorCookie(),
      ...censusPageFields(page),
    });
  };

  return {
    recordHit(event) {
      const page = facts();
      if (!page || !recordsPageView(page.pagePath)) return Promise.resolve(null);
      return postQuietly(deps.transport, deps.gate, CENSUS_PATHS.recordHit, {
        headers: { 'Content-Type': FORM_CONTENT_TYPE },
        body: formEncode({
          event,
          data: safeJsonStringify(recordHitData(page, deps.now())),
          visitorCookie: visitorCookie(),
        }),
      });
    },
    buttonClick: (b) => button(CENSUS_PATHS.buttonClick, b),
    buttonRender: (b) => button(CENSUS_PATHS.buttonRender, b),
    formRender(formId) {
      const page = facts();
      if (!page) return Promise.resolve(null);
      return postJson(CENSUS_PATHS.formRender, { formId, visitorCookie: visitorCookie(), ...censusPageFields(page) });
    },
    overlay(payload) {
      return postJson(CENSUS_PATHS.overlay, { ...payload, visitorCookie: visitorCookie() });
    },
  };
}
