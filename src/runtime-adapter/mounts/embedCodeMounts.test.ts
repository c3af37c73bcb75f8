// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
/**
 * The embed, code and follow button chunks on server markup: what a visitor sees after the
 * mount, and the server markup back after the unmount.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { blockJson as json, mountJob, testMountContext } from '../testing/mountJob.fixture';
import { mountFollowButton } from './followButton';
import type { FollowButtonLoader } from '../../blocks/followButton/followButtonLoader';
import { FOREIGN_HTML_SANDBOX } from '../../blocks/embed/embed.rules';

// our format: the settings, and only a note for visitors without JavaScript (a block whose server content shows its HTML is left as rendered)
const NOTE = '<noscript><p>Needs JavaScript</p></noscript>';
const block = (kind: string, id: string, settings: unknown, content = NOTE, type = '') =>
  `<div class="sqs-block ${kind}-block" id="block-${id}" data-block-type="${type}" data-block-json="${json(settings)}"><div class="sqs-block-content">${content}</div></div>`;
const mountFirst = () => mountJob(scanPage(document).jobs[0]);

type Marks = { __codeRuns?: number };

beforeEach(() => {
  document.body.innerHTML = '';
  delete (globalThis as Marks).__codeRuns;
});

describe('embed and code mount chunks', () => {
  it('an embed with third-party HTML shows it in a sandboxed, titled frame; unmount gives the server markup back', async () => {
    document.body.innerHTML = block('embed', 'e', {
      html: '<blockquote>Post</blockquote><script>parent.x = 1</script>',
      providerName: 'Social',
      width: 500,
      height: 600,
    });
    const unmount = await mountFirst();
    const frame = document.querySelector('.runtime-embed iframe')!;
    expect(frame.getAttribute('sandbox')).toBe(FOREIGN_HTML_SANDBOX);
    expect(frame.getAttribute('title')).toBe('Social');
    expect(document.querySelector('.runtime-embed blockquote')).toBeNull();
    unmount();
    expect(document.querySelector('.runtime-embed')).toBeNull();
    expect(document.querySelector('#block-e .sqs-block-content')?.innerHTML).toBe(NOTE);
  });

  it('an embed with nothing usable says so', async () => {
    document.body.innerHTML = block('embed', 'e', { url: '' });
    await mountFirst();
    expect(document.querySelector('.runtime-embed')?.textContent).toBe('Invalid embed');
  });

  it('a code block places the owner’s HTML and runs its script once', async () => {
    document.body.innerHTML = block(
      'code',
      'c',
      { html: '<p class="owner">Menu</p><script>globalThis.__codeRuns = (globalThis.__codeRuns || 0) + 1</script>' },
      undefined,
      '23',
    );
    const unmount = await mountFirst();
    expect(document.querySelector('.runtime-code .owner')?.textContent).toBe('Menu');
    expect((globalThis as Marks).__codeRuns).toBe(1);
    unmount();
    expect(document.querySelector('.owner')).toBeNull();
  });

  it('a code block whose HTML shows escaped markup shows it as text and runs nothing (entities decoded once, by the browser)', async () => {
    document.body.innerHTML = block(
      'code',
      'c',
      { html: '<p class="owner">&lt;script&gt;globalThis.__codeRuns = 1&lt;/script&gt; &amp;amp;</p>' },
      undefined,
      '23',
    );
    await mountFirst();
    expect(document.querySelector('.runtime-code .owner')?.textContent).toBe('<script>globalThis.__codeRuns = 1</script> &amp;');
    expect(document.querySelector('.runtime-code script')).toBeNull();
    expect((globalThis as Marks).__codeRuns).toBeUndefined();
  });

  it('an embed whose url carries crafted quotes gains no html key', async () => {
    document.body.innerHTML = block('embed', 'e', { url: 'https://example.com/&quot;,&quot;html&quot;:&quot;<b class=injected>x</b>' });
    await mountFirst();
    expect(document.querySelector('.injected')).toBeNull();
    expect(document.querySelector('.runtime-embed iframe')).toBeNull();
  });

  it('a code block with display source shows the code as text', async () => {
    document.body.innerHTML = block('code', 'c', { html: '<b>bold</b>', displaySource: true }, undefined, '23');
    await mountFirst();
    expect(document.querySelector('.runtime-code pre code')?.textContent).toBe('<b>bold</b>');
    expect(document.querySelector('.runtime-code b')).toBeNull();
  });
});

describe('follow button mount chunk', () => {
  const markup =
    '<div class="sqs-block twitter-block" id="block-tw" data-block-type=""><div class="sqs-block-content"><a class="twitter-follow-button" href="https://x.com/harbourcoffee">Follow us</a></div></div>';

  it('stands in for the link and stays a link, with a warning naming the handle, when the script fails', async () => {
    document.body.innerHTML = markup;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: FollowButtonLoader = { load: () => Promise.reject(new Error('The follow-button script did not load within 10 s')) };
    const job = scanPage(document).jobs[0]!;
    if (job.kind !== 'followButton') throw new Error('not a follow button');
    const unmount = mountFollowButton(job.element, job.props, testMountContext, failing);
    await vi.waitFor(() => expect(document.querySelector('.runtime-follow-button [data-follow-button]')?.getAttribute('data-follow-button')).toBe('fallback'));
    const original = document.querySelector<HTMLElement>('a.twitter-follow-button')!;
    expect(original.hidden).toBe(true);
    const shown = document.querySelector('.runtime-follow-button a');
    expect(shown?.textContent).toBe('Follow us');
    expect(shown?.getAttribute('href')).toBe('https://x.com/harbourcoffee');
    expect(warn).toHaveBeenCalledWith('Follow button for @harbourcoffee stays a plain link: the follow-button script did not load', expect.any(Error));
    unmount();
    expect(document.querySelector('.runtime-follow-button')).toBeNull();
    expect(original.hidden).toBe(false);
    warn.mockRestore();
  });

  it('refuses a link with no profile handle, leaving it as it is', () => {
    document.body.innerHTML = markup.replace('https://x.com/harbourcoffee', '/about');
    const job = scanPage(document).jobs[0]!;
    if (job.kind !== 'followButton') throw new Error('not a follow button');
    expect(() => mountFollowButton(job.element, job.props, testMountContext, { load: vi.fn() })).toThrow(
      'Follow button left as a link: no profile handle in its href "/about"',
    );
    expect(document.querySelector<HTMLElement>('a.twitter-follow-button')?.hidden).toBe(false);
  });
});
