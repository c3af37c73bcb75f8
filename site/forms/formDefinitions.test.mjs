import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
      ['contact.html', 'form'],
      ['contact.html', 'newsletter'],
      ['framing.html', 'form'],
      ['join.html', 'newsletter'],
    ]);
    const contact = forms.get('65f0c0ffee0000000000c001');
    expect(contact?.fields.find((x) => x.type === 'textarea')).toMatchObject({ required: true, maxLength: 500 });
    expect(new Set(contact?.fields.map((x) => x.type))).toEqual(
      new Set(['name', 'email', 'phone', 'section', 'select', 'checkbox', 'radio', 'date', 'time', 'address', 'likert', 'website', 'textarea', 'hidden']),
    );
    expect(forms.get('65f0c0ffee0000000000c005')?.fields.map((x) => x.type)).toEqual(['name', 'email', 'select', 'radio', 'checkbox', 'text', 'textarea']);
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
    // the base context every page is read with
    mkdirSync(join(dir, 'shared'));
    copyFileSync(join(PAGES, 'shared', 'context.json'), join(dir, 'shared', 'context.json'));
    for (const [name, html] of Object.entries(files)) writeFileSync(join(dir, name), html);
    return dir;
  };
  const formBlock = (/** @type {string} */ formId) =>
    `<div class="sqs-block form-block" id="block-b1"><div class="sqs-block-content"><form data-form-id="${formId}"><div id="text-1" class="form-item field text"><input type="text"></div></form></div></div>`;

  it('reads forms from the page content as served: front block and section tags are no obstacle', () => {
    const page = `---\n{ "title": "A", "context": { "collectionId": "c", "pageType": 2 } }\n---\n    <page-section>\n${formBlock('f1')}\n    </page-section>\n`;
    expect([...readFormDefinitions(pagesWith({ 'a.html': page, 'not-a-page.txt': formBlock('f2') })).keys()]).toEqual(['f1']);
  });

  it('refuses a formId used twice', () => {
    const same = formBlock('x');
    expect(() => readFormDefinitions(pagesWith({ 'a.html': same, 'b.html': same }))).toThrow('formId x is used by a.html and b.html');
  });
});
