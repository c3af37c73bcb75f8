// @vitest-environment happy-dom
/**
 * Enhance, never erase: `replaceBlockContent` hides the server's markup only once the
 * view shows every word and control the markup showed; a view that never does is taken
 * away and the block left as rendered, with one warning.
 */
import { createElement, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEFT_ATTRIBUTE, PENDING_ATTRIBUTE, VIEW_WAIT_MS, contentOf, replaceBlockContent } from './renderRoot';
import { testMountContext } from '../testing/mountJob.fixture';

const block = (inner: string) => {
  document.body.innerHTML = `<div class="sqs-block" id="block-t1"><div class="sqs-block-content">${inner}</div></div>`;
  return document.getElementById('block-t1') as HTMLElement;
};
const server = () => document.querySelector<HTMLElement>('.server')!;
const view = () => document.querySelector<HTMLElement>('.runtime-test');

/** A view whose content comes later: `now` at first, then `later` with its state `answered` (as a widget's call answers). */
function Answered({ now, later }: { now: string; later: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setText(later), 50);
    return () => clearTimeout(timer);
  }, [later]);
  return createElement('p', { 'data-state': text === null ? 'loading' : 'answered' }, text ?? now);
}
const answered = (view: HTMLElement) => view.querySelector('[data-state="answered"]') !== null;

function Later({ now, later }: { now: string; later: string }) {
  const [text, setText] = useState(now);
  useEffect(() => {
    const timer = setTimeout(() => setText(later), 50);
    return () => clearTimeout(timer);
  }, [later]);
  return createElement('p', null, text);
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
});

describe('replaceBlockContent', () => {
  it('a view showing all the server words and controls replaces the markup at once; unmount gives it back', () => {
    const el = block('<div class="server"><label>Your email <input type="email"></label><button>Sign up</button></div>');
    const unmount = replaceBlockContent(
      el,
      createElement('form', null, createElement('input', { 'aria-label': 'Your email' }), createElement('button', null, 'Sign up')),
      testMountContext,
      'runtime-test',
    );
    expect(server().hidden).toBe(true);
    expect(view()?.hidden).toBe(false);
    expect(el.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    unmount();
    expect(view()).toBeNull();
    expect(server().hidden).toBe(false);
  });

  it('a view that shows the server words only later waits hidden, then takes their place', async () => {
    const el = block('<p class="server">Open late on Fridays</p>');
    replaceBlockContent(el, createElement(Later, { now: 'Open', later: 'Open late on Fridays' }), testMountContext, 'runtime-test');
    expect(server().hidden).toBe(false);
    expect(view()?.hidden).toBe(true);
    expect(el.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
    await vi.waitFor(() => expect(server().hidden).toBe(true));
    expect(view()?.hidden).toBe(false);
    expect(el.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a view that never shows a server word or control is taken away, the block left as rendered with one warning', () => {
    vi.useFakeTimers();
    const el = block('<div class="server"><p>Weekdays 8–18</p><select><option>One</option></select></div>');
    const unmount = replaceBlockContent(el, createElement('p', null, 'Weekdays'), testMountContext, 'runtime-test');
    vi.advanceTimersByTime(VIEW_WAIT_MS);
    expect(view()).toBeNull();
    expect(server().hidden).toBe(false);
    expect(el.getAttribute(LEFT_ATTRIBUTE)).toBe('3 words ("8", "18", "one") and 1 select control');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      `Block block-t1 left as rendered: the mounted view did not show 3 words ("8", "18", "one") and 1 select control of the server's markup`,
    );
    unmount();
    expect(el.hasAttribute(LEFT_ATTRIBUTE)).toBe(false);
    expect(server().hidden).toBe(false);
  });

  it('what the server does not show (hidden, the hidden class, scripts, noscript, hidden inputs, placeholders) is not asked of the view', () => {
    const el = block(
      '<div class="server"><p>Shown</p><div hidden>Secret</div><div class="form-submission-text hidden">Thanks</div>' +
        '<p style="display: none">Gone</p><input type="hidden" value="x"><noscript>Needs scripts</noscript>' +
        '<p data-runtime-placeholder>Loading…</p><div aria-busy="true">Fetching</div><script type="application/json">{"a":1}</script></div>',
    );
    replaceBlockContent(el, createElement('p', null, 'Shown'), testMountContext, 'runtime-test');
    expect(server().hidden).toBe(true);
  });

  it('a submit input counts its value as words; names a view gives (aria-label, alt, placeholder) count for it', () => {
    const el = block('<div class="server"><input type="submit" value="Send now"><input type="text" placeholder="Your name"></div>');
    replaceBlockContent(
      el,
      createElement('div', null, createElement('button', { 'aria-label': 'Send now' }), createElement('input', { placeholder: 'Your name' })),
      testMountContext,
      'runtime-test',
    );
    expect(server().hidden).toBe(true);
  });

  it('what a view’s text field shows counts for it (a quantity in a spin button)', () => {
    const el = block('<ul class="server"><li>Tide chart × 3</li></ul>');
    replaceBlockContent(
      el,
      createElement('div', null, 'Tide chart ', createElement('input', { role: 'spinbutton', defaultValue: '3', 'aria-label': 'Quantity' })),
      testMountContext,
      'runtime-test',
    );
    expect(server().hidden).toBe(true);
  });

  it('a moment is compared as an instant, however each datetime writes it', () => {
    const el = block('<p class="server">Starts <time datetime="2026-03-01T09:30:00Z">9:30</time></p>');
    replaceBlockContent(
      el,
      createElement('p', null, 'Starts ', createElement('time', { dateTime: '2026-03-01T10:30:00.000+01:00' }, 'in 3 days')),
      testMountContext,
      'runtime-test',
    );
    expect(server().hidden).toBe(true);
  });

  it('a moment (time[datetime]) counts as the moment, whatever words show it', () => {
    const el = block('<p class="server">Posted <time datetime="2026-01-12">12 January 2026</time></p>');
    replaceBlockContent(
      el,
      createElement('p', null, 'Posted ', createElement('time', { dateTime: '2026-01-12' }, 'Jan 12 · 3 days ago')),
      testMountContext,
      'runtime-test',
    );
    expect(server().hidden).toBe(true);
  });

  it('a view with fewer controls of a kind than the server waits', () => {
    const el = block('<div class="server"><input type="checkbox"> A <input type="checkbox"> B</div>');
    replaceBlockContent(el, createElement('div', null, createElement('input', { type: 'checkbox', 'aria-label': 'A B' })), testMountContext, 'runtime-test');
    expect(server().hidden).toBe(false);
    expect(el.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
  });
});

describe('replaceBlockContent keeps the server markup’s box (no layout shift)', () => {
  /** A fake IntersectionObserver the test drives: the last one made, what it watches. */
  class FakeObserver {
    static last: FakeObserver | null = null;
    watched: Element[] = [];
    disconnected = false;
    constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
      FakeObserver.last = this;
    }
    observe(element: Element) {
      this.watched.push(element);
    }
    disconnect() {
      this.disconnected = true;
    }
    leaveScreen() {
      this.callback([{ isIntersecting: false }]);
    }
  }
  const win = () => document.defaultView as unknown as Record<string, unknown>;
  let saved: unknown;
  /** Lays the block out `top` px down a 900 px viewport, its content 300 px tall (10 px padding each side). */
  const layOut = (top: number) => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.classList.contains('sqs-block') || this.classList.contains('sqs-block-content') ? 320 : 0;
      return { top, bottom: top + height, height, left: 0, right: 800, width: 800, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
    });
  };
  beforeEach(() => {
    saved = win().IntersectionObserver;
    win().IntersectionObserver = FakeObserver;
    FakeObserver.last = null;
    Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true });
  });
  afterEach(() => {
    win().IntersectionObserver = saved;
    vi.restoreAllMocks();
  });
  const serverBlock = () => {
    const el = block('<p class="server">Open late on Fridays</p>');
    contentOf(el).style.padding = '10px 0';
    return el;
  };

  it('a view swapped in on screen holds the markup’s height until the block leaves the screen', () => {
    layOut(200);
    const el = serverBlock();
    replaceBlockContent(el, createElement('p', null, 'Open late on Fridays'), testMountContext, 'runtime-test');
    expect(server().hidden).toBe(true);
    expect(view()?.style.minHeight).toBe('300px');
    expect(FakeObserver.last?.watched).toEqual([el]);
    FakeObserver.last?.leaveScreen();
    expect(view()?.style.minHeight).toBe('');
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('a view swapped in off screen holds nothing; unmounting lets a hold go', () => {
    layOut(1200);
    replaceBlockContent(serverBlock(), createElement('p', null, 'Open late on Fridays'), testMountContext, 'runtime-test');
    expect(view()?.style.minHeight).toBe('');
    expect(FakeObserver.last).toBeNull();

    layOut(0);
    const unmount = replaceBlockContent(serverBlock(), createElement('p', null, 'Open late on Fridays'), testMountContext, 'runtime-test');
    expect(view()?.style.minHeight).toBe('300px');
    unmount();
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('the host takes the markup’s first and last margins that collapse through the content’s edges, so the block does not move', () => {
    layOut(200);
    const el = block('<h1 class="server" style="margin: 21.44px 0">Shopping cart</h1><p style="margin: 0 0 16px">Your cart is empty.</p>');
    replaceBlockContent(el, createElement('p', null, 'Shopping cart Your cart is empty.'), testMountContext, 'runtime-test');
    expect(server().hidden).toBe(true);
    expect(view()?.style.marginTop).toBe('21.44px');
    expect(view()?.style.marginBottom).toBe('16px');
  });

  it('a margin inside a content edge with padding stays there: the host takes none on that side', () => {
    layOut(200);
    const el = block('<h1 class="server" style="margin: 21.44px 0">Shopping cart</h1>');
    contentOf(el).style.paddingTop = '12px';
    replaceBlockContent(el, createElement('p', null, 'Shopping cart'), testMountContext, 'runtime-test');
    expect(view()?.style.marginTop).toBe('');
    expect(view()?.style.marginBottom).toBe('21.44px');
  });

  it('a content box that lays its children out as flex keeps their margins inside its measured height: the host takes none', () => {
    layOut(200);
    const el = block('<h1 class="server" style="margin: 21.44px 0">Shopping cart</h1>');
    contentOf(el).style.display = 'flex';
    replaceBlockContent(el, createElement('p', null, 'Shopping cart'), testMountContext, 'runtime-test');
    expect(server().hidden).toBe(true);
    expect(view()?.style.marginTop).toBe('');
    expect(view()?.style.marginBottom).toBe('');
  });

  describe('a view whose content comes later (settled)', () => {
    it('its answer holding every server word: it stays', async () => {
      const el = block('<p class="server">In the press</p>');
      replaceBlockContent(el, createElement(Answered, { now: 'In the press', later: 'In the press: three new posts' }), testMountContext, 'runtime-test', {
        settled: answered,
      });
      expect(server().hidden).toBe(true);
      await vi.waitFor(() => expect(view()?.textContent).toBe('In the press: three new posts'));
      expect(server().hidden).toBe(true);
      expect(el.hasAttribute(LEFT_ATTRIBUTE)).toBe(false);
      expect(warn).not.toHaveBeenCalled();
    });

    it('its answer missing server words: the view is taken away, the markup shown again, the block left as rendered with one warning', async () => {
      const el = block('<p class="server">In the press</p>');
      const unmount = replaceBlockContent(el, createElement(Answered, { now: 'In the press', later: 'No posts' }), testMountContext, 'runtime-test', {
        settled: answered,
      });
      // swapped at once: the view shows the server's words while its content is on its way
      expect(server().hidden).toBe(true);
      await vi.waitFor(() => expect(view()).toBeNull());
      expect(server().hidden).toBe(false);
      expect(el.getAttribute(LEFT_ATTRIBUTE)).toBe('3 words ("in", "the", "press")');
      expect(warn).toHaveBeenCalledTimes(1);
      unmount();
      expect(server().hidden).toBe(false);
      expect(el.hasAttribute(LEFT_ATTRIBUTE)).toBe(false);
    });

    it('without settled, a later change is the view’s own (a form after its submission)', async () => {
      const el = block('<p class="server">In the press</p>');
      replaceBlockContent(el, createElement(Answered, { now: 'In the press', later: 'No posts' }), testMountContext, 'runtime-test');
      await vi.waitFor(() => expect(view()?.textContent).toBe('No posts'));
      expect(server().hidden).toBe(true);
      expect(warn).not.toHaveBeenCalled();
    });
  });
});
