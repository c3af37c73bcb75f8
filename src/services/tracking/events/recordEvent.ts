import { CRUMB_COOKIE } from '../../../platform/constants';
import type { CookieJar } from '../../cookies/cookieJar';
import { FORM_CONTENT_TYPE, formEncode } from '../transport/formEncode';
import { postQuietly } from '../transport/postQuietly';
import { safeJsonStringify } from '../transport/safeJson';
import type { TrackingGate } from '../transport/trackingGate';
import type { RequestOutcome, TrackingTransport } from '../transport/trackingTransport';

export const RECORD_EVENT_PATH = '/api/events/RecordEvent';

export interface RecordEventDeps {
  transport: TrackingTransport;
  gate: TrackingGate;
  cookies: CookieJar;
  /** Defaults to `CRUMB_COOKIE`. */
  crumbCookie?: string;
}

export type RecordEvent = (event: string, data?: unknown) => Promise<RequestOutcome | null>;

/**
 * POST /api/events/RecordEvent, form-encoded: `crumb` (left out when the cookie is absent or
 * unreadable), `event`, and `data` as JSON (`{}` when no data is given). Resolves whatever
 * happens.
 */
export function createRecordEvent(deps: RecordEventDeps): RecordEvent {
  const crumbName = deps.crumbCookie ?? CRUMB_COOKIE;
  return (event, data = {}) => {
    let crumb: string | null = null;
    try {
      crumb = deps.cookies.get(crumbName);
    } catch {
      crumb = null;
    }
    return postQuietly(deps.transport, deps.gate, RECORD_EVENT_PATH, {
      headers: { 'Content-Type': FORM_CONTENT_TYPE },
      body: formEncode({ crumb, event, data: safeJsonStringify(data) }),
    });
  };
}
