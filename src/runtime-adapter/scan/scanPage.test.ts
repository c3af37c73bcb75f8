// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { publishedNewsletter } from '../testing/publishedNewsletter.fixture';
import { BOUND_ATTRIBUTE, scanPage } from './scanPage';

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('scanPage', () => {
  it('finds form and newsletter blocks by kind class or number, with their context, form attributes and post-submit text and HTML', () => {
    const onsubmit = "(new Y.Squarespace.FormSubmit(form)).submit({ formId: 'f1', collectionId: 'c1', objectName: 'page-section-s1' });";
    document.body.innerHTML = `
      <div class="sqs-block form-block sqs-block-form" id="block-f" data-block-type="9">
        <div class="sqs-block-content">
          <script type="application/json" class="sqs-form-block-context">{"formId":"f1","formFields":[]}</script>
          <div class="form-wrapper"><div class="form-inner-wrapper" hidden>
            <form data-form-id="f1" data-success-redirect="/thanks" onsubmit="${onsubmit}">
              <div class="form-button-wrapper form-button-wrapper--align-center"><input type="submit" value="Send"></div>
              <div class="hidden form-submission-text"> Thank <em>you</em>! </div>
              <div class="hidden form-submission-html" data-submission-html="&lt;p&gt;More &amp;amp; more&lt;/p&gt;"></div>
            </form>
          </div></div>
        </div>
      </div>
      ${publishedNewsletter('block-n', { formId: 'n1', title: 'Subscribe', description: '<p>A <a href="/letters">short</a> letter.</p>', submissionText: 'Thanks for subscribing.' }).replace('newsletter-block sqs-block-newsletter', '')}`;
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual([]);
    expect(jobs.map((j) => [j.kind, j.element.id])).toEqual([
      ['form', 'block-f'],
      ['newsletter', 'block-n'],
    ]);
    expect(jobs[0]!.props).toEqual({
      context: '{"formId":"f1","formFields":[]}',
      form: { 'data-form-id': 'f1', 'data-success-redirect': '/thanks', onsubmit },
      submissionText: 'Thank you!',
      submissionTextHtml: 'Thank <em>you</em>!',
      submissionHtml: '<p>More &amp; more</p>',
      title: undefined,
      descriptionHtml: undefined,
      footnoteHtml: undefined,
      layoutClasses: ['form-button-wrapper', 'form-button-wrapper--align-center'],
    });
    expect(jobs[1]!.props).toMatchObject({
      context: null,
      form: { class: 'newsletter-form', 'data-form-id': 'n1' },
      submissionText: 'Thanks for subscribing.',
      submissionHtml: undefined,
      title: 'Subscribe',
      descriptionHtml: '<p>A <a href="/letters">short</a> letter.</p>',
      footnoteHtml: undefined,
      layoutClasses: ['newsletter-form-wrapper', 'newsletter-form-wrapper--layoutFloat', 'newsletter-form-wrapper--alignLeft'],
    });
  });

  it('finds gallery, marquee, shape and masked image blocks with their props', () => {
    document.body.innerHTML = `
      <div class="
          sqs-block   gallery-block sqs-block-gallery
        " id="block-g" data-block-type="8" data-block-json="${json({ lightbox: true })}">
        <div class="sqs-block-content">
          <div class="sqs-gallery-container sqs-gallery-block-carousel sqs-gallery-thumbnails-per-row-4">
            <div class="slide" data-type="image" data-slide-id="s1" data-title="One">
              <noscript><img src="/one.jpg?format=1500w" alt="One"></noscript>
              <img data-src="/one.jpg" data-image-dimensions="1500x1000" alt="One">
            </div>
            <div class="slide" data-slide-id="s2"><img data-image="/two.jpg" alt="Two"></div>
          </div>
        </div>
      </div>
      <div class="sqs-block" id="block-m" data-block-type="70" data-block-json="${json({ speed: 2 })}">
        <div class="sqs-block-content"><p>Open late</p></div>
      </div>
      <div class="sqs-block shape-block" id="block-s" data-block-type="71" data-block-json="${json({ shape: 'star' })}">
        <div class="sqs-block-content"><div class="sqs-shape stretched"></div></div>
      </div>
      <div class="sqs-block image-block" id="block-i" data-block-type="5" data-block-json="${json({ maskShape: 'circle' })}">
        <div class="sqs-block-content"><img data-src="/p.jpg" alt="Portrait"></div>
      </div>
      <div class="sqs-block image-block" id="block-plain" data-block-type="5" data-block-json="${json({})}">
        <div class="sqs-block-content"><img data-src="/plain.jpg" src="/plain.jpg" alt=""></div>
      </div>`;
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual([]);
    expect(jobs.map((j) => [j.kind, j.element.id])).toEqual([
      ['gallery', 'block-g'],
      ['marquee', 'block-m'],
      ['shape', 'block-s'],
      ['maskedImage', 'block-i'],
    ]);
    // plain values: the readers run in the mount chunks (mounts/effectMounts.test.ts)
    const [gallery, marquee, shape, masked] = jobs;
    expect(gallery?.props).toMatchObject({
      settings: { lightbox: true },
      containerClasses: expect.arrayContaining(['sqs-gallery-block-carousel', 'sqs-gallery-thumbnails-per-row-4']),
    });
    expect(
      gallery?.kind === 'gallery' &&
        gallery.props.slides.map((s) => [s.slide['data-slide-id'], s.image?.['data-src'] ?? s.image?.['data-image'], s.noscriptSrc]),
    ).toEqual([
      ['s1', '/one.jpg', '/one.jpg?format=1500w'],
      ['s2', '/two.jpg', null],
    ]);
    expect(marquee?.props).toEqual({ settings: { speed: 2 }, text: 'Open late', propsText: null });
    expect(shape?.props).toEqual({ settings: { shape: 'star' }, stretched: true });
    expect(masked?.props).toMatchObject({ settings: { maskShape: 'circle' }, image: { 'data-src': '/p.jpg', alt: 'Portrait' }, stretched: false });
    // an image block without a mask or a layout, its image loaded by the server: nothing to add, left unmarked
    expect(document.getElementById('block-plain')?.hasAttribute(BOUND_ATTRIBUTE)).toBe(false);
  });

  it('skips a block with bad JSON with a message naming it, and finds the rest', () => {
    document.body.innerHTML = `
      <div class="sqs-block marquee-block" id="block-bad" data-block-type="70" data-block-json="&#123;&quot;text&quot;:"></div>
      <div class="sqs-block marquee-block" id="block-good" data-block-type="70" data-block-json="${json({ text: 'Hello' })}"></div>`;
    const { jobs, messages } = scanPage(document);
    expect(jobs.map((j) => j.element.id)).toEqual(['block-good']);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Block block-bad skipped: its data-block-json is not valid JSON/);
    expect(document.getElementById('block-bad')?.getAttribute(BOUND_ATTRIBUTE)).toBe('skipped');
  });

  it('finds each TextAttributes-props with its text (the chunk finds the highlighted spans)', () => {
    document.body.innerHTML = `
      <div class="sqs-block html-block" id="block-t" data-block-type="2"><div class="sqs-block-content">
        <h2>We make <span class="sqsrte-text-highlight" data-text-attribute-id="a"><em>small</em> things</span> well,
        <span data-text-attribute-id="nope">here</span>.</h2>
        <script class="TextAttributes-props" type="application/json">[{"id":"a","type":"highlight","shape":"circle"}]</script>
      </div></div>`;
    const { jobs } = scanPage(document);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'highlight', props: { textAttributes: '[{"id":"a","type":"highlight","shape":"circle"}]' }, label: 'block-t' });
    expect(jobs[0]?.element.matches('script.TextAttributes-props')).toBe(true);
  });

  it('does not find what it already bound', () => {
    document.body.innerHTML = `<div class="sqs-block shape-block" id="block-s" data-block-type="71" data-block-json="${json({ shape: 'star' })}"></div>`;
    expect(scanPage(document).jobs).toHaveLength(1);
    expect(scanPage(document).jobs).toHaveLength(0);
  });
});
