// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { classicSection, fluidSection, layoutRow, pageLayout, stableId, topLevelElements } from './pageSections.mjs';

describe('topLevelElements', () => {
  it('splits a fragment into its top-level elements and comments, whatever they hold', () => {
    const html = `
<div class="a"><p>x <img src="/i.jpg"> <br/> y</p></div>
<!-- a note -->
<hr />
<section><script>if (a < b && "</div>") {}</script><style>p > a { color: red }</style></section>
<p>tail</p>`;
    expect(topLevelElements(html)).toEqual([
      '<div class="a"><p>x <img src="/i.jpg"> <br/> y</p></div>',
      '<!-- a note -->',
      '<hr />',
      '<section><script>if (a < b && "</div>") {}</script><style>p > a { color: red }</style></section>',
      '<p>tail</p>',
    ]);
  });

  it('takes attributes holding ">" and quotes as they are', () => {
    expect(topLevelElements(`<div data-x="a > b" title='it"s'><span>1</span></div>`)).toEqual([`<div data-x="a > b" title='it"s'><span>1</span></div>`]);
  });

  it('refuses what does not balance', () => {
    expect(() => topLevelElements('<div><p>x</div>')).toThrow('an element is never closed');
    expect(() => topLevelElements('</div>')).toThrow('</div> closes nothing');
    expect(() => topLevelElements('<script>never ends')).toThrow('<script> is never closed');
    expect(() => topLevelElements('just text')).toThrow('text outside any element');
  });
});

describe('the section markup', () => {
  it('a stable 24-hex-digit id per seed', () => {
    expect(stableId('a.html#section-0')).toMatch(/^[0-9a-f]{24}$/);
    expect(stableId('a.html#section-0')).toBe(stableId('a.html#section-0'));
    expect(stableId('a.html#section-1')).not.toBe(stableId('a.html#section-0'));
  });

  it('a classic section: the wrapper with its layout as classes and JSON, the grid with the section id', () => {
    document.body.innerHTML = classicSection('<p>x</p>', { id: 'abc', theme: 'black' });
    const section = /** @type {Element} */ (document.querySelector('section'));
    expect(section.className.split(/\s+/)).toEqual(
      expect.arrayContaining(['page-section', 'layout-engine-section', 'background-width--full-bleed', 'content-width--medium', 'black']),
    );
    expect(JSON.parse(section.getAttribute('data-current-styles') ?? '')).toMatchObject({
      sectionTheme: 'black',
      backgroundWidth: 'background-width--full-bleed',
    });
    expect(section.hasAttribute('data-fluid-engine-section')).toBe(false);
    expect(section.querySelector('.section-border > .section-background')).not.toBeNull();
    expect(section.querySelector('#page-section-abc.sqs-layout[data-type="page-section"] .col.sqs-col-12.span-12 > p')?.textContent).toBe('x');
  });

  it('a fluid section: a cell per element, named by its block id, placed in rows one below the other', () => {
    document.body.innerHTML = fluidSection(
      '<div class="sqs-block html-block" data-block-type="2" id="block-one"><div class="sqs-block-content"></div></div><h2>Two</h2>',
      { id: 'f1' },
    );
    const section = /** @type {Element} */ (document.querySelector('section[data-fluid-engine-section]'));
    expect(section.classList.contains('content-width--wide')).toBe(true);
    const cells = [...section.querySelectorAll('.fluid-engine > .fe-block')];
    expect(cells.map((c) => c.className)).toEqual(['fe-block fe-block-one', `fe-block fe-block-${stableId('f1:cell:1')}`]);
    const style = section.querySelector('[data-fluid-engine="true"] > style')?.textContent ?? '';
    expect(style).toContain(`.fe-${stableId('f1:grid')} {`);
    expect(style).toContain('grid-template-rows: repeat(2,minmax(24px, auto));');
    expect(style).toContain(`.fe-block-${stableId('f1:cell:1')} {\n    grid-area: 2/2/3/10;`);
  });

  it('a 7.0 page grid of full-width rows', () => {
    document.body.innerHTML = pageLayout(`${layoutRow('<p>a</p>')}\n${layoutRow('<p>b</p>')}`, 'c9');
    expect(
      [...document.querySelectorAll('#page-c9.sqs-layout.sqs-grid-12[data-type="page"] > .row.sqs-row > .col.sqs-col-12.span-12')].map((c) =>
        c.textContent?.trim(),
      ),
    ).toEqual(['a', 'b']);
  });
});
