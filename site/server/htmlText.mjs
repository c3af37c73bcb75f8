/** Escaping text into HTML, and decoding the entities the server writes into attributes. */

/** @param {unknown} value */
export function escapeHtml(value) {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const NAMED = /** @type {Record<string, string>} */ ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' });

/**
 * Decodes numeric (`&#123;`, `&#x7B;`) and the common named entities; leaves unknown ones as they are.
 * @param {string} text
 */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (/** @type {string} */ whole, /** @type {string} */ body) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/**
 * Encodes JSON the way the platform writes it into `data-block-json`: every brace and quote as an entity.
 * @param {unknown} value
 */
export function encodeBlockJson(value) {
  return JSON.stringify(value).replace(/[&<>"'{}]/g, (c) => `&#${c.charCodeAt(0)};`);
}
