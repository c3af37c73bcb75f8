// @vitest-environment happy-dom
/** The scan cases of the chart block. */
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { BOUND_ATTRIBUTE, scanPage } from './scanPage';

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('scanPage: chart blocks', () => {
  it('finds a chart block by its class and passes its settings as they are, once', () => {
    const settings = {
      variantId: 1011,
      title: 'Sales mix',
      data: [
        ['Product', 'Sales'],
        ['Tea', 18],
      ],
    };
    document.body.innerHTML = `<div class="sqs-block chart-block sqs-block-chart" id="block-c" data-block-type="" data-block-json="${json(settings)}"><div class="sqs-block-content"></div></div>`;
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual([]);
    expect(jobs.map((j) => [j.kind, j.element.id, j.props])).toEqual([['chart', 'block-c', { settings }]]);
    expect(document.getElementById('block-c')?.getAttribute(BOUND_ATTRIBUTE)).toBe('chart');
    expect(scanPage(document).jobs).toEqual([]);
  });

  it('skips a chart whose JSON is broken, naming it', () => {
    document.body.innerHTML = `<div class="sqs-block chart-block" id="block-bad" data-block-type="" data-block-json="{oops"></div>`;
    const { jobs, messages } = scanPage(document);
    expect(jobs).toEqual([]);
    expect(messages[0]).toMatch(/^Block block-bad skipped: its data-block-json is not valid JSON/);
  });
});
