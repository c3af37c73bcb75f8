// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageType, PopupOverlayStyle } from '../../platform';
import { ReducedMotionProvider } from '../../primitives/reducedMotion';
import { PopupOverlay, type PopupOverlayProps, type PopupOverlaySignup } from './PopupOverlay';
import { memoryPopupOverlayStore, type MemoryPopupOverlayStore } from './popupOverlayStore';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';

const NOW = Date.UTC(2026, 0, 10, 12);
const DAY = 86_400_000;
const settings = { version: 3, showUntilSignup: true, displayFrequencyDays: 7 };
const suppression = { mobileEnabled: true, isMobile: false, style: PopupOverlayStyle.SHOW, pageType: PageType.PAGE, query: new URLSearchParams() };

const view = setUpReactTestHost();
let opener: HTMLButtonElement;

beforeEach(() => {
  opener = document.createElement('button');
  opener.textContent = 'Somewhere on the page';
  view.host.before(opener);
  opener.focus();
});

afterEach(() => {
  opener.remove();
});

function show(props: Partial<Omit<PopupOverlayProps, 'store'>> & { store?: MemoryPopupOverlayStore } = {}) {
  const store = props.store ?? memoryPopupOverlayStore();
  const all: PopupOverlayProps = { title: 'Ten percent off your first order', body: 'Join the list.\n\nOne letter a month.', settings, suppression, store, now: () => NOW, ...props };
  view.render(createElement(ReducedMotionProvider, { override: 'reduce' }, createElement(PopupOverlay, all)));
  // the portal mounts its host a render late
  act(() => {});
  return store;
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const closeButton = () => dialog()!.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;

describe('PopupOverlay', () => {
  it('is a modal dialog named by its title, described by its text, with focus inside', () => {
    show();
    const d = dialog()!;
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent).toBe('Ten percent off your first order');
    expect([...document.getElementById(d.getAttribute('aria-describedby')!)!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Join the list.',
      'One letter a month.',
    ]);
    expect(d.contains(document.activeElement)).toBe(true);
  });

  it('Close stores the closed date, tells the caller, and gives focus back', () => {
    const onClose = vi.fn();
    const store = show({ onClose });
    act(() => closeButton().click());
    expect(dialog()).toBeNull();
    expect(store.current).toEqual({ version: 3, submitted: false, 'date-closed': NOW });
    expect(onClose).toHaveBeenCalledWith({ version: 3, submitted: false, 'date-closed': NOW });
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes it; a click outside closes it', () => {
    const store = show();
    act(() => {
      dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog()).toBeNull();
    expect(store.current).toMatchObject({ 'date-closed': NOW });

    view.render(createElement('div'));
    const again = show({ store: memoryPopupOverlayStore(null) });
    act(() => document.querySelector<HTMLElement>('[data-popup-backdrop]')!.click());
    expect(dialog()).toBeNull();
    expect(again.current).toMatchObject({ submitted: false, 'date-closed': NOW });
  });

  it('a signup records submitted, and closing afterwards keeps it', () => {
    const onSubmitted = vi.fn();
    let handle: PopupOverlaySignup | null = null;
    const store = show({
      onSubmitted,
      children: (signup: PopupOverlaySignup) => {
        handle = signup;
        return createElement('p', null, signup.submitted ? 'Thank you for signing up.' : 'Email');
      },
    });
    act(() => handle!.markSubmitted());
    expect(dialog()!.textContent).toContain('Thank you for signing up.');
    expect(store.current).toEqual({ version: 3, submitted: true, 'date-closed': NOW });
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    act(() => closeButton().click());
    expect(store.current).toEqual({ version: 3, submitted: true, 'date-closed': NOW });
  });

  it('renders nothing when suppressed or when the display rule says not yet', () => {
    show({ suppression: { ...suppression, style: PopupOverlayStyle.NONE } });
    expect(dialog()).toBeNull();
    const closedYesterday = memoryPopupOverlayStore({ version: 3, submitted: false, 'date-closed': NOW - DAY });
    show({ store: closedYesterday });
    expect(dialog()).toBeNull();
    expect(closedYesterday.current).toEqual({ version: 3, submitted: false, 'date-closed': NOW - DAY });
  });

  it('shows the image with its text alternative and intrinsic size', () => {
    show({ image: { src: 'harbour.jpg', alt: 'The harbour at dawn', width: 480, height: 600 } });
    const img = dialog()!.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('The harbour at dawn');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '600']);
  });
});
