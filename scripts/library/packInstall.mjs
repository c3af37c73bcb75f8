#!/usr/bin/env node
/**
 * The package test (`npm run test:package`, the `package` suite of `npm test`): builds the
 * library (`npm run build:lib`), packs it (`npm pack`), installs the tarball into a fresh
 * temporary project from the npm cache (`npm ci --offline`), type-checks that project's
 * pages and the docs' examples against the package's types, builds its page with Vite, and
 * renders it in Chromium: a grid gallery and a contact form from the package, in the tokens'
 * theme and fonts, the form sent through the package's form service; then the runtime from the
 * package on a published page, and the page rendered on a server. Each step is one check; the
 * counts go to reports/package/results.json.
 *
 *   npm run test:package                 build, pack, install, check
 *   npm run test:package -- --no-build   reuse lib/ as it is
 *   npm run test:package -- --keep       keep the temporary project and print where it is
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { consumerLock } from './consumerLock.mjs';
import { missingExportTargets, unexpectedFiles } from './tarballFiles.mjs';
import { sectionCodeBlocks } from './readmeSnippet.mjs';
import { CHROMIUM_ARGS, requireChromium } from '../farm/chromium.mjs';
import { serveStatic } from '../farm/serve-static.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const CONSUMER = join(import.meta.dirname, 'consumer');
const REPORT = join(ROOT, 'reports', 'package', 'results.json');
const args = new Set(process.argv.slice(2));
const PHOTOS = ['harbour.jpg', 'lake-dusk.jpg', 'forest-path.jpg'];
/** What the app installs beside the package: its peers and the types its own code uses. */
const APP_PACKAGES = ['react', 'react-dom', 'styled-components', '@types/react', '@types/react-dom'];
const SUBMITTED = 'Thanks, we will write back soon.';

function run(command, commandArgs, cwd, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (data) => {
      out += data;
      if (!quiet) process.stdout.write(data);
    });
    child.stderr.on('data', (data) => {
      out += data;
      if (!quiet) process.stderr.write(data);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
    child.on('error', (error) => resolve({ code: 1, out: String(error) }));
  });
}

const checks = [];
function record(name, ok, detail = '') {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
  return ok;
}
function finish(project) {
  mkdirSync(join(ROOT, 'reports', 'package'), { recursive: true });
  const passed = checks.filter((c) => c.ok).length;
  writeFileSync(REPORT, JSON.stringify({ passed, failed: checks.length - passed, checks }, null, 2));
  if (project && !args.has('--keep')) rmSync(project, { recursive: true, force: true });
  else if (project) console.log(`Kept the temporary project: ${project}`);
  console.log(`package: ${passed} passed, ${checks.length - passed} failed`);
  process.exit(checks.length === passed ? 0 : 1);
}
/** The steps after a failed one cannot run: each counts as failed, so the total stays the same. */
const STEPS = [
  'build',
  'pack contents',
  'install from the cache',
  'types',
  'vite build',
  'gallery rendered',
  'form rendered',
  'form sent',
  'tokens and fonts',
  'no errors',
  'runtime on a published page',
  'server render',
];
function stopAfter(project) {
  for (const name of STEPS.slice(checks.length)) record(name, false, 'not run: an earlier step failed');
  finish(project);
}

// 1. build
if (args.has('--no-build')) record('build', existsSync(join(ROOT, 'lib', 'library', 'blocks.js')), 'reused lib/ (--no-build)');
else {
  const build = await run('npm', ['run', 'build:lib', '--silent'], ROOT, { quiet: true });
  if (!record('build', build.code === 0, build.code === 0 ? 'npm run build:lib' : build.out.slice(-2000))) stopAfter(null);
}

// 2. pack
const project = mkdtempSync(join(tmpdir(), 'site-blocks-package-'));
const packed = await run('npm', ['pack', '--json', '--pack-destination', project], ROOT, { quiet: true });
let pack;
try {
  pack = JSON.parse(packed.out.slice(packed.out.indexOf('[')))[0];
} catch {
  record('pack contents', false, packed.out.slice(-2000));
  stopAfter(project);
}
const ownPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const paths = pack.files.map((file) => file.path);
const unexpected = unexpectedFiles(paths);
const missingTargets = missingExportTargets(ownPackage.exports, paths);
if (
  !record(
    'pack contents',
    packed.code === 0 && unexpected.length === 0 && missingTargets.length === 0,
    `${pack.filename}: ${paths.length} files, ${(pack.size / 1024).toFixed(0)} KiB packed` +
      (unexpected.length ? `; should not ship: ${unexpected.slice(0, 10).join(', ')}` : '') +
      (missingTargets.length ? `; exports missing: ${missingTargets.join(', ')}` : ''),
  )
)
  stopAfter(project);

// 3. install into a fresh project, from the npm cache only
const { packageJson, lock, missing } = consumerLock({
  lock: JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')),
  projectName: 'template-author-page',
  packed: { ...ownPackage, version: pack.version },
  tarball: pack.filename,
  integrity: pack.integrity,
  alsoInstall: APP_PACKAGES,
});
writeFileSync(join(project, 'package.json'), JSON.stringify(packageJson, null, 2));
writeFileSync(join(project, 'package-lock.json'), JSON.stringify(lock, null, 2));
cpSync(CONSUMER, project, { recursive: true });
mkdirSync(join(project, 'public', 'photos'), { recursive: true });
for (const photo of PHOTOS) cpSync(join(ROOT, 'stories', 'assets', 'gallery', photo), join(project, 'public', 'photos', photo));
const NPM_CI = ['ci', '--ignore-scripts', '--no-audit', '--no-fund'];
let install = await run('npm', [...NPM_CI, '--offline'], project, { quiet: true });
// a cache that lacks a tarball (node_modules restored without npm ci): the same lock, the missing ones from the registry
const fetched = install.code !== 0 && install.out.includes('ENOTCACHED');
if (fetched) install = await run('npm', [...NPM_CI, '--prefer-offline'], project, { quiet: true });
const installedEntry = join(project, 'node_modules', ...ownPackage.name.split('/'), 'lib', 'library', 'blocks.js');
const installed = `${Object.keys(lock.packages).length - 1} packages${fetched ? ', some fetched from the registry: the npm cache lacked them' : ''}`;
if (
  !record(
    'install from the cache',
    install.code === 0 && missing.length === 0 && existsSync(installedEntry),
    install.code === 0 ? installed : `${missing.length ? `not in our lock: ${missing.join(', ')}; ` : ''}${install.out.slice(-1500)}`,
  )
)
  stopAfter(project);

// 4. the app's pages type-check against the package's types (src/typesAreReal.tsx fails if they are missing),
// resolved as bundlers do (tsconfig.json) and as Node does (tsconfig.node.json: NodeNext); so do the examples of the
// README and of the Storybook page "Using the library"
const tscBin = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const tscFailures = [];
const DOC_EXAMPLES = [
  { file: 'README.md', section: 'Using the library', as: 'readmeExample' },
  { file: 'stories/UsingTheLibrary.mdx', section: 'Render a gallery and a form in your React app', as: 'storybookExample' },
];
for (const doc of DOC_EXAMPLES) {
  const examples = sectionCodeBlocks(readFileSync(join(ROOT, doc.file), 'utf8'), doc.section, 'tsx');
  examples.forEach((code, index) => writeFileSync(join(project, 'src', `${doc.as}${index + 1}.tsx`), code));
  if (examples.length === 0) tscFailures.push(`${doc.file}: no tsx example under "## ${doc.section}"`);
}
for (const config of ['tsconfig.json', 'tsconfig.node.json']) {
  const tsc = await run(process.execPath, [tscBin, '-p', join(project, config)], project, { quiet: true });
  if (tsc.code !== 0) tscFailures.push(`${config}: ${tsc.out.slice(-1500)}`);
}
const typesDetail =
  tscFailures.length === 0 ? `tsc on the app, its expected type errors and the docs' examples, bundler and NodeNext resolution` : tscFailures.join('\n');
if (!record('types', tscFailures.length === 0, typesDetail)) stopAfter(project);

// 5. the author's Vite build
const { build } = await import('vite');
const { default: react } = await import('@vitejs/plugin-react');
try {
  await build({ root: project, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: 'dist', emptyOutDir: true } });
  const assets = readdirSync(join(project, 'dist', 'assets'));
  const fonts = assets.filter((file) => file.endsWith('.woff2'));
  const entryScript = assets.find((file) => file.startsWith('index-') && file.endsWith('.js'));
  const entryKiB = entryScript ? gzipSync(readFileSync(join(project, 'dist', 'assets', entryScript)), { level: 9 }).length / 1024 : 0;
  const detail = `${assets.length} assets, ${fonts.length} woff2 fonts, the page's script ${entryKiB.toFixed(1)} KiB gzip with React`;
  if (!record('vite build', fonts.length > 0 && entryKiB > 0, detail)) stopAfter(project);
  // the published page (public/published.html) gets the runtime as the README says: its folder copied into the site's files
  cpSync(join(project, 'node_modules', ...ownPackage.name.split('/'), 'lib', 'runtime'), join(project, 'dist', 'runtime'), { recursive: true });
} catch (error) {
  record('vite build', false, String(error instanceof Error ? error.message : error).slice(0, 2000));
  stopAfter(project);
}

// 6. the page in Chromium
const { chromium } = await import('playwright');
const server = await serveStatic(join(project, 'dist'), 0);
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
const errors = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  // the platform's form endpoints, as the site would answer them
  await page.route('**/api/form/FormSubmissionKey**', (route) => route.fulfill({ json: { key: 'package-test-key' } }));
  await page.route('**/api/form/SaveFormSubmission**', (route) => route.fulfill({ json: { success: true } }));
  await page.goto(url);

  const gallery = page.getByRole('list', { name: 'Harbour photos' });
  const galleryOk = await gallery
    .getByRole('listitem')
    .nth(PHOTOS.length - 1)
    .waitFor({ timeout: 15000 })
    .then(
      () => true,
      () => false,
    );
  const items = galleryOk ? await gallery.getByRole('listitem').count() : 0;
  const loaded = galleryOk
    ? await page
        .waitForFunction(() => [...document.querySelectorAll('img')].filter((img) => img.complete && img.naturalWidth > 0).length > 0, null, { timeout: 10000 })
        .then(
          () => page.evaluate(() => [...document.querySelectorAll('img')].filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.alt)),
          () => [],
        )
    : [];
  record('gallery rendered', items === PHOTOS.length && loaded.length > 0, `${items} slides, images shown: ${loaded.join(', ') || 'none'}`);

  const email = page.getByRole('textbox', { name: /^Email/ });
  const formOk = await email.waitFor({ timeout: 10000 }).then(
    () => true,
    () => false,
  );
  const send = page.getByRole('button', { name: 'Send message' });
  record('form rendered', formOk && (await send.count()) === 1, formOk ? 'Name, Email, Message and Send message' : 'no Email field');

  let sent = false;
  if (formOk) {
    await page.getByRole('textbox', { name: /^First/ }).fill('Sam');
    await page.getByRole('textbox', { name: /^Last/ }).fill('Rivera');
    await email.fill('sam@harbour.example');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Do you roast decaf?');
    await send.click();
    sent = await page
      .getByText(SUBMITTED)
      .waitFor({ timeout: 10000 })
      .then(
        () => true,
        () => false,
      );
  }
  record('form sent', sent, sent ? `the service sent it and the form shows "${SUBMITTED}"` : 'no post-submit message');

  const look = await page.evaluate(async () => {
    await document.fonts.ready;
    const scope = document.querySelector('[data-section-theme]');
    const style = scope ? getComputedStyle(scope) : null;
    return {
      theme: scope?.getAttribute('data-section-theme') ?? null,
      fontFamily: style?.fontFamily ?? '',
      inter: document.fonts.check('16px Inter'),
      background: style?.backgroundColor ?? '',
    };
  });
  record(
    'tokens and fonts',
    look.theme === 'light' && look.fontFamily.includes('Inter') && look.inter && look.background !== '' && look.background !== 'rgba(0, 0, 0, 0)',
    `section theme ${look.theme}, background ${look.background}, font ${look.fontFamily.split(',')[0]}, Inter loaded: ${look.inter}`,
  );
  record('no errors', errors.length === 0, errors.slice(0, 5).join(' | '));

  // the runtime from the package enhances a published page's accordion block
  const published = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const runtimeErrors = [];
  published.on('pageerror', (error) => runtimeErrors.push(error.message));
  await published.goto(`${url}published.html`);
  const mounted = await published
    .waitForFunction(() => window.SiteRuntime?.ready, null, { timeout: 15000 })
    .then(() => published.evaluate(() => window.SiteRuntime?.ready.then(() => document.querySelectorAll('#block-opening-hours [data-runtime-view]').length)))
    .catch((error) => `${error.message}`.slice(0, 300));
  let opened = false;
  if (mounted === 1) {
    const question = published.getByRole('button', { name: 'Can I bring my dog?' });
    await question.click();
    const answer = published.locator('[data-runtime-view]').getByText('Yes, on the terrace and inside.');
    opened = await answer.waitFor({ state: 'visible', timeout: 5000 }).then(
      async () => (await question.getAttribute('aria-expanded')) === 'true',
      () => false,
    );
  }
  record(
    'runtime on a published page',
    mounted === 1 && opened && runtimeErrors.length === 0,
    typeof mounted === 'number'
      ? `${mounted} view mounted, the second item ${opened ? 'opens' : 'does not open'} on click${runtimeErrors.length ? `; errors: ${runtimeErrors.join(' | ')}` : ''}`
      : mounted,
  );
} finally {
  await browser.close();
  server.close();
}

// 7. the same page rendered on a server: Vite's SSR build leaves the package external, so Node's own
// ESM loader loads it and styled-components
try {
  await build({
    root: project,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: 'src/serverEntry.tsx', outDir: 'dist-server', emptyOutDir: true },
  });
  const { render } = await import(pathToFileURL(join(project, 'dist-server', 'serverEntry.js')).href);
  const html = render();
  const shows = ['aria-label="Harbour photos"', 'Send message', 'data-section-theme="light"'].filter((text) => html.includes(text));
  record(
    'server render',
    shows.length === 3,
    `${(html.length / 1024).toFixed(1)} KiB of HTML with ${shows.join(', ') || 'none of the gallery, the form, the theme'}`,
  );
} catch (error) {
  record('server render', false, String(error instanceof Error ? error.stack : error).slice(0, 1500));
}
finish(project);
