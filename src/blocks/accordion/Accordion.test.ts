// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReducedMotionProvider } from '../../primitives/reducedMotion';
import { Accordion, type AccordionClock, type AccordionProps } from './Accordion';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';

/** A clock the test moves by hand; its timers run when time passes them. */
function manualClock() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void; handle: number }> = [];
  let next = 1;
  const clock: AccordionClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.push({ at: now + ms, run, handle: next });
      return next++;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((t) => t.handle !== handle);
    },
  };
  const advance = (ms: number) =>
    act(() => {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.run();
    });
  return { clock, advance };
}

const ITEMS = [
  { title: 'Shipping', content: 'Orders ship within two working days.\nTracked.\n\nFree over $50.' },
  { title: 'Returns', content: 'Return unworn items within 30 days.' },
  { title: '  ', content: 'Gift wrap is free.' },
];

const view = setUpReactTestHost();

function show(props: Partial<AccordionProps>, motion: 'reduce' | 'no-preference' = 'no-preference') {
  view.render(createElement(ReducedMotionProvider, { override: motion }, createElement(Accordion, { items: ITEMS, ...props })));
}

const headers = () => [...view.host.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
const expanded = () => headers().map((h) => h.getAttribute('aria-expanded'));
const click = (i: number) => act(() => headers()[i]!.click());
const panelOf = (header: HTMLElement) => document.getElementById(header.getAttribute('aria-controls')!)!;

describe('Accordion', () => {
  it('puts each title in a heading as a button that controls a region labelled by it', () => {
    show({ headingLevel: 2 });
    expect(headers().map((h) => h.textContent)).toEqual(['Shipping', 'Returns', 'Item 3']);
    for (const header of headers()) {
      expect(header.parentElement?.tagName).toBe('H2');
      const panel = panelOf(header);
      expect(panel.getAttribute('role')).toBe('region');
      expect(panel.getAttribute('aria-labelledby')).toBe(header.id);
    }
  });

  it('shows content as paragraphs and lines, as text', () => {
    show({ items: [{ title: 'Shipping', content: 'Two days.\nTracked.\n\n<b>Free</b> over $50.' }] });
    const panel = panelOf(headers()[0]!);
    expect([...panel.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Two days.Tracked.', '<b>Free</b> over $50.']);
    expect(panel.querySelectorAll('br')).toHaveLength(1);
    expect(panel.querySelector('b')).toBeNull();
  });

  it('shows an item’s body (a node made elsewhere) in place of its text content', () => {
    show({ items: [{ title: 'Parking', content: 'unused', body: createElement('ul', { className: 'made' }, createElement('li', null, 'Behind the hall')) }] });
    const panel = panelOf(headers()[0]!);
    expect(panel.querySelector('ul.made li')?.textContent).toBe('Behind the hall');
    expect(panel.textContent).not.toContain('unused');
  });

  it('puts the icon before the title with the icon on the left', () => {
    show({ layout: { dividers: false, firstDivider: false, lastDivider: false, titleAlignment: 'center', descriptionAlignment: 'center', descriptionPlacement: 'center', iconPlacement: 'left' } });
    const header = headers()[0]!;
    expect(getComputedStyle(header).flexDirection).toBe('row-reverse');
  });

  it('starts closed, or with the first item expanded', () => {
    show({});
    expect(expanded()).toEqual(['false', 'false', 'false']);
    view.remount();
    show({ firstExpanded: true });
    expect(expanded()).toEqual(['true', 'false', 'false']);
  });

  it('opens one item alone in single mode', () => {
    const { clock, advance } = manualClock();
    show({ clock });
    click(0);
    advance(250);
    click(1);
    expect(expanded()).toEqual(['false', 'true', 'false']);
  });

  it('keeps several open when multiple is allowed', () => {
    const { clock, advance } = manualClock();
    show({ clock, allowMultiple: true });
    click(0);
    advance(250);
    click(2);
    expect(expanded()).toEqual(['true', 'false', 'true']);
  });

  it('ignores clicks during the 250 ms animation, then takes them again', () => {
    const { clock, advance } = manualClock();
    const onToggle = vi.fn();
    show({ clock, onToggle });
    click(0);
    expect(view.host.querySelector('[data-accordion]')?.hasAttribute('data-animating')).toBe(true);
    advance(200);
    click(1);
    click(0);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    expect(onToggle.mock.calls).toEqual([[0, true]]);
    advance(50);
    expect(view.host.querySelector('[data-accordion]')?.hasAttribute('data-animating')).toBe(false);
    click(1);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(onToggle.mock.calls).toEqual([[0, true], [0, false], [1, true]]);
  });

  it('under reduced motion toggles at once and ignores nothing', () => {
    const { clock } = manualClock();
    show({ clock }, 'reduce');
    click(0);
    click(1);
    click(1);
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('moves focus between headers with the arrows, Home and End', () => {
    show({});
    headers()[0]!.focus();
    const key = (k: string) => act(() => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));
    key('ArrowUp');
    expect(document.activeElement).toBe(headers()[2]);
    key('ArrowDown');
    expect(document.activeElement).toBe(headers()[0]);
    key('End');
    expect(document.activeElement).toBe(headers()[2]);
    key('Home');
    expect(document.activeElement).toBe(headers()[0]);
  });

  it('closes the extra items when switched to single mode', () => {
    const { clock, advance } = manualClock();
    show({ clock, allowMultiple: true, firstExpanded: true });
    click(1);
    advance(250);
    show({ clock, allowMultiple: false });
    expect(expanded()).toEqual(['true', 'false', 'false']);
  });

  it('uses plain labelled groups instead of regions past six panels', () => {
    show({ items: Array.from({ length: 7 }, (_, i) => ({ title: `Q${i}`, content: 'A' })) });
    expect(view.host.querySelectorAll('[role="region"]')).toHaveLength(0);
    expect(view.host.querySelectorAll('[role="group"][aria-labelledby]')).toHaveLength(7);
  });
});
