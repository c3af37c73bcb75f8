// @vitest-environment happy-dom
/**
 * The form and newsletter chunks on published markup (the fixtures in the published
 * shapes: a 7.0 form, a 7.1 classic and a fluid-engine form, a 7.1 newsletter): every
 * field, caption, option and text the server rendered is in the view, which submits with
 * the ids the markup gives; a block the runtime cannot read stays as rendered with one warning.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRegistry } from '../registry';
import { scanPage } from '../scan/scanPage';
import { mountJob } from '../testing/mountJob.fixture';

const fixture = (name: string) => readFileSync(resolve(process.cwd(), 'e2e/fixtures/published', name), 'utf8');

/** The words of a text, lower case. */
const wordsOf = (text: string | null | undefined) => (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words of each text node under `root` (outside `skip`), its placeholders and submit values. */
function wordsUnder(root: Element, skip: string): Set<string> {
  const found = new Set<string>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest(skip)) continue;
    for (const w of wordsOf(node.nodeValue)) found.add(w);
  }
  for (const el of Array.from(root.querySelectorAll('[placeholder], input[type="submit"]'))) {
    if (el.closest(skip)) continue;
    for (const w of wordsOf(el.getAttribute('placeholder') ?? el.getAttribute('value'))) found.add(w);
  }
  return found;
}

/** What the server's markup shows: hidden boxes, scripts and the mounted view left out. */
const serverWords = (block: Element) => wordsUnder(block, 'script, style, .hidden, [hidden], [class^="runtime-"]');
const viewWords = (view: Element) => wordsUnder(view, 'script, style');

/** The form chunk loaded once up front, so the first test does not spend its 5 s timeout transforming it under load. */
beforeAll(async () => {
  await mountRegistry.form();
}, 60_000);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  document.body.innerHTML = '';
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('form chunk on published forms', () => {
  it('7.0: every rendered field, caption and option is in the view', async () => {
    document.body.innerHTML = fixture('form-7.0.html');
    const block = document.querySelector<HTMLElement>('.form-block')!;
    const before = serverWords(block);
    const unmount = await mountJob(scanPage(document).jobs.find((j) => j.kind === 'form'));
    const view = block.querySelector('.runtime-form')!;
    expect(block.hasAttribute('data-runtime-left')).toBe(false);
    const shown = viewWords(view);
    expect([...before].filter((w) => !shown.has(w))).toEqual([]);
    expect(view.querySelectorAll('input[type="checkbox"]')).toHaveLength(4);
    expect(view.querySelector('button[type="submit"]')?.textContent).toBe('Book the repair');
    expect(Array.from(view.querySelectorAll('label'), (l) => l.textContent)).toEqual(expect.arrayContaining(['First Name', 'Last Name']));
    expect(warn).not.toHaveBeenCalled();
    unmount();
    expect(block.querySelector('.runtime-form')).toBeNull();
  });

  it.each(['form-7.1.html', 'form-fluid-7.1.html'])('7.1 (%s): the view is built from the form context, with its captions and button', async (name) => {
    document.body.innerHTML = fixture(name);
    const block = document.querySelector<HTMLElement>('.form-block')!;
    const context = JSON.parse(block.querySelector('script.sqs-form-block-context')!.textContent!) as {
      formFields: { title: string }[];
      formSubmitButtonText: string;
    };
    const wrapper = block.querySelector<HTMLElement>('.form-inner-wrapper')!;
    expect(wrapper.hidden).toBe(true);
    const job = scanPage(document).jobs.find((j) => j.kind === 'form');
    // the scan keeps the waiting form's box, unseen, for the view to swap into
    expect(wrapper.hidden).toBe(false);
    expect(wrapper.style.getPropertyValue('visibility')).toBe('hidden');
    const unmount = await mountJob(job);
    const view = block.querySelector('.runtime-form')!;
    expect(block.hasAttribute('data-runtime-left')).toBe(false);
    for (const field of context.formFields) expect(view.textContent).toContain(field.title);
    expect(view.textContent).toContain('First Name');
    expect(view.querySelector('button[type="submit"]')?.textContent).toBe(context.formSubmitButtonText);
    unmount();
    expect(wrapper.hidden).toBe(true);
    expect(wrapper.style.getPropertyValue('visibility')).toBe('');
  });

  it('a form with a field of a kind the runtime does not know stays as rendered (7.1: shown), with one warning naming the block', async () => {
    document.body.innerHTML = fixture('form-7.1.html').replace(/"type":"textarea"/, '"type":"signature"');
    const block = document.querySelector<HTMLElement>('.form-block')!;
    await mountJob(scanPage(document).jobs.find((j) => j.kind === 'form'));
    expect(block.querySelector('.runtime-form')).toBeNull();
    expect(block.getAttribute('data-runtime-left')).toMatch(/^not read: the field "Which voice part do you sing\?" is of a kind/);
    expect(block.querySelector<HTMLElement>('.form-inner-wrapper')!.hidden).toBe(false);
    expect(block.querySelector<HTMLElement>('.form-inner-wrapper')!.style.getPropertyValue('visibility')).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(`Block ${block.id} left as rendered`);
  });
});

describe('form chunk on a 7.0 form it cannot read in full', () => {
  it('leaves the server form shown and usable, names what was missing once, and takes the mark back on unmount', async () => {
    document.body.innerHTML = fixture('form-7.0.html')
      .replace('data-title="Last"', 'data-title="Middle"')
      .replace('name="lname"', 'name="mname"')
      .replace('field last-name', 'field middle-name');
    const block = document.querySelector<HTMLElement>('.form-block')!;
    const unmount = await mountJob(scanPage(document).jobs.find((j) => j.kind === 'form'));
    expect(block.querySelector('.runtime-form')).toBeNull();
    expect(block.querySelector<HTMLElement>('form')!.closest('[hidden]')).toBeNull();
    expect(block.getAttribute('data-runtime-left')).toBe('not read: the name field "Your name" has a part it could not place (control 2, "Last Name")');
    expect(warn).toHaveBeenCalledTimes(1);
    unmount();
    expect(block.hasAttribute('data-runtime-left')).toBe(false);
  });
});

describe('newsletter chunk on a published newsletter', () => {
  it('shows the heading, the rich description with its link, the field, the button and the footnote', async () => {
    document.body.innerHTML = fixture('newsletter-7.1.html');
    const block = document.querySelector<HTMLElement>('.newsletter-block')!;
    const before = serverWords(block);
    const unmount = await mountJob(scanPage(document).jobs.find((j) => j.kind === 'newsletter'));
    const view = block.querySelector('.runtime-newsletter')!;
    expect(block.hasAttribute('data-runtime-left')).toBe(false);
    const shown = viewWords(view);
    expect([...before].filter((w) => !shown.has(w))).toEqual([]);
    expect(view.querySelector('a[href="/journal"]')?.textContent).toBe('past notes');
    expect(view.querySelector('input[type="email"]')?.getAttribute('placeholder')).toBe('Your inbox');
    expect(view.querySelector('button[type="submit"]')?.textContent).toBe('Count me in');
    unmount();
  });
});
