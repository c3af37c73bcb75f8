// @vitest-environment happy-dom
/**
 * The search block and search page chunks on server markup: what a visitor sees after the
 * mount, where a query goes, and the server markup back after the unmount.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { blockJson as json, mountJob, settle, testMountContext } from '../testing/mountJob.fixture';

beforeEach(() => {
  document.body.innerHTML = '';
});

async function submit(form: HTMLFormElement, text: string) {
  const input = form.querySelector('input')!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await settle();
}

describe('search mount chunks', () => {
  it('a search block shows its field with the placeholder and goes to /search with the query; unmount gives back the server form', async () => {
    document.body.innerHTML = `<div class="sqs-block search-block" id="block-s" data-block-type="" data-block-json="${json({ placeholder: 'Search the shop', collectionIds: ['shop'] })}">
      <div class="sqs-block-content"><form class="server-form" action="/search"><input name="q"></form></div></div>`;
    const unmount = await mountJob(scanPage(document).jobs[0]);
    const form = document.querySelector<HTMLFormElement>('.runtime-search form[role="search"]')!;
    expect(form.querySelector('input')?.placeholder).toBe('Search the shop');
    expect(document.querySelector<HTMLElement>('.server-form')?.hidden).toBe(true);
    await submit(form, 'lake');
    expect(testMountContext.services.navigate).toHaveBeenCalledWith('/search?q=lake&collections=shop');
    unmount();
    expect(document.querySelector('.runtime-search')).toBeNull();
    expect(document.querySelector<HTMLElement>('.server-form')?.hidden).toBe(false);
  });

  it('search block settings the reader refuses throw with the key named', async () => {
    document.body.innerHTML = `<div class="sqs-block search-block" id="block-s" data-block-type="" data-block-json="${json({ collectionIds: 5 })}"><div class="sqs-block-content"></div></div>`;
    await expect(mountJob(scanPage(document).jobs[0])).rejects.toThrow('search block: collectionIds must be a list of collection ids');
  });

  it('the search page view replaces the server form in its root, with the placeholder; unmount gives it back', async () => {
    document.body.innerHTML = `<div id="sqs-search-page" data-placeholder="Search the café"><form class="server-form" action="/search"><input name="q"></form></div>`;
    const unmount = await mountJob(scanPage(document, { pageType: 102 }).jobs[0]);
    await settle();
    const view = document.querySelector('.runtime-search-page [data-search-page]')!;
    expect(view.querySelector('input')?.placeholder).toBe('Search the café');
    expect(view.querySelector('[role="status"]')?.textContent).toBe('');
    expect(document.querySelector<HTMLElement>('.server-form')?.hidden).toBe(true);
    unmount();
    expect(document.querySelector('.runtime-search-page')).toBeNull();
    expect(document.querySelector<HTMLElement>('.server-form')?.hidden).toBe(false);
  });
});
