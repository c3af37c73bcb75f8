/**
 * Finds blocks in page HTML by their start tag: the attributes of every element whose
 * class list names a block kind (`form-block`, `newsletter-block`, …). A small tokenizer
 * over start tags, enough for the pages the dev site serves; not a general HTML parser.
 */
import { decodeEntities } from '../server/htmlText.mjs';

const START_TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;

/** @param {string} source @returns {Record<string, string>} decoded attribute values by lower-case name */
export function parseAttributes(source) {
  /** @type {Record<string, string>} */
  const attributes = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name in attributes) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * @typedef {{ tag: string, kind: string, attributes: Record<string, string> }} BlockTag
 * @param {string} html @param {readonly string[]} kinds e.g. ['form', 'newsletter']
 * @returns {BlockTag[]} in document order
 */
export function findBlocks(html, kinds) {
  /** @type {BlockTag[]} */
  const blocks = [];
  for (const match of html.matchAll(START_TAG)) {
    const attributes = parseAttributes(match[2] ?? '');
    const classes = (attributes.class ?? '').split(/\s+/);
    if (!classes.includes('sqs-block')) continue;
    const kind = kinds.find((k) => classes.includes(`${k}-block`));
    if (kind) blocks.push({ tag: (match[1] ?? '').toLowerCase(), kind, attributes });
  }
  return blocks;
}
