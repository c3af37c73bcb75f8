// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { BOUND_ATTRIBUTE, scanPage } from './scanPage';

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));
const fields = [{ id: 'email-1', type: 'email', title: 'Email', required: true }];

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('scanPage: popup overlay', () => {
  it('finds the overlay with its title, text, image and the newsletter block inside, which is not mounted on its own', () => {
    document.body.innerHTML = `
      <div class="sqs-popup-overlay" hidden data-popup-overlay-json="${json({ version: 2, style: 2 })}">
        <div class="sqs-popup-overlay-content" role="dialog" aria-label="Join">
          <noscript><img src="/lake.png" alt="Lake"></noscript>
          <img data-src="/lake.png" data-image-dimensions="320x200" alt="Lake">
          <h2>Join the list</h2>
          <p>One letter a month.</p>
          <div class="sqs-block newsletter-block" id="block-n" data-block-type="51" data-block-json="${json({ formId: 'n1', fields })}">
            <div class="sqs-block-content"><p>inside</p><div class="form-submission-text hidden">Thanks.</div></div>
          </div>
        </div>
      </div>`;
    const { jobs, messages } = scanPage(document, { pageType: 2 });
    expect(messages).toEqual([]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      kind: 'popupOverlay',
      props: {
        settings: { version: 2, style: 2 },
        title: 'Join the list',
        body: 'One letter a month.',
        image: { src: '/lake.png', alt: 'Lake', width: 320, height: 200 },
        newsletter: { blockId: 'block-n', context: null, form: null, submissionText: 'Thanks.' },
        pageType: 2,
      },
    });
    expect(document.getElementById('block-n')?.getAttribute(BOUND_ATTRIBUTE)).toBe('popupOverlay');
    expect(scanPage(document).jobs).toEqual([]);
  });

  it('broken overlay JSON leaves it hidden, with a message, and its newsletter unmounted', () => {
    document.body.innerHTML = `
      <div class="sqs-popup-overlay" id="popup" hidden data-popup-overlay-json="{bad">
        <div class="sqs-block newsletter-block" id="block-n" data-block-type="51" data-block-json="${json({ formId: 'n1', fields })}"></div>
      </div>`;
    const { jobs, messages } = scanPage(document);
    expect(jobs).toEqual([]);
    expect(messages[0]).toMatch(/^Popup overlay left hidden: its data-popup-overlay-json is not valid JSON \(/);
    expect(document.getElementById('block-n')?.getAttribute(BOUND_ATTRIBUTE)).toBe('skipped');
  });
});
