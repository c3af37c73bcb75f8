import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageType, PopupOverlayStyle } from '../../platform';
import { PopupOverlay, type PopupOverlayProps, type PopupOverlaySignup } from './PopupOverlay';
import { memoryPopupOverlayStore, type MemoryPopupOverlayStore } from './popupOverlayStore';
import { render } from '../../primitives/testing/themedRender';

const NOW = Date.UTC(2026, 0, 10, 12);
const DAY = 86_400_000;
const settings = { version: 3, showUntilSignup: true, displayFrequencyDays: 7 };
const suppression = { mobileEnabled: true, isMobile: false, style: PopupOverlayStyle.SHOW, pageType: PageType.PAGE, query: new URLSearchParams() };

let opener: HTMLButtonElement;

beforeEach(() => {
  // a button on the page before the overlay, holding the focus when it opens
  opener = document.createElement('button');
  opener.textContent = 'Somewhere on the page';
  document.body.append(opener);
  opener.focus();
});

afterEach(() => {
  opener.remove();
});

function show(props: Partial<Omit<PopupOverlayProps, 'store'>> & { store?: MemoryPopupOverlayStore } = {}) {
  const store = props.store ?? memoryPopupOverlayStore();
  const all: PopupOverlayProps = {
    title: 'Ten percent off your first order',
    body: 'Join the list.\n\nOne letter a month.',
    settings,
    suppression,
    store,
    now: () => NOW,
    ...props,
  };
  const rendered = render(<PopupOverlay {...all} />, { reducedMotion: 'reduce' });
  // the portal mounts its host a render late
  act(() => {});
  return { store, ...rendered };
}

const dialog = () => screen.queryByRole('dialog', { hidden: true });
const closeButton = () => screen.getByRole('button', { name: 'Close' });

describe('PopupOverlay', () => {
  it('is a modal dialog named by its title, described by its text, with focus inside', () => {
    show();
    const d = screen.getByRole('dialog', { name: 'Ten percent off your first order' });
    expect(d).toBe(dialog());
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent).toBe('Ten percent off your first order');
    expect([...document.getElementById(d.getAttribute('aria-describedby')!)!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Join the list.',
      'One letter a month.',
    ]);
    expect(d.contains(document.activeElement)).toBe(true);
  });

  it('Close stores the closed date, tells the caller, and gives focus back', async () => {
    const onClose = vi.fn();
    const { store, user } = show({ onClose });
    expect(dialog()!.contains(closeButton())).toBe(true);
    await user.click(closeButton());
    expect(dialog()).toBeNull();
    expect(store.current).toEqual({ version: 3, submitted: false, 'date-closed': NOW });
    expect(onClose).toHaveBeenCalledWith({ version: 3, submitted: false, 'date-closed': NOW });
    expect(opener).toHaveFocus();
  });

  it('Escape closes it; a click outside closes it', async () => {
    const { store, user, unmount } = show();
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(store.current).toMatchObject({ 'date-closed': NOW });

    unmount();
    const again = show({ store: memoryPopupOverlayStore(null) });
    await again.user.click(document.querySelector<HTMLElement>('[data-popup-backdrop]')!);
    expect(dialog()).toBeNull();
    expect(again.store.current).toMatchObject({ submitted: false, 'date-closed': NOW });
  });

  it('a signup records submitted, and closing afterwards keeps it', async () => {
    const onSubmitted = vi.fn();
    let handle: PopupOverlaySignup | null = null;
    const { store, user } = show({
      onSubmitted,
      children: (signup: PopupOverlaySignup) => {
        handle = signup;
        return <p>{signup.submitted ? 'Thank you for signing up.' : 'Email'}</p>;
      },
    });
    act(() => handle!.markSubmitted());
    expect(dialog()!.textContent).toContain('Thank you for signing up.');
    expect(store.current).toEqual({ version: 3, submitted: true, 'date-closed': NOW });
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    await user.click(closeButton());
    expect(store.current).toEqual({ version: 3, submitted: true, 'date-closed': NOW });
  });

  it('renders nothing when suppressed or when the display rule says not yet', () => {
    const { unmount } = show({ suppression: { ...suppression, style: PopupOverlayStyle.NONE } });
    expect(dialog()).toBeNull();
    unmount();
    const closedYesterday = memoryPopupOverlayStore({ version: 3, submitted: false, 'date-closed': NOW - DAY });
    show({ store: closedYesterday });
    expect(dialog()).toBeNull();
    expect(closedYesterday.current).toEqual({ version: 3, submitted: false, 'date-closed': NOW - DAY });
  });

  it('shows the image with its text alternative and intrinsic size', () => {
    show({ image: { src: 'harbour.jpg', alt: 'The harbour at dawn', width: 480, height: 600 } });
    const img = screen.getByRole('img', { name: 'The harbour at dawn' });
    expect(dialog()!.contains(img)).toBe(true);
    expect(img.getAttribute('alt')).toBe('The harbour at dawn');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '600']);
  });
});
