// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { scanPageViews, type PageViewScanner } from './scanPageViews';

describe('scanPageViews', () => {
  it('runs each scanner with the page context and gathers their jobs and messages in order', () => {
    document.body.innerHTML = '<main id="page"></main>';
    const seen: (number | null)[] = [];
    const first: PageViewScanner = (root, context) => {
      seen.push(context.pageType);
      const element = (root as Document).getElementById('page') as HTMLElement;
      return { jobs: [{ kind: 'notice', element, props: { title: 't', message: 'm' } as never, label: 'first' }], messages: ['one'] };
    };
    const second: PageViewScanner = () => ({ jobs: [], messages: ['two'] });
    const result = scanPageViews(document, { pageType: 200, currency: 'USD', authenticatedAccountId: null, pageKind: 'cart' }, [first, second]);
    expect(seen).toEqual([200]);
    expect(result.jobs.map((j) => j.label)).toEqual(['first']);
    expect(result.messages).toEqual(['one', 'two']);
  });
});
