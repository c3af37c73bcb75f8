// @vitest-environment happy-dom
/**
 * The real mount chunks on server markup: the view renders in place of the markup,
 * and unmounting gives the markup back as it was.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRegistry } from '../registry';
import { scanPage } from '../scan/scanPage';
import { settle, testMountContext as context } from '../testing/mountJob.fixture';

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('mount chunks', () => {
  it('a shape block renders its shape and gives back the server markup on unmount', async () => {
    document.body.innerHTML = `<div class="sqs-block shape-block" id="block-s"><div class="sqs-block-content"><div class="sqs-shape stretched"></div></div></div>`;
    const block = document.getElementById('block-s')!;
    const { mount } = await mountRegistry.shape();
    const unmount = mount(block, { settings: { shape: 'star', label: 'A star' }, stretched: true }, context);
    await settle();
    expect(block.querySelector('.runtime-shape svg[role="img"]')?.getAttribute('aria-label')).toBe('A star');
    expect(block.querySelector<HTMLElement>('.sqs-shape')?.hidden).toBe(true);
    unmount();
    expect(block.querySelector('.runtime-shape')).toBeNull();
    expect(block.querySelector<HTMLElement>('.sqs-shape')?.hidden).toBe(false);
  });

  it('a highlight keeps the span’s inner markup and restores it on unmount', async () => {
    document.body.innerHTML = `<p>We make <span data-text-attribute-id="a"><em>small</em> things</span> well.<script class="TextAttributes-props">[{"id":"a","shape":"circle"}]</script></p>`;
    const span = document.querySelector<HTMLElement>('[data-text-attribute-id]')!;
    const { mount } = await mountRegistry.highlight();
    const unmount = mount(document.querySelector('script')!, { textAttributes: '[{"id":"a","shape":"circle"}]' }, context);
    await settle();
    expect(span.querySelector('em')?.textContent).toBe('small');
    expect(span.textContent).toContain('small things');
    unmount();
    expect(span.innerHTML).toBe('<em>small</em> things');
  });

  it('the logout notice shows a polite status toast with the spec wording, no dialog', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const { mount } = await mountRegistry.notice();
    const unmount = mount(host, { title: 'Logout Successful', message: 'You have been successfully logged out.' }, context);
    await settle();
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Logout Successful: You have been successfully logged out.');
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    unmount();
  });

  it('a gallery renders its design over the slides and hides the server gallery until unmounted', async () => {
    document.body.innerHTML = `
      <div class="sqs-block gallery-block" id="block-g" data-block-type="8" data-block-json="&#123;&quot;design&quot;:&quot;carousel&quot;&#125;">
        <div class="sqs-block-content"><div class="sqs-gallery-container">
          <div class="slide" data-type="image" data-slide-id="s1" data-title="Harbour"><img data-src="/harbour.jpg" data-image-dimensions="1500x1000" alt="Harbour"></div>
          <div class="slide" data-type="image" data-slide-id="s2" data-title="Bakery"><img data-src="/bakery.jpg" data-image-dimensions="1000x1000" alt="Bakery"></div>
        </div></div>
      </div>`;
    const [job] = scanPage(document).jobs;
    expect(job?.kind).toBe('gallery');
    if (job?.kind !== 'gallery') return;
    const { mount } = await mountRegistry.gallery();
    const unmount = mount(job.element, job.props, context);
    await settle();
    const view = job.element.querySelector('.runtime-gallery');
    expect(view?.querySelectorAll('img').length).toBeGreaterThan(0);
    expect(job.element.querySelector<HTMLElement>('.sqs-gallery-container')?.hidden).toBe(true);
    unmount();
    expect(job.element.querySelector('.runtime-gallery')).toBeNull();
    expect(job.element.querySelector<HTMLElement>('.sqs-gallery-container')?.hidden).toBe(false);
  });

  it('the system error overlay shows the spec text and the error key; Clear and Reload Page call back', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const onReload = vi.fn();
    const onClear = vi.fn();
    const { mount } = await mountRegistry.systemError();
    const unmount = mount(host, { cause: { kind: 'status', status: 500 }, errorKey: 'K7M2Q9XA', onReload, onClear }, context);
    await settle();
    // the dialog renders in a portal on the body
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('Something Went Wrong!');
    expect(dialog?.textContent).toContain('Internal server error. Please try again later.');
    expect(dialog?.querySelector('code')?.textContent).toBe('K7M2Q9XA');
    const button = (label: string) => Array.from(document.querySelectorAll('[role="alertdialog"] button')).find((b) => b.textContent === label);
    (button('Clear') as HTMLElement | undefined)?.click();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(onClear).toHaveBeenCalledTimes(1);
    unmount();
    const again = mount(host, { cause: { kind: 'cleaned' }, errorKey: 'K', onReload, onClear }, context);
    await settle();
    (button('Reload Page') as HTMLElement | undefined)?.click();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(onReload).toHaveBeenCalledTimes(1);
    again();
  });
});
