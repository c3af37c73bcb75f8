import { useState, type FormEvent, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PopupOverlay, type PopupOverlayProps, type PopupOverlaySignup } from '../../src/blocks/popupOverlay/PopupOverlay';
import { memoryPopupOverlayStore, type PopupOverlayStore, type StoredPopupOverlayRecord } from '../../src/blocks/popupOverlay/popupOverlayStore';
import { PageType, PopupOverlayStyle, readPopupOverlayRecord, writePopupOverlayRecord, type PopupOverlaySuppressionInputs } from '../../src/platform';
import { expectDialogContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';

/** The stories' clock: 14 March 2026, 09:00 UTC. */
const NOW = Date.UTC(2026, 2, 14, 9);
const DAY = 86_400_000;
const now = () => NOW;

const SHOW_ON_A_PAGE: PopupOverlaySuppressionInputs = {
  mobileEnabled: true,
  isMobile: false,
  style: PopupOverlayStyle.SHOW,
  pageType: PageType.PAGE,
  query: new URLSearchParams(),
};

const SETTINGS = { version: 3, showUntilSignup: true, displayFrequencyDays: 7 };

function describeRecord(record: StoredPopupOverlayRecord | null): string {
  if (!record) return 'nothing stored yet';
  const closed = typeof record['date-closed'] === 'number' ? new Date(record['date-closed']).toISOString().slice(0, 16).replace('T', ' ') : 'never';
  return `version ${String(record.version)}, submitted ${String(record.submitted)}, date-closed ${closed} UTC`;
}

/** A page behind the overlay, with a line saying what the overlay stored. */
function Page({ stored, children }: { stored: StoredPopupOverlayRecord | null; children?: ReactNode }) {
  return (
    <div style={{ minHeight: 'calc(100vh - 32px)', boxSizing: 'border-box', padding: '8px 8px 24px' }}>
      <h1 style={{ margin: '0 0 8px', fontSize: 24 }}>Harbour Coffee Roasters</h1>
      <p style={{ margin: '0 0 16px', maxWidth: 560 }}>
        Small-batch beans roasted every Tuesday by the harbour.{' '}
        <a href="#beans" style={{ color: 'var(--color-link)' }}>
          See this week’s beans
        </a>
      </p>
      <p style={{ margin: 0 }} aria-live="polite" data-stored="">
        Stored record: {describeRecord(stored)}
      </p>
      {children}
    </div>
  );
}

/**
 * The overlay on a page. It reads from `store` (left untouched, so every visit starts the
 * same); the page shows what was stored, then what the overlay wrote.
 */
function PopupOnPage({ store, onClose, onSubmitted, ...props }: PopupOverlayProps) {
  // what the store held when the page opened, then what the overlay wrote
  const [stored, setStored] = useState<StoredPopupOverlayRecord | null>(() => {
    const record = readPopupOverlayRecord(store.read());
    return record ? writePopupOverlayRecord(record) : null;
  });
  const [recording] = useState<PopupOverlayStore>(() => ({ read: () => store.read(), write: setStored }));
  return (
    <Page stored={stored}>
      <PopupOverlay {...props} store={recording} onClose={onClose} onSubmitted={onSubmitted} />
    </Page>
  );
}

/**
 * A stand-in for the newsletter block (built separately): an email field and Sign up;
 * a valid address counts as a signup at once.
 */
function SignupStandIn({ signup }: { signup: PopupOverlaySignup }) {
  const [error, setError] = useState<string | null>(null);
  if (signup.submitted) return <p style={{ margin: 0, fontWeight: 600 }}>Thank you for signing up. Your code is on its way.</p>;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = new FormData(e.currentTarget).get('email');
    if (typeof email === 'string' && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) signup.markSubmitted();
    else setError('Enter an email address like name@example.com.');
  };
  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}>
      <label style={{ display: 'grid', gap: 4, flex: '1 1 200px' }}>
        Email address
        <input
          name="email"
          type="email"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          style={{
            minHeight: 44,
            padding: '0 12px',
            border: '1px solid var(--color-border)',
            borderRadius: 4,
            background: 'var(--color-background)',
            color: 'var(--color-text)',
          }}
        />
      </label>
      <button
        type="submit"
        style={{
          minHeight: 44,
          padding: '0 20px',
          border: 0,
          borderRadius: 4,
          background: 'var(--color-accent)',
          color: 'var(--color-on-accent)',
          cursor: 'pointer',
        }}
      >
        Sign up
      </button>
      {error && (
        <p role="alert" style={{ flexBasis: '100%', margin: 0 }}>
          {error}
        </p>
      )}
    </form>
  );
}

const signupSlot = (signup: PopupOverlaySignup) => <SignupStandIn signup={signup} />;

const meta = {
  title: 'Blocks/Popup Overlay',
  component: PopupOverlay,
  tags: ['autodocs', 'page-chrome'],
  args: {
    title: 'Ten percent off your first bag',
    body: 'Join our letter for roast days, new single origins and a code for your first order.\n\nOne letter a month; leave whenever you like.',
    settings: SETTINGS,
    suppression: SHOW_ON_A_PAGE,
    store: memoryPopupOverlayStore(),
    now,
    children: signupSlot,
    onClose: fn(),
    onSubmitted: fn(),
  },
  argTypes: {
    title: { control: 'text', description: 'The heading; names the dialog' },
    body: { control: 'text', description: 'The text (blank lines part paragraphs) or markup; describes the dialog' },
    image: { control: 'object', description: '{ src, alt, width, height }: its box (a 200 px band, or the panel’s height beside the text) never waits for it' },
    children: { control: false, description: 'The signup slot: a node, or a function of { submitted, markSubmitted }' },
    settings: { control: 'object', description: 'version, showUntilSignup, displayFrequencyDays (-1: never again after closing)' },
    suppression: { control: 'object', description: 'mobileEnabled, isMobile, style (none 1, show 2), pageType, query: when it is never shown' },
    store: { control: false, description: 'read() / write(record): the display record under version, submitted, date-closed' },
    now: { control: false, description: 'The clock, ms since the epoch (default Date.now)' },
    look: { control: 'inline-radio', options: [undefined, 'light', 'dark'], description: 'Its own light or dark look; absent, the section’s colours' },
    closeLabel: { control: 'text', description: 'The close button’s accessible name (default “Close”)' },
    onClose: { description: 'Told after Close, Escape or a click outside, with what was stored' },
    onSubmitted: { description: 'Told when the signup went through, with what was stored' },
  },
  render: (args) => <PopupOnPage {...args} />,
} satisfies Meta<typeof PopupOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const openDialog = () => page().findByRole('dialog', {}, { timeout: 3000 });
const stored = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-stored]')!;

/** A first visit: nothing stored, so it shows; focus is on the email field. */
export const Shown: Story = {
  parameters: visualParameters({ viewport: true, modes: ['desktop', 'mobile', 'dark'] }),
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog).toHaveAccessibleName('Ten percent off your first bag');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByLabelText('Email address')).toHaveFocus();
  },
};

/** Its own dark look, from the site palette. */
export const ShownDark: Story = {
  args: { look: 'dark' },
  parameters: visualParameters({ viewport: true, modes: ['desktop', 'mobile'] }),
  play: async () => {
    await openDialog();
  },
};

async function imageLoaded(dialog: HTMLElement) {
  const img = dialog.querySelector('img')!;
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true), { timeout: 5000 });
}

/** An image beside the text (above it on small screens), its box reserved before it loads. */
export const WithImage: Story = {
  args: {
    image: { src: 'assets/gallery/harbour.jpg', alt: 'Boats moored in the harbour at dawn', width: 480, height: 600 },
  },
  parameters: visualParameters({ viewport: true, modes: ['desktop', 'mobile'] }),
  play: async () => {
    const dialog = await openDialog();
    await imageLoaded(dialog);
    await expect(within(dialog).getByRole('img', { name: 'Boats moored in the harbour at dawn' })).toBeVisible();
  },
};

/** Close: the overlay goes, the closed date is stored, focus returns to the page. */
export const Closed: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(stored(canvasElement)).toHaveTextContent('Stored record: version 3, submitted false, date-closed 2026-03-14 09:00 UTC');
    await expect(args.onClose).toHaveBeenCalledWith({ version: 3, submitted: false, 'date-closed': NOW });
  },
};

/** Signed up through the overlay: submitted is stored and the slot thanks the visitor. */
export const Submitted: Story = {
  parameters: visualParameters({ viewport: true, modes: ['desktop', 'mobile'] }),
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Email address'), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await expect(await within(dialog).findByText('Thank you for signing up. Your code is on its way.')).toBeVisible();
    await expect(stored(canvasElement)).toHaveTextContent('submitted true');
    await expect(args.onSubmitted).toHaveBeenCalledWith({ version: 3, submitted: true, 'date-closed': NOW });
  },
};

const SUPPRESSED: Array<[string, PopupOverlaySuppressionInputs]> = [
  ['Style none: the owner turned the overlay off.', { ...SHOW_ON_A_PAGE, style: PopupOverlayStyle.NONE }],
  ['Screenshot mode: the page was opened with ?screenshot in its query.', { ...SHOW_ON_A_PAGE, query: new URLSearchParams('screenshot=true') }],
  ['Splash page: never over a splash page or a lock screen.', { ...SHOW_ON_A_PAGE, pageType: PageType.SPLASH_PAGE }],
];

/**
 * Never shown (002 §5): with style none, in screenshot mode, on a splash page (and on a
 * lock screen, or on a mobile device when mobile is off). Each page below mounts the
 * overlay with nothing stored, and it renders nothing.
 */
export const Suppressed: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {SUPPRESSED.map(([why, suppression]) => (
        <section key={why} aria-label={why} style={{ border: '1px solid var(--color-border)', padding: 16 }}>
          <p style={{ margin: 0, fontWeight: 600 }}>{why}</p>
          <p style={{ margin: '4px 0 0' }}>No overlay is shown.</p>
          <PopupOverlay {...args} suppression={suppression} store={memoryPopupOverlayStore()} />
        </section>
      ))}
    </div>
  ),
  play: async () => {
    await new Promise((r) => setTimeout(r, 300));
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Closed two days ago, shown again every 7 days: not yet, so nothing is shown. */
export const FrequencyNotYetPassed: Story = {
  args: { store: memoryPopupOverlayStore({ version: 3, submitted: false, 'date-closed': NOW - 2 * DAY }) },
  parameters: visualParameters({ modes: ['desktop'] }),
  render: (args) => (
    <div>
      <p style={{ margin: '0 8px 8px', fontWeight: 600 }}>Closed on 12 March 2026; it shows again every 7 days, so from 19 March 2026. Today is 14 March.</p>
      <PopupOnPage {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 300));
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(stored(canvasElement)).toHaveTextContent('Stored record: version 3, submitted false, date-closed 2026-03-12 09:00 UTC');
  },
};

/** A preview button opens it again each time, for the APG modal dialog keyboard contract. */
function PreviewOpener(props: PopupOverlayProps) {
  const [opened, setOpened] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setOpened((n) => n + 1)}>
        Preview popup
      </button>
      {opened > 0 && <PopupOverlay key={opened} {...props} store={memoryPopupOverlayStore()} />}
    </div>
  );
}

/** APG modal dialog: focus moves in, Tab stays inside, Escape closes, focus returns to the opener. */
export const KeyboardContract: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  render: (args) => <PreviewOpener {...args} />,
  play: async ({ canvasElement }) => {
    await expectDialogContract(within(canvasElement).getByRole('button', { name: 'Preview popup' }));
  },
};
