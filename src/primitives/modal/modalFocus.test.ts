// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { moveTabWithin, startModalFocus } from './modalFocus';

afterEach(() => {
  document.body.innerHTML = '';
});

function open(dialogHtml: string) {
  document.body.innerHTML = `<button id="opener">Open</button><div data-portal><div id="backdrop"></div><div id="dialog" role="dialog" tabindex="-1">${dialogHtml}</div></div>`;
  const opener = document.getElementById('opener')!;
  opener.focus();
  const dialog = document.getElementById('dialog')!;
  return { opener, dialog };
}

const focusedId = () => document.activeElement?.id;

function tabs(dialog: HTMLElement, count: number, back = false) {
  const seen: (string | undefined)[] = [];
  for (let i = 0; i < count; i++) {
    moveTabWithin(dialog, back);
    seen.push(focusedId());
  }
  return seen;
}

describe('a modal’s focus', () => {
  it('moves to its first tab stop, and back to the opener when it ends; the page is inert meanwhile', () => {
    const { opener, dialog } = open('<p>Text</p><button id="a">A</button><button id="b">B</button>');
    const focus = startModalFocus(dialog);
    expect(focusedId()).toBe('a');
    expect(opener.hasAttribute('inert') || opener.getAttribute('aria-hidden') === 'true').toBe(true);
    expect(document.getElementById('backdrop')!.hasAttribute('inert')).toBe(false);
    focus.end();
    expect(opener.hasAttribute('inert') || opener.hasAttribute('aria-hidden')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('with inertAfterPaint, makes the page inert once the next frame has been painted, and not at all if it ends before', async () => {
    const { opener, dialog } = open('<button id="a">A</button>');
    const inert = () => opener.hasAttribute('inert') || opener.getAttribute('aria-hidden') === 'true';
    const afterFrame = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done)));
    const focus = startModalFocus(dialog, { inertAfterPaint: true });
    expect(focusedId()).toBe('a');
    expect(inert()).toBe(false);
    await afterFrame();
    expect(inert()).toBe(true);
    focus.end();
    expect(inert()).toBe(false);
    const early = startModalFocus(dialog, { inertAfterPaint: true });
    early.end();
    await afterFrame();
    expect(inert()).toBe(false);
    expect(focusedId()).toBe('opener');
  });

  it('moves to the element asked for, else the dialog itself when it has no tab stop; returns where asked', () => {
    const { dialog } = open('<button id="a">A</button><button id="close">Close</button>');
    const elsewhere = document.createElement('button');
    document.body.prepend(elsewhere);
    const focus = startModalFocus(dialog, { initialFocus: document.getElementById('close'), returnFocus: elsewhere });
    expect(focusedId()).toBe('close');
    focus.end();
    expect(document.activeElement).toBe(elsewhere);

    const empty = open('<p>Nothing to press</p>');
    startModalFocus(empty.dialog);
    expect(document.activeElement).toBe(empty.dialog);
  });

  it('does not take focus back from a modal opened above it', () => {
    const { dialog } = open('<button id="a">A</button>');
    const below = startModalFocus(dialog);
    const above = document.createElement('button');
    above.id = 'above';
    document.body.append(above);
    above.focus();
    below.end();
    expect(focusedId()).toBe('above');
  });

  it('Tab and Shift+Tab cycle through the tab stops, wrapping at both ends', () => {
    const { dialog } = open('<button id="a">A</button><a id="link" href="#x">Link</a><input id="field"><button id="close">Close</button>');
    startModalFocus(dialog);
    expect(tabs(dialog, 4)).toEqual(['link', 'field', 'close', 'a']);
    expect(tabs(dialog, 2, true)).toEqual(['close', 'field']);
  });

  it('the stops are what Tab reaches: no tabindex -1 or disabled controls; one radio of a group; contenteditable, media controls', () => {
    const { dialog } = open(`
      <button id="skipped" tabindex="-1">Not a stop</button>
      <a id="skipped-link" href="#x" tabindex="-1">Not a stop</a>
      <button id="disabled" disabled>Disabled</button>
      <label><input type="radio" name="size" id="small" value="s">Small</label>
      <label><input type="radio" name="size" id="large" value="l" checked>Large</label>
      <div id="editable" contenteditable="true">Edit me</div>
      <video id="video" controls></video>
      <button id="last">Last</button>`);
    startModalFocus(dialog);
    expect(focusedId()).toBe('large');
    expect(tabs(dialog, 4)).toEqual(['editable', 'video', 'last', 'large']);
  });

  it('from the dialog itself, or from something between stops, Tab goes on from there', () => {
    const { dialog } = open('<button id="a">A</button><div id="region" tabindex="-1">Scrolled text</div><button id="b">B</button>');
    dialog.focus();
    moveTabWithin(dialog, true);
    expect(focusedId()).toBe('b');
    document.getElementById('region')!.focus();
    moveTabWithin(dialog, false);
    expect(focusedId()).toBe('b');
    document.getElementById('region')!.focus();
    moveTabWithin(dialog, true);
    expect(focusedId()).toBe('a');
  });
});
