// @vitest-environment happy-dom
/**
 * The chart chunk on server markup: the chart with its table toggle in place of the
 * server's table, the data table a visitor switches to, the dataset message, and the
 * server markup back after the unmount.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { blockJson as json, mountJob, settle } from '../testing/mountJob.fixture';

beforeEach(() => {
  document.body.innerHTML = '';
});

const data = [
  ['Quarter', 'Visitors'],
  ['Q1', 1200],
  ['Q2', 1850],
];

describe('chart mount chunk', { timeout: 30_000 }, () => {
  it('shows the chart with its title and a button to the data table; the table has a caption and headers', async () => {
    document.body.innerHTML = `<div class="sqs-block chart-block" id="block-c" data-block-type="" data-block-json="${json({ variantId: 1009, title: 'Visitors', data })}">
      <div class="sqs-block-content"><table class="server-table"><caption>Visitors</caption><thead><tr><th scope="col">Quarter</th><th scope="col">Visitors</th></tr></thead><tbody><tr><th scope="row">Q1</th><td>1,200</td></tr><tr><th scope="row">Q2</th><td>1,850</td></tr></tbody></table></div></div>`;
    const unmount = await mountJob(scanPage(document).jobs[0]);
    const host = document.querySelector('.runtime-chart')!;
    expect(host.querySelector('figcaption')?.textContent).toBe('Visitors');
    expect(document.querySelector<HTMLElement>('.server-table')?.hidden).toBe(true);
    const toggle = host.querySelector('button')!;
    expect(toggle.textContent).toBe('Show data table');
    // the data is in the view from the start (the server's table showed it), out of sight until asked
    expect(host.querySelector('table')?.closest<HTMLElement>('[hidden]')).not.toBeNull();
    toggle.click();
    await settle();
    const table = host.querySelector('table')!;
    expect(table.closest('[hidden]')).toBeNull();
    expect(table.querySelector('caption')?.textContent).toBe('Visitors');
    expect(Array.from(table.querySelectorAll('th[scope="col"]')).map((th) => th.textContent)).toEqual(['Quarter', 'Visitors']);
    expect(Array.from(table.querySelectorAll('th[scope="row"]')).map((th) => th.textContent)).toEqual(['Q1', 'Q2']);
    expect(Array.from(table.querySelectorAll('td')).map((td) => td.textContent)).toEqual(['1,200', '1,850']);
    expect(host.querySelector('button')?.textContent).toBe('Show chart');
    unmount();
    expect(document.querySelector('.runtime-chart')).toBeNull();
    expect(document.querySelector<HTMLElement>('.server-table')?.hidden).toBe(false);
  });

  it('shows the spec’s message for a dataset without rows', async () => {
    document.body.innerHTML = `<div class="sqs-block chart-block" id="block-c" data-block-type="" data-block-json="${json({ variantId: 1010, data: [['Month', 'Cups']] })}"><div class="sqs-block-content"></div></div>`;
    const unmount = await mountJob(scanPage(document).jobs[0]);
    expect(document.querySelector('.runtime-chart')?.textContent).toBe('Your dataset must have at least one row');
    unmount();
  });

  it('settings the reader refuses throw with the key named, and nothing is hidden', async () => {
    document.body.innerHTML = `<div class="sqs-block chart-block" id="block-c" data-block-type="" data-block-json="${json({ variantId: 1012 })}"><div class="sqs-block-content"><p>kept</p></div></div>`;
    await expect(mountJob(scanPage(document).jobs[0])).rejects.toThrow('chart block: variantId must be 1009 (bar), 1010 (line) or 1011 (pie), got 1012');
    expect(document.querySelector<HTMLElement>('p')?.hidden).toBe(false);
  });
});
