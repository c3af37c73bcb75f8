/**
 * Error reports, traces, usage events, census and performance records (000 §7, 002 §7).
 * Each stores what it received and answers `{}` (the spec does not show these replies;
 * dev-site choice), or 400 `{ error }` when the body is not the shape the spec names.
 */
import { randomUUID } from 'node:crypto';
import { jsonField } from './httpMessages.mjs';

/** @typedef {import('./routeTypes.mjs').Route} Route @typedef {import('./routeTypes.mjs').Reply} Reply */

/** @param {unknown} value */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** @param {unknown} value @returns {Record<string, unknown>} */
const record = (value) => (isRecord(value) ? /** @type {Record<string, unknown>} */ (value) : {});
/** @param {string} error @returns {Reply} */
const badRequest = (error) => ({ status: 400, json: { error } });
/** @type {Reply} */
const OK = { status: 200, json: {} };

/**
 * The largest body a crumb-free call takes (dev-site choice): what a browser's sendBeacon
 * queues at most, 64 KiB. These calls need no crumb, so anyone can send them; a larger body
 * is refused with 413 before anything is stored.
 */
export const BEACON_BODY_BYTES = 65_536;

/**
 * A list the body holds: the body itself, or JSON text under `key` (form-encoded).
 * @param {unknown} body @param {string} key
 * @returns {unknown[] | null}
 */
function listIn(body, key) {
  if (Array.isArray(body)) return body;
  const field = record(body)[key];
  const parsed = jsonField(field);
  return parsed.ok && Array.isArray(parsed.value) ? parsed.value : null;
}

/** The visitor cookie a census call names, else the request's. @param {Record<string, unknown>} body @param {import('./routeTypes.mjs').SiteRequest} request */
const visitorCookie = (body, request) => body.visitorCookie ?? body.ss_cvr ?? request.cookies.ss_cvr ?? null;

/** A transparent 1×1 GIF, the Track call's reply. */
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** @type {Route[]} */
export const trackingRoutes = [
  {
    method: 'POST',
    path: '/api/events/RecordJavascriptErrors',
    handle(request, site) {
      const reports = listIn(request.body, 'reports');
      if (!reports) return badRequest('Expected a JSON array of {event, data, timestamp}');
      site.db.insertMany(
        'error_reports',
        reports.map((report) => {
          const r = record(report);
          return { event: r.event, data_json: r.data, timestamp: r.timestamp, payload_json: report };
        }),
      );
      return OK;
    },
  },
  {
    method: 'POST',
    path: '/api/events/Trace',
    maxBodyBytes: BEACON_BODY_BYTES,
    handle(request, site) {
      const traces = listIn(request.body, 'data');
      if (!traces) return badRequest('Expected data: a JSON array of {pageUrl, type, data}');
      site.db.insertMany(
        'traces',
        traces.map((trace) => {
          const t = record(trace);
          return { page_url: t.pageUrl, type: t.type, data_json: t.data };
        }),
      );
      return OK;
    },
  },
  {
    method: 'POST',
    path: '/api/events/RecordEvent',
    handle(request, site) {
      const body = record(request.body);
      if (typeof body.event !== 'string' || !body.event) return badRequest('event is required');
      const data = jsonField(body.data);
      if (!data.ok) return badRequest(`data is not valid JSON: ${data.message}`);
      const { crumb: _crumb, ...payload } = body;
      site.db.insert('events', { source: 'RecordEvent', event: body.event, data_json: data.value, payload_json: payload });
      return OK;
    },
  },
  {
    method: 'POST',
    path: '/api/v1/events',
    maxBodyBytes: BEACON_BODY_BYTES,
    handle(request, site) {
      const body = record(request.body);
      if (!isRecord(request.body)) return badRequest('Expected a JSON object with analyticsId, commonData, customData, customSchemaName');
      site.db.insert('events', {
        source: 'v1',
        event: body.customSchemaName,
        data_json: { commonData: body.commonData, customData: body.customData },
        payload_json: body,
      });
      return OK;
    },
  },
  {
    // the pixel-style Track call (001 §7: an image request; its reply is not shown): a 1×1 GIF (dev-site choice)
    method: 'GET',
    path: '/api/track/Track',
    handle(request, site) {
      site.db.insert('track_pixels', {
        landing: request.query.get('landing'),
        refer: request.query.get('refer'),
        query_json: Object.fromEntries(request.query),
      });
      return { status: 200, type: 'image/gif', bytes: PIXEL_GIF, headers: { 'Cache-Control': 'no-store' } };
    },
  },
  {
    method: 'POST',
    path: '/api/census/RecordHit',
    maxBodyBytes: BEACON_BODY_BYTES,
    handle(request, site) {
      const body = record(request.body);
      const data = jsonField(body.data);
      if (!data.ok) return badRequest(`data is not valid JSON: ${data.message}`);
      site.db.insert('hits', { event: body.event, data_json: data.value, visitor_cookie: visitorCookie(body, request), payload_json: body });
      return OK;
    },
  },
  ...['button-click', 'button-render'].map((kind) => ({
    method: 'POST',
    path: `/api/census/${kind}`,
    maxBodyBytes: BEACON_BODY_BYTES,
    /** @type {Route['handle']} */
    handle(request, site) {
      const body = record(request.body);
      site.db.insert('button_census', {
        kind,
        button_id: body.id,
        button_text: body.buttonText,
        clickthrough_url: body.clickthroughUrl,
        payload_json: { ...body, visitorCookie: visitorCookie(body, request) },
      });
      return OK;
    },
  })),
  {
    method: 'POST',
    path: '/api/census/form-render',
    maxBodyBytes: BEACON_BODY_BYTES,
    handle(request, site) {
      const body = record(request.body);
      site.db.insert('form_census', { form_id: body.formId, visitor_cookie: visitorCookie(body, request), payload_json: body });
      return OK;
    },
  },
  {
    method: 'POST',
    path: '/api/census/overlay',
    maxBodyBytes: BEACON_BODY_BYTES,
    handle(request, site) {
      site.db.insert('overlay_census', { payload_json: { ...record(request.body), visitorCookie: visitorCookie(record(request.body), request) } });
      return OK;
    },
  },
  {
    method: 'POST',
    path: '/api/census/RecordQuickView/*',
    maxBodyBytes: BEACON_BODY_BYTES,
    handle(request, site) {
      const id = decodeURIComponent(request.path.slice('/api/census/RecordQuickView/'.length));
      if (!id) return badRequest('RecordQuickView needs an item id: /api/census/RecordQuickView/{id}');
      site.db.insert('quick_view_census', { item_id: id });
      return OK;
    },
  },
  {
    method: 'GET',
    path: '/api/1/performance/settings',
    handle: () => ({ status: 200, json: { pageLoadId: randomUUID() } }),
  },
  {
    method: 'POST',
    path: '/api/1/performance/records',
    maxBodyBytes: BEACON_BODY_BYTES,
    handle(request, site) {
      const records = listIn(request.body, 'records');
      if (!records) return badRequest('Expected a JSON list of {app, data, event, pageLoadId, ts}');
      site.db.insertMany(
        'performance_records',
        records.map((item) => {
          const r = record(item);
          return { app: r.app, event: r.event, page_load_id: r.pageLoadId, ts: r.ts, data_json: r.data };
        }),
      );
      return OK;
    },
  },
];
