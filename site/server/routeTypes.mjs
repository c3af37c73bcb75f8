/**
 * The shapes every route shares (JSDoc only; nothing runs here).
 *
 * @typedef {object} SiteRequest
 * @property {string} method
 * @property {string} path the URL path, no query
 * @property {URLSearchParams} query
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {Record<string, string>} cookies
 * @property {unknown} body parsed JSON, form fields, or `{ text }`; `{}` when empty
 * @property {string} visitor who is asking: the visitor cookie id, else the crumb, else the address
 * @property {string} address the connection's address (what limits key on: the client cannot choose it)
 * @property {string | null} referrerPath the path of the page that made the call
 *
 * @typedef {object} Reply
 * @property {number} status
 * @property {unknown} [json]
 * @property {string} [html]
 * @property {string} [text]
 * @property {string} [type] content type of `text` or `bytes`
 * @property {Buffer} [bytes]
 * @property {string[]} [cookies] Set-Cookie values
 * @property {Record<string, string>} [headers] other response headers
 *
 * @typedef {object} SiteState
 * @property {import('../db/database.mjs').SiteDatabase} db
 * @property {Map<string, import('../forms/formDefinitions.mjs').FormDefinition>} forms
 * @property {ReturnType<typeof import('../forms/formKeys.mjs').createFormKeys>} formKeys
 * @property {ReturnType<typeof import('../forms/rateLimit.mjs').createRateLimit>} rateLimit
 * @property {ReturnType<typeof import('./faults.mjs').createFaults>} faults
 * @property {{ languages: unknown[], connected: boolean, header: string, footer: string }} settings
 * @property {{ pagesDir: string, assetsDir: string, runtimeDir: string }} dirs
 *
 * @typedef {object} Route
 * @property {string} method
 * @property {string} path exact path, or a prefix when it ends in `/*`
 * @property {number} [maxBodyBytes] the largest body taken (413 above it); default `MAX_BODY_BYTES`
 * @property {(request: SiteRequest, site: SiteState) => Reply | Promise<Reply>} handle
 */
export {};
