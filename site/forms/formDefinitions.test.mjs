import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeBlockJson } from '../server/htmlText.mjs';
import { findBlocks, parseAttributes } from './blockMarkup.mjs';
import { readFormDefinitions } from './formDefinitions.mjs';

const PAGES = join(dirname(fileURLToPath(import.meta.url)), '..', 'pages');

describe('findBlocks', () => {
  it('finds blocks by their kind class, whatever the whitespace in the class list, and decodes the JSON', () => {
    const html = `<div class="\n  sqs-block   form-block\tsqs-block-form " id="block-f1" data-block-type="9" data-block-json="${encodeBlockJson({ formId: 'x', note: 'a > b & "c"' })}"><p>x</p></div>
      <div class="sqs-block html-block" id="block-h1"></div>
      <div class="form-block" id="not-a-block"></div>`;
    const blocks = findBlocks(html, ['form', 'newsletter']);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.attributes.id).toBe('block-f1');
    expect(JSON.parse(blocks[0]?.attributes['data-block-json'] ?? '')).toEqual({ formId: 'x', note: 'a > b & "c"' });
  });

  it('reads single-quoted, unquoted and bare attributes', () => {
    expect(parseAttributes(` a='1' b=2 hidden c="&#x7B;&quot;"`)).toEqual({ a: '1', b: '2', hidden: '', c: '{"' });
  });
});

describe('readFormDefinitions', () => {
  it('knows every form of the example pages, with their fields', () => {
    const forms = readFormDefinitions(PAGES);
    expect([...forms.values()].map((f) => [f.page, f.kind]).sort()).toEqual([
      ['contact.html', 'form'],
      ['contact.html', 'newsletter'],
      ['join.html', 'newsletter'],
    ]);
    const contact = forms.get('65f0c0ffee0000000000c001');
    expect(contact?.fields.find((x) => x.id === 'textarea-13')).toMatchObject({ type: 'textarea', required: true, maxLength: 500 });
    expect(new Set(contact?.fields.map((x) => x.type))).toEqual(
      new Set(['name', 'email', 'phone', 'section', 'select', 'checkbox', 'radio', 'date', 'time', 'address', 'likert', 'website', 'textarea', 'hidden']),
    );
  });

  /** @type {string | undefined} */
  let dir;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  /** @param {Record<string, string>} files */
  const pagesWith = (files) => {
    dir = mkdtempSync(join(tmpdir(), 'dev-site-pages-'));
    for (const [name, html] of Object.entries(files)) writeFileSync(join(dir, name), html);
    return dir;
  };
  const formBlock = (/** @type {string} */ json) => `<div class="sqs-block form-block" id="block-b1" data-block-json="${json}"></div>`;

  it('names the page and block when the block JSON cannot be read', () => {
    expect(() => readFormDefinitions(pagesWith({ 'a.html': formBlock('&#123;oops') }))).toThrow(
      /^a\.html: form block b1: data-block-json is not valid JSON/,
    );
  });

  it('reads forms from the page content as served: front block and section tags are no obstacle', () => {
    const page = `---\n{ "title": "A", "context": { "collectionId": "c", "pageType": 2 } }\n---\n    <page-section>\n${formBlock(encodeBlockJson({ formId: 'f1', fields: [] }))}\n    </page-section>\n`;
    expect([...readFormDefinitions(pagesWith({ 'a.html': page, 'not-a-page.txt': formBlock('oops') })).keys()]).toEqual(['f1']);
    rmSync(/** @type {string} */ (dir), { recursive: true });
    expect(() => readFormDefinitions(pagesWith({ 'a.html': `---\n{ "title": }\n---\n${page}` }))).toThrow(/^a\.html: the front block is not valid JSON/);
  });

  it('refuses an unknown field kind and a formId used twice', () => {
    expect(() => readFormDefinitions(pagesWith({ 'a.html': formBlock(encodeBlockJson({ formId: 'x', fields: [{ id: 'q', type: 'colour' }] })) }))).toThrow(
      'a.html: form block b1: field 0 has unknown type "colour"',
    );
    rmSync(/** @type {string} */ (dir), { recursive: true });
    const same = formBlock(encodeBlockJson({ formId: 'x', fields: [] }));
    expect(() => readFormDefinitions(pagesWith({ 'a.html': same, 'b.html': same }))).toThrow('formId x is used by a.html and b.html');
  });
});
