// @vitest-environment happy-dom
/** The scan cases of the embed and code blocks and of follow-button links. */
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { BOUND_ATTRIBUTE, scanPage } from './scanPage';

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));
const block = (kind: string, id: string, settings: unknown, content = '', type = '') =>
  `<div class="sqs-block ${kind}-block sqs-block-${kind}" id="block-${id}" data-block-type="${type}" data-block-json="${json(settings)}"><div class="sqs-block-content">${content}</div></div>`;

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('scanPage: embed and code blocks', () => {
  it('passes an embed block’s settings as they are', () => {
    document.body.innerHTML = block('embed', 'e', {
      url: 'https://vimeo.com/1',
      html: '<iframe src="https://player.vimeo.com/video/1"></iframe>',
      width: 640,
      height: 360,
    });
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual([]);
    expect(jobs.map((j) => [j.kind, j.element.id, j.props])).toEqual([
      [
        'embed',
        'block-e',
        { settings: { url: 'https://vimeo.com/1', html: '<iframe src="https://player.vimeo.com/video/1"></iframe>', width: 640, height: 360 } },
      ],
    ]);
  });

  it('mounts a code block by its class or by its number 23 when its settings hold html; one the server rendered (no html) stays as it is', () => {
    document.body.innerHTML =
      block('code', 'byClass', { html: '<p>Hi</p>', displaySource: true }, '', '23') +
      `<div class="sqs-block" id="block-byNumber" data-block-type="23" data-block-json="${json({ html: '' })}"><div class="sqs-block-content"></div></div>` +
      block('code', 'served', {}, '<p>Rendered by the server</p>', '23');
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual([]);
    expect(jobs.map((j) => [j.kind, j.element.id, j.props])).toEqual([
      ['code', 'block-byClass', { settings: { html: '<p>Hi</p>', displaySource: true } }],
      ['code', 'block-byNumber', { settings: { html: '' } }],
    ]);
    expect(document.getElementById('block-served')?.hasAttribute(BOUND_ATTRIBUTE)).toBe(false);
  });

  it('leaves a 7.0 embed and a code block whose HTML the server already placed in the content as rendered (not run twice)', () => {
    const gist = '<script src="https://snippets.example/tide-table.js"></script>';
    document.body.innerHTML =
      block('embed', 'e70', { html: gist, resolvedBy: 'manual', resolved: true }, gist, '22') +
      block('embed', 'noscriptOnly', { html: gist }, '<noscript><p>Tide table</p></noscript>', '22') +
      block('code', 'both', { html: '<p>Tide times</p>' }, '<p>Tide times</p>', '23') +
      `<div class="sqs-block code-block sqs-block-code" data-block-type="23" id="block-c71"><div class="sqs-block-content"><span id="tides" style="height: 0px;"></span></div></div>`;
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual([]);
    expect(jobs.map((j) => [j.kind, j.element.id])).toEqual([['embed', 'block-noscriptOnly']]);
    for (const id of ['block-e70', 'block-both', 'block-c71']) expect(document.getElementById(id)?.hasAttribute(BOUND_ATTRIBUTE)).toBe(false);
  });

  it('skips an embed block whose JSON does not parse, with the block named', () => {
    document.body.innerHTML = '<div class="sqs-block embed-block" id="block-bad" data-block-type="" data-block-json="{nope"></div>';
    const { jobs, messages } = scanPage(document);
    expect(jobs).toEqual([]);
    expect(messages[0]).toMatch(/^Block block-bad skipped: its data-block-json is not valid JSON/);
  });
});

describe('scanPage: follow buttons', () => {
  const link = (attributes = '') => `<a class="twitter-follow-button" href="https://x.com/harbourcoffee" ${attributes}>Follow @harbourcoffee</a>`;

  it('finds follow links in twitter and social links blocks with their attributes, once', () => {
    document.body.innerHTML =
      `<div class="sqs-block twitter-block" id="block-tw" data-block-type=""><div class="sqs-block-content">${link('data-show-count="true" data-size="small" data-screen-name="harbour_co" data-script-src="/assets/follow/widgets.js"')}</div></div>` +
      `<div class="sqs-block social-links-block" id="block-sl" data-block-type="54"><div class="sqs-block-content">${link()}</div></div>`;
    const { jobs } = scanPage(document);
    expect(jobs.map((j) => [j.kind, j.label, j.props])).toEqual([
      [
        'followButton',
        'block-tw',
        {
          href: 'https://x.com/harbourcoffee',
          screenName: 'harbour_co',
          text: 'Follow @harbourcoffee',
          showCount: true,
          size: 'small',
          scriptUrl: '/assets/follow/widgets.js',
        },
      ],
      [
        'followButton',
        'block-sl',
        { href: 'https://x.com/harbourcoffee', screenName: null, text: 'Follow @harbourcoffee', showCount: false, size: 'large', scriptUrl: null },
      ],
    ]);
    expect(scanPage(document).jobs).toEqual([]);
  });

  it('leaves follow links inside code and embed blocks to their own scripts', () => {
    document.body.innerHTML = block('code', 'c', {}, link(), '23') + block('embed', 'e', {}, link());
    expect(scanPage(document).jobs.filter((j) => j.kind === 'followButton')).toEqual([]);
  });
});
