// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { elementsOutside, makeOutsideInert } from './outsideInert';

const MARK = 'inert' in HTMLElement.prototype ? 'inert' : 'aria-hidden';

function page() {
  document.body.innerHTML = `
    <header id="header"></header>
    <main id="main"><section id="block"><div id="scope"><p id="text"></p><div data-portal id="layer"></div></div></section><aside id="aside"></aside></main>
    <script id="script"></script>
    <div id="toast"></div>`;
  return (id: string) => document.getElementById(id)!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the page outside a modal', () => {
  it('is what lies beside its layer and beside each of its ancestors, up to the body; scripts need no mark', () => {
    const $ = page();
    expect(elementsOutside($('layer')).map((el) => el.id)).toEqual(['text', 'aside', 'header', 'toast']);
  });

  it('is made inert while the modal is open, and live again after', () => {
    const $ = page();
    const undo = makeOutsideInert($('layer'));
    expect(['header', 'text', 'aside', 'toast'].filter((id) => $(id).hasAttribute(MARK))).toEqual(['header', 'text', 'aside', 'toast']);
    expect(['layer', 'scope', 'block', 'main'].some((id) => $(id).hasAttribute(MARK))).toBe(false);
    undo();
    undo();
    expect(document.querySelectorAll(`[${MARK}]`)).toHaveLength(0);
  });

  it('stays inert until every modal that marked it has closed; a modal opened later is live', () => {
    const $ = page();
    const first = makeOutsideInert($('layer'));
    const second = document.createElement('div');
    $('scope').append(second);
    expect(second.hasAttribute(MARK)).toBe(false);
    const undoSecond = makeOutsideInert(second);
    expect($('layer').hasAttribute(MARK)).toBe(true);
    // the first closes before the second: the page stays inert for the second
    first();
    expect($('header').hasAttribute(MARK)).toBe(true);
    expect($('layer').hasAttribute(MARK)).toBe(true);
    undoSecond();
    expect(document.querySelectorAll(`[${MARK}]`)).toHaveLength(0);
  });

  it('leaves alone what the page had made inert itself', () => {
    const $ = page();
    $('aside').setAttribute(MARK, MARK === 'inert' ? '' : 'true');
    makeOutsideInert($('layer'))();
    expect($('aside').hasAttribute(MARK)).toBe(true);
  });
});
