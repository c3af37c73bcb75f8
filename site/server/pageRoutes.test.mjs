import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite } from '../testing/siteClient.mjs';
import { pageFileFor } from './pageRoutes.mjs';

const PAGES = join(dirname(fileURLToPath(import.meta.url)), '..', 'pages');
const page = (/** @type {string} */ main) => `---\n{ "title": "A", "context": { "collectionId": "c1", "pageType": 2 } }\n---\n${main}`;

describe('pageFileFor', () => {
  it('maps paths to page files', () => {
    expect(['/', '/index.html', '/contact', '/contact/', '/contact.html', '/shared/layout', '/_x', '/a/b'].map(pageFileFor)).toEqual([
      'index.html',
      'index.html',
      'contact.html',
      'contact.html',
      'contact.html',
      null,
      null,
      null,
    ]);
  });
});

describe('pages assembled on each request', () => {
  /** @type {string} */
  let dir;
  /** @type {Awaited<ReturnType<typeof startTestSite>>} */
  let site;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-site-pages-'));
    cpSync(join(PAGES, 'shared'), join(dir, 'shared'), { recursive: true });
    writeFileSync(join(dir, 'a.html'), page('<p>first</p>'));
    site = await startTestSite({ pagesDir: dir });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows an edit on the next request, in the shared layout', async () => {
    const first = await site.client().page('/a');
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toEqual([expect.stringMatching(/^crumb=/)]);
    const html = await first.text();
    expect(html).toContain('<title>A — Dev Site</title>');
    expect(html).toContain('<p>first</p>');
    expect(html).toContain('<body id="collection-c1" class="page-type-2">');
    writeFileSync(join(dir, 'a.html'), page('<p>second</p>'));
    expect(await (await site.client().page('/a')).text()).toContain('<p>second</p>');
  });

  it('answers a page that cannot be assembled with 500 and the reason; the shared folder is no page', async () => {
    writeFileSync(join(dir, 'b.html'), page('<!-- @gallery {"id": "g", "settings": []} -->'));
    const broken = await site.client().page('/b');
    expect(broken.status).toBe(500);
    expect(await broken.text()).toContain('b.html: @gallery: needs &quot;settings&quot;, the block JSON');
    expect((await site.client().page('/a')).status).toBe(200);
    expect((await site.client().page('/shared/layout.html')).status).toBe(404);
  });
});
