// @vitest-environment happy-dom
/** The Charts example page: a chart block of each kind in the platform's markup, each with its data as a table. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readPage } from './assemblePage.mjs';
import { readChartBlock } from '../../src/blocks/chart/chartBlock.rules';
import { readDataset } from '../../src/blocks/chart/dataset.rules';

const PAGES = join(dirname(fileURLToPath(import.meta.url)), '..', 'pages');

async function chartsPage() {
  const html = await readPage(PAGES, 'charts.html');
  if (html === null) throw new Error('no charts page');
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the Charts page', () => {
  it('is in the navigation', async () => {
    expect((await chartsPage()).querySelector('header nav a[href="/charts"]')?.textContent).toBe('Charts');
  });

  it('has a bar, a line and a pie chart block whose settings the chart reads and whose datasets draw', async () => {
    const blocks = [...(await chartsPage()).querySelectorAll('.sqs-block.chart-block')];
    const read = blocks.map((block) => readChartBlock(JSON.parse(block.getAttribute('data-block-json') ?? '{}')));
    expect(read.map((b) => [b.kind, b.title])).toEqual([
      ['bar', 'Visitors by shop'],
      ['line', 'Cups sold'],
      ['pie', 'Sales mix'],
    ]);
    for (const block of read) expect(readDataset(block.rows).ok).toBe(true);
  });

  it('gives each block its data as a server table with a caption, for visitors without JavaScript', async () => {
    const blocks = [...(await chartsPage()).querySelectorAll('.sqs-block.chart-block')];
    for (const block of blocks) {
      const settings = readChartBlock(JSON.parse(block.getAttribute('data-block-json') ?? '{}'));
      const table = block.querySelector('.sqs-block-content table');
      expect(table?.querySelector('caption')?.textContent).toBe(settings.title);
      expect([...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent)).toEqual(settings.rows[0]?.map(String));
      expect(table?.querySelectorAll('tbody tr')).toHaveLength(settings.rows.length - 1);
    }
  });
});
