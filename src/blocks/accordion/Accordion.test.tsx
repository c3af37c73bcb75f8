import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionClock, type AccordionProps } from './Accordion';
import { expectArrowKeyFocus } from '../../primitives/testing/arrowKeyFocus';
import { render } from '../../primitives/testing/themedRender';
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

const accordion = (props: Partial<AccordionProps>) => <Accordion items={ITEMS} {...props} />;
function show(props: Partial<AccordionProps>, motion: 'reduce' | 'no-preference' = 'no-preference') {
  return render(accordion(props), { reducedMotion: motion });
}

const headers = () => screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-controls'));
const expanded = () => headers().map((h) => h.getAttribute('aria-expanded'));
const panelOf = (header: HTMLElement) => document.getElementById(header.getAttribute('aria-controls')!)!;

describe('Accordion', () => {
  it('puts each title in a heading as a button that controls a region labelled by it', () => {
    show({ headingLevel: 2 });
    expect(headers().map((h) => h.textContent)).toEqual(['Shipping', 'Returns', 'Item 3']);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    for (const header of headers()) {
      expect(header.parentElement?.tagName).toBe('H2');
      const panel = panelOf(header);
      expect(panel.getAttribute('role')).toBe('region');
      expect(panel.getAttribute('aria-labelledby')).toBe(header.id);
    }
  });

  it('shows content as paragraphs and lines, as text', () => {
    show({ items: [{ title: 'Shipping', content: 'Two days.\nTracked.\n\n<b>Free</b> over $50.' }] });
    const panel = panelOf(screen.getByRole('button', { name: 'Shipping' }));
    expect([...panel.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Two days.Tracked.', '<b>Free</b> over $50.']);
    expect(panel.querySelectorAll('br')).toHaveLength(1);
    expect(panel.querySelector('b')).toBeNull();
  });

  it('shows an item’s body (a node made elsewhere) in place of its text content', () => {
    show({
      items: [
        {
          title: 'Parking',
          content: 'unused',
          body: (
            <ul className="made">
              <li>Behind the hall</li>
            </ul>
          ),
        },
      ],
    });
    const panel = panelOf(screen.getByRole('button', { name: 'Parking' }));
    expect(panel.querySelector('ul.made li')?.textContent).toBe('Behind the hall');
    expect(panel.textContent).not.toContain('unused');
  });

  it('puts the icon before the title with the icon on the left', () => {
    show({
      layout: {
        dividers: false,
        firstDivider: false,
        lastDivider: false,
        titleAlignment: 'center',
        descriptionAlignment: 'center',
        descriptionPlacement: 'center',
        iconPlacement: 'left',
      },
    });
    const header = screen.getByRole('button', { name: 'Shipping' });
    expect(getComputedStyle(header).flexDirection).toBe('row-reverse');
  });

  it('starts closed, or with the first item expanded', () => {
    const { unmount } = show({});
    expect(expanded()).toEqual(['false', 'false', 'false']);
    unmount();
    show({ firstExpanded: true });
    expect(expanded()).toEqual(['true', 'false', 'false']);
  });

  it('opens one item alone in single mode', async () => {
    const { clock, advance } = manualClock();
    const { user } = show({ clock });
    await user.click(headers()[0]!);
    advance(250);
    await user.click(headers()[1]!);
    expect(expanded()).toEqual(['false', 'true', 'false']);
  });

  it('keeps several open when multiple is allowed', async () => {
    const { clock, advance } = manualClock();
    const { user } = show({ clock, allowMultiple: true });
    await user.click(headers()[0]!);
    advance(250);
    await user.click(headers()[2]!);
    expect(expanded()).toEqual(['true', 'false', 'true']);
  });

  it('ignores clicks during the 250 ms animation, then takes them again', async () => {
    const { clock, advance } = manualClock();
    const onToggle = vi.fn();
    const { user, view } = show({ clock, onToggle });
    await user.click(headers()[0]!);
    expect(view.querySelector('[data-accordion]')?.hasAttribute('data-animating')).toBe(true);
    advance(200);
    await user.click(headers()[1]!);
    await user.click(headers()[0]!);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    expect(onToggle.mock.calls).toEqual([[0, true]]);
    advance(50);
    expect(view.querySelector('[data-accordion]')?.hasAttribute('data-animating')).toBe(false);
    await user.click(headers()[1]!);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(onToggle.mock.calls).toEqual([
      [0, true],
      [0, false],
      [1, true],
    ]);
  });

  it('under reduced motion toggles at once and ignores nothing', async () => {
    const { clock } = manualClock();
    const { user } = show({ clock }, 'reduce');
    await user.click(headers()[0]!);
    await user.click(headers()[1]!);
    await user.click(headers()[1]!);
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('moves focus between headers with the arrows, Home and End', async () => {
    const { user } = show({});
    await expectArrowKeyFocus(user, headers, { previous: 'ArrowUp', next: 'ArrowDown' });
  });

  it('closes the extra items when switched to single mode', async () => {
    const { clock, advance } = manualClock();
    const { user, rerender } = show({ clock, allowMultiple: true, firstExpanded: true });
    await user.click(headers()[1]!);
    advance(250);
    rerender(accordion({ clock, allowMultiple: false }));
    expect(expanded()).toEqual(['true', 'false', 'false']);
  });

  it('uses plain labelled groups instead of regions past six panels', () => {
    const { view } = show({ items: Array.from({ length: 7 }, (_, i) => ({ title: `Q${i}`, content: 'A' })) });
    expect(screen.queryAllByRole('region', { hidden: true })).toHaveLength(0);
    expect(view.querySelectorAll('[role="region"]')).toHaveLength(0);
    expect(view.querySelectorAll('[role="group"][aria-labelledby]')).toHaveLength(7);
  });
});
