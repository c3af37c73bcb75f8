// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { BOUND_ATTRIBUTE, scanPage } from './scanPage';

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('scanPage: announcement bar and mobile info bar', () => {
  it('finds both bars with their decoded settings, once', () => {
    document.body.innerHTML = `
      <div class="sqs-announcement-bar" data-announcement-bar-json="${json({ text: 'Open late' })}"><p>Open late</p></div>
      <div class="sqs-mobile-info-bar" data-mobile-info-bar-json="${json({ style: 2, items: [{ kind: 'phone', value: '555' }] })}"></div>`;
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual([]);
    expect(jobs.map((j) => [j.kind, j.props])).toEqual([
      ['announcementBar', { settings: { text: 'Open late' } }],
      ['mobileInfoBar', { settings: { style: 2, items: [{ kind: 'phone', value: '555' }] } }],
    ]);
    expect(document.querySelector('.sqs-announcement-bar')?.getAttribute(BOUND_ATTRIBUTE)).toBe('announcementBar');
    expect(scanPage(document).jobs).toEqual([]);
  });

  it('broken JSON leaves a bar as rendered with a message naming the attribute', () => {
    document.body.innerHTML = `<div class="sqs-mobile-info-bar" data-mobile-info-bar-json="{no"></div>`;
    const { jobs, messages } = scanPage(document);
    expect(jobs).toEqual([]);
    expect(messages[0]).toMatch(/^The mobile info bar left as rendered: its data-mobile-info-bar-json is not valid JSON \(/);
  });
});
