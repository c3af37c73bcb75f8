/**
 * For the dev site's own tests: a site started in-process (port 0, database in memory,
 * no runtime build) and a client that keeps cookies like a browser and sends the crumb.
 */
import { startSite } from '../server/startSite.mjs';

/** The forms of the example pages the tests submit to. */
export const CONTACT_FORM_ID = '65f0c0ffee0000000000c001';
export const NEWSLETTER_FORM_ID = '65f0c0ffee0000000000c002';

/** A complete, valid submission of the contact form. */
export const VALID_CONTACT_VALUES = {
  'name-1': { first: 'Ada', last: 'Lovelace' },
  'email-2': 'ada@example.com',
  'select-5': 'An order',
  'textarea-13': 'Where is my print?',
};

/** @param {import('../server/startSite.mjs').StartSiteOptions} [options] */
export async function startTestSite(options = {}) {
  const site = await startSite({ port: 0, memory: true, build: false, warn: () => {}, ...options });
  return { ...site, client: () => createClient(site.url) };
}

/** @param {string} baseUrl */
export function createClient(baseUrl) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  /** @param {Response} response */
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      if (/max-age=0/i.test(cookie) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');

  const client = {
    jar,
    get crumb() {
      return jar.get('crumb') ?? '';
    },
    /** Opens a page like a browser: keeps the cookies it sets. @param {string} path */
    async page(path = '/') {
      return keep(await fetch(baseUrl + path, { headers: { cookie: cookieHeader() } }));
    },
    /**
     * A call like the runtime's data wrapper: the crumb cookie as the `crumb` query parameter.
     * @param {string} method @param {string} path
     * @param {{ json?: unknown, form?: Record<string, string>, text?: string, crumb?: string | null, headers?: Record<string, string> }} [options]
     */
    async call(method, path, options = {}) {
      const url = new URL(baseUrl + path);
      const crumb = options.crumb === undefined ? client.crumb : options.crumb;
      if (crumb !== null) url.searchParams.set('crumb', crumb);
      /** @type {Record<string, string>} */
      const headers = { cookie: cookieHeader(), referer: `${baseUrl}/contact`, ...options.headers };
      let body;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(options.form).toString();
      } else if (options.text !== undefined) {
        headers['content-type'] = 'text/plain';
        body = options.text;
      }
      return keep(await fetch(url, { method, headers, body }));
    },
    /** A fresh one-time form key. */
    async formKey() {
      const response = await client.call('POST', '/api/form/FormSubmissionKey');
      const json = /** @type {{ key: string }} */ (await response.json());
      return json.key;
    },
    /** @param {string} formId @param {unknown} values @param {Record<string, unknown>} [extra] */
    async submit(formId, values, extra = {}) {
      const key = await client.formKey();
      return client.call('POST', '/api/form/SaveFormSubmission', { json: { key, formId, form: JSON.stringify(values), ...extra } });
    },
    /** @param {string} table @returns {Promise<Record<string, any>[]>} */
    async rows(table) {
      // any: a row has whatever columns its table has; tests read them by name.
      return /** @type {any} */ (await (await fetch(`${baseUrl}/__dev/api/${table}`)).json());
    },
    /** @param {Record<string, unknown>} fault */
    async arm(fault) {
      return fetch(`${baseUrl}/__dev/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
    },
  };
  return client;
}
