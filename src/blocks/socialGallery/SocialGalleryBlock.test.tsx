import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSanitizerDouble } from '../../primitives/untrustedHtml/sanitizerDouble.fixture';
import { render } from '../../primitives/testing/themedRender';
import { arrive, widgetServices } from '../../primitives/widget/widgetServices.fixture';
import { SocialGalleryBlock } from './SocialGalleryBlock';

// happy-dom has no HTML Sanitizer API (see the fixture); the sanitiser is tested in Chromium
let removeSanitizerDouble: () => void;
beforeAll(() => {
  removeSanitizerDouble = installSanitizerDouble();
});
afterAll(() => removeSanitizerDouble());

const root = () => document.querySelector<HTMLElement>('[data-social-gallery]')!;
const html = (n: number) =>
  `<div class="sqs-social-gallery"><div class="social-gallery-list">${Array.from({ length: n }, (_, i) => `<a class="social-gallery-item" href="https://www.instagram.com/p/${i}/"><img src="/a.jpg" alt="Post ${i}"></a>`).join('')}</div></div>`;

describe('SocialGalleryBlock', () => {
  it('sends the kind as its type when the page gives no number, stands in squares while loading, then shows the images in the grid', async () => {
    const { services, sent } = widgetServices([{ status: 200, body: { html: html(6) } }]);
    render(<SocialGalleryBlock settings={{ pageSize: 6 }} elementId="block-sg" blockType="" />, { services });
    expect(root().querySelectorAll('[data-summary-placeholder]')).toHaveLength(6);
    await arrive();
    expect(root().getAttribute('data-summary-state')).toBe('rendered');
    expect(root().querySelectorAll('[data-summary-list] > .social-gallery-item')).toHaveLength(6);
    expect(sent()).toEqual([{ widgetJSON: JSON.stringify({ type: 'instagram', id: 'sg', value: { pageSize: 6 } }) }]);
  });

  it('shows the posts the server rendered in the block while it loads, in place of the stand-ins, then the rendering', async () => {
    const { services } = widgetServices([{ status: 200, body: { html: html(3) } }]);
    const serverHtml = '<a href="https://www.instagram.com/p/9/"><img src="/b.jpg" alt="First light"></a>';
    render(<SocialGalleryBlock settings={{ pageSize: 3 }} elementId="block-sg" blockType="" serverHtml={serverHtml} />, { services });
    expect(screen.getByRole('img', { name: 'First light' }).closest('[data-social-gallery-server]')).not.toBeNull();
    expect(root().querySelector('[data-social-gallery-server] img')?.getAttribute('alt')).toBe('First light');
    expect(root().querySelectorAll('[data-summary-placeholder]')).toHaveLength(0);
    await arrive();
    expect(root().querySelector('[data-social-gallery-server]')).toBeNull();
    expect(root().querySelectorAll('.social-gallery-item')).toHaveLength(3);
  });

  it('fails with the dictionary’s message and recovers on Retry', async () => {
    const { services } = widgetServices([
      { status: 400, body: { error: 'No feed connected' } },
      { status: 200, body: { html: html(2) } },
    ]);
    const { user } = render(<SocialGalleryBlock settings={{}} elementId="block-sg" blockType="36" />, { services });
    await arrive();
    expect(root().querySelector('[data-widget-failure] p')?.textContent).toBe('Unable to load. Try again.');
    expect(root().querySelectorAll('button')).toHaveLength(1);
    await user.click(screen.getByRole('button'));
    await arrive();
    expect(root().querySelectorAll('.social-gallery-item')).toHaveLength(2);
  });
});
