import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite } from '../testing/siteClient.mjs';
import { FIXTURES_DIR, fixturePage, fixtureRoutes, listFixtures, parseFixtureHeader } from './fixtureRoutes.mjs';

const HEADER = '<!-- fixture {"version":"7.0","expect":{"#block-a":"mounted:form","#block-b":"left: plain text"}} -->';

describe('fixture headers', () => {
  it('reads the version and what each selector should end as', () => {
    expect(parseFixtureHeader('a.html', `${HEADER}\n<div></div>`)).toEqual({
      version: '7.0',
      expect: { '#block-a': 'mounted:form', '#block-b': 'left: plain text' },
    });
  });

  it('refuses a missing header, bad JSON, a version it does not know and an outcome of another form, naming the file', () => {
    expect(() => parseFixtureHeader('a.html', '<div></div>')).toThrow('a.html: the first line must be <!-- fixture');
    expect(() => parseFixtureHeader('b.html', '<!-- fixture {version} -->')).toThrow('b.html: the fixture header is not valid JSON');
    expect(() => parseFixtureHeader('c.html', '<!-- fixture {"version":"8","expect":{}} -->')).toThrow(
      'c.html: the fixture header\'s version must be "7.0" or "7.1"',
    );
    expect(() => parseFixtureHeader('d.html', '<!-- fixture {"version":"7.1"} -->')).toThrow('d.html: the fixture header needs an "expect" object');
    expect(() => parseFixtureHeader('e.html', '<!-- fixture {"version":"7.1","expect":{"#x":"gone"}} -->')).toThrow(
      'e.html: expect["#x"] must be "mounted:<kind>" or "left: <why>"',
    );
  });

  it('every fixture in the project has a valid header', async () => {
    for (const file of await listFixtures()) expect(() => parseFixtureHeader(file, readFileSync(join(FIXTURES_DIR, file), 'utf8'))).not.toThrow();
  });
});

describe('a fixture page', () => {
  it('puts the fragment in a page with the site context of its template version and the runtime', () => {
    const html = fixturePage('a.html', `${HEADER}\n<div id="block-a">Hello</div>`, { context: '{"website":{"id":"w1"}}', styles: 'body{margin:0}' });
    expect(html).toContain('<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {');
    expect(html).toContain('"templateVersion": "7"');
    expect(html).toContain('"id": "w1"');
    expect(html).toContain('<script type="module" blocking="render" src="/runtime/runtime.js"></script>');
    expect(html).toContain('body{margin:0}');
    expect(html).toContain('<div id="block-a">Hello</div>');
  });
});

describe('GET /__dev/fixtures/', () => {
  /** @type {Awaited<ReturnType<typeof startTestSite>>} */
  let site;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it('serves a fixture of the project as a page, lists them, and answers 404 for a name that is not one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
    writeFileSync(join(dir, 'text-7.1.html'), '<!-- fixture {"version":"7.1","expect":{}} -->\n<p>Ours</p>');
    const [route] = fixtureRoutes({ pagesDir: join(import.meta.dirname, '..', 'pages') }, dir);
    if (!route) throw new Error('fixtureRoutes gave no route');
    /** The route reads only the path (and no site state). @param {string} path */
    const get = (path) =>
      route.handle(/** @type {import('./routeTypes.mjs').SiteRequest} */ ({ path }), /** @type {import('./routeTypes.mjs').SiteState} */ ({}));
    const page = await get('/__dev/fixtures/text-7.1.html');
    expect(page.status).toBe(200);
    expect(page.html).toContain('"templateVersion": "7.1"');
    expect(page.html).toContain('<p>Ours</p>');
    const list = await get('/__dev/fixtures/');
    expect(list.html).toContain('<a href="/__dev/fixtures/text-7.1.html">text-7.1.html</a>');
    expect((await get('/__dev/fixtures/missing.html')).status).toBe(404);
    expect((await get('/__dev/fixtures/../secret.html')).status).toBe(404);
    const served = await fetch(`${site.url}/__dev/fixtures/`);
    expect(served.status).toBe(200);
  });
});
