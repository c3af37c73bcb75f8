/**
 * Place search for address fields: GET /api/google-maps/places/autocomplete and
 * /details with query parameters (002 §7). Both need a tracking context naming the
 * product page and section; when it lacks them a warning goes to the injected logger
 * and the call is still made. Failures are logged, passed to the optional callback and
 * returned as 'Unable to load results' (a dictionary message of 002 §8).
 *
 * The reply's shape is not shown by the spec: it is returned parsed, as `unknown`.
 */
import type { FetchLike } from '../http/fetchLike';

export const PLACES_AUTOCOMPLETE_URL = '/api/google-maps/places/autocomplete';
export const PLACES_DETAILS_URL = '/api/google-maps/places/details';

export const PLACES_LOAD_ERROR = 'Unable to load results';
/** Our wording: the spec says a warning is logged, not what it says. */
export const MISSING_TRACKING_CONTEXT_WARNING = 'Places request has no tracking context with productPage and productSection.';

export interface PlacesLogger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface PlacesTrackingContext {
  productPage?: string | null;
  productSection?: string | null;
}

export type PlacesQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

export type PlacesResult = { ok: true; data: unknown } | { ok: false; error: string; status?: number };

export interface PlacesServiceDeps {
  fetch: FetchLike;
  logger: PlacesLogger;
  /** The default tracking context; a call may give its own. */
  trackingContext?: PlacesTrackingContext;
  onError?: (error: Error) => void;
}

export interface PlacesService {
  autocomplete(query: PlacesQuery, trackingContext?: PlacesTrackingContext): Promise<PlacesResult>;
  details(query: PlacesQuery, trackingContext?: PlacesTrackingContext): Promise<PlacesResult>;
}

export const hasTrackingContext = (context: PlacesTrackingContext | undefined): boolean =>
  Boolean(context?.productPage && context.productSection);

/** The URL with the query (null and undefined left out) and the tracking context appended. */
export function placesUrl(path: string, query: PlacesQuery, context: PlacesTrackingContext | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== null && value !== undefined) params.set(name, String(value));
  if (context?.productPage) params.set('productPage', context.productPage);
  if (context?.productSection) params.set('productSection', context.productSection);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export function createPlacesService(deps: PlacesServiceDeps): PlacesService {
  const fail = (error: Error, status?: number): PlacesResult => {
    deps.logger.error(error);
    deps.onError?.(error);
    return status === undefined ? { ok: false, error: PLACES_LOAD_ERROR } : { ok: false, error: PLACES_LOAD_ERROR, status };
  };

  async function get(path: string, query: PlacesQuery, callContext?: PlacesTrackingContext): Promise<PlacesResult> {
    const context = callContext ?? deps.trackingContext;
    if (!hasTrackingContext(context)) deps.logger.warn(MISSING_TRACKING_CONTEXT_WARNING);
    const url = placesUrl(path, query, context);
    let status: number;
    let body: string;
    try {
      const response = await deps.fetch(url, { method: 'GET' });
      status = response.status;
      body = await response.text();
      if (!response.ok) return fail(new Error(`Places request ${url} failed with HTTP status ${status}`), status);
    } catch (cause) {
      return fail(new Error(`Places request ${url} failed: ${cause instanceof Error ? cause.message : String(cause)}`));
    }
    try {
      return { ok: true, data: body.trim() === '' ? null : (JSON.parse(body) as unknown) };
    } catch {
      return fail(new Error(`Places reply from ${url} is not JSON`), status);
    }
  }

  return {
    autocomplete: (query, context) => get(PLACES_AUTOCOMPLETE_URL, query, context),
    details: (query, context) => get(PLACES_DETAILS_URL, query, context),
  };
}
