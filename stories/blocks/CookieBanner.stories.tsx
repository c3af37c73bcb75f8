import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner, type CookieBannerProps } from '../../src/blocks/cookieBanner/CookieBanner';
import { COOKIE_BANNER_DEFAULT_TEXT, type RawCookieBannerSettings } from '../../src/blocks/cookieBanner/cookieBanner.rules';
import { visualParameters } from '../../.storybook/visual';
import { BannerText } from '../../src/blocks/cookieBanner/BannerText';
import { IGNORES_ARGS } from '../../.storybook/controls';

/**
 * A page in a frame. The frame is the containing block of the banner's fixed position
 * (a transform does that), so a bar or popup sits on the frame's edges and corners, inside
 * the story root the visual farm captures, as it would on the screen.
 */
function PageFrame({ height = 360, children }: { height?: number; children?: ReactNode }) {
  return (
    <div data-page-frame="" style={{ position: 'relative', height, overflow: 'hidden', transform: 'translateZ(0)', border: '1px solid var(--color-border)' }}>
      <div style={{ padding: '16px 24px' }}>
        <h2 style={{ margin: '0 0 8px', fontSize: 20 }}>Harbour Coffee Roasters</h2>
        <p style={{ margin: 0, maxWidth: 560 }}>
          Small-batch beans roasted every Tuesday by the harbour.{' '}
          <a href="#beans" style={{ color: 'var(--color-link)' }}>
            See this week’s beans
          </a>
        </p>
      </div>
      {children}
    </div>
  );
}

/** The banner on a page, with a line saying what the caller was told (and would store). */
function BannerOnPage({ onAccept, onDecline, ...props }: CookieBannerProps) {
  const [answer, setAnswer] = useState<string>('not answered');
  return (
    <PageFrame>
      <p style={{ margin: '0 24px' }} aria-live="polite" data-answer="">
        Consent: {answer}
      </p>
      <CookieBanner
        {...props}
        onAccept={() => {
          setAnswer('accepted');
          onAccept?.();
        }}
        onDecline={() => {
          setAnswer('declined');
          onDecline?.();
        }}
      />
    </PageFrame>
  );
}

const OWNER_TEXT = '<p>We use cookies to remember your cart and to see which pages are read most. Read our <a href="/privacy">privacy policy</a>.</p>';

const settings = (overrides: RawCookieBannerSettings = {}): RawCookieBannerSettings => ({
  cookieBannerText: OWNER_TEXT,
  cookieBannerCtaText: 'Accept',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  isCookieBannerEnabled: true,
  ...overrides,
});

const meta = {
  title: 'Blocks/Cookie Banner',
  component: CookieBanner,
  subcomponents: { BannerText },
  tags: ['autodocs'],
  args: { settings: settings(), forcedPreview: false, screenshotMode: false, onAccept: fn(), onDecline: fn() },
  argTypes: {
    settings: {
      control: 'object',
      description:
        'The stored settings: cookieBannerText (HTML), cookieBannerCtaText, cookieBannerOptOutCtaText, cookieBannerCtaVariant (TEXT | BUTTON | ICON), cookieBannerAcceptType (OPT_IN | OPT_IN_AND_OUT), cookieBannerVariant (BAR | POPUP), cookieBannerPosition, cookieBannerTheme (LIGHT | DARK)',
    },
    forcedPreview: { control: 'boolean', description: 'Site editor preview: a click neither dismisses nor stores' },
    screenshotMode: { control: 'boolean', description: 'Screenshot mode: nothing is shown' },
    label: { control: 'text', description: 'The region’s accessible name (default “Cookie notice”)' },
    onAccept: { description: 'Called when the visitor accepts; the caller stores true' },
    onDecline: { description: 'Called when the visitor declines; the caller stores false' },
  },
  render: (args) => <BannerOnPage {...args} />,
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Most stories are captured on the desktop only; the placements that matter most also on
 * mobile and in the dark section. Set per story: a story's modes merge into the meta's,
 * so a mode the meta left out could not be added back.
 */
const desktop = visualParameters({ modes: ['desktop'] });

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Cookie notice' });
const frameBox = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-page-frame]')!.getBoundingClientRect();

/** A dark bar across the bottom, Decline and Accept as buttons: the spec's default placement. */
export const BarBottomDark: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    const banner = region(canvasElement);
    await expect(banner).toHaveTextContent('We use cookies to remember your cart');
    await expect(within(banner).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    const r = banner.getBoundingClientRect();
    const frame = frameBox(canvasElement);
    await expect(Math.round(frame.bottom - 1 - r.bottom)).toBe(0);
    await expect(Math.round(r.width)).toBe(Math.round(frame.width - 2));
  },
};

export const BarTopLight: Story = {
  args: { settings: settings({ cookieBannerPosition: 'TOP', cookieBannerTheme: 'LIGHT' }) },
  parameters: visualParameters({ modes: ['desktop', 'mobile'] }),
  play: async ({ canvasElement }) => {
    const r = region(canvasElement).getBoundingClientRect();
    await expect(Math.round(r.top - frameBox(canvasElement).top - 1)).toBe(0);
  },
};

export const BarBottomLight: Story = {
  parameters: desktop,
  args: { settings: settings({ cookieBannerTheme: 'LIGHT' }) },
};

export const BarTopDark: Story = {
  parameters: desktop,
  args: { settings: settings({ cookieBannerPosition: 'TOP' }) },
};

/** A popup, bottom left (the popup's default corner). */
export const PopupBottomLeftDark: Story = {
  args: { settings: settings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_LEFT' }) },
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    const r = region(canvasElement).getBoundingClientRect();
    const frame = frameBox(canvasElement);
    await expect(Math.round(r.left - frame.left - 1)).toBe(16);
    await expect(Math.round(frame.bottom - 1 - r.bottom)).toBe(16);
  },
};

export const PopupBottomRightLight: Story = {
  parameters: desktop,
  args: { settings: settings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT', cookieBannerTheme: 'LIGHT' }) },
  play: async ({ canvasElement }) => {
    const r = region(canvasElement).getBoundingClientRect();
    await expect(Math.round(frameBox(canvasElement).right - 1 - r.right)).toBe(16);
  },
};

export const PopupTopLeftLight: Story = {
  args: { settings: settings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_LEFT', cookieBannerTheme: 'LIGHT' }) },
  parameters: visualParameters({ modes: ['desktop', 'mobile'] }),
};

export const PopupTopRightDark: Story = {
  parameters: desktop,
  args: { settings: settings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT' }) },
  play: async ({ canvasElement }) => {
    const r = region(canvasElement).getBoundingClientRect();
    const frame = frameBox(canvasElement);
    await expect(Math.round(r.top - frame.top - 1)).toBe(16);
    await expect(Math.round(frame.right - 1 - r.right)).toBe(16);
  },
};

const PLACEMENTS: Array<[variant: 'BAR' | 'POPUP', position: string]> = [
  ['BAR', 'TOP'],
  ['BAR', 'BOTTOM'],
  ['POPUP', 'TOP_LEFT'],
  ['POPUP', 'TOP_RIGHT'],
  ['POPUP', 'BOTTOM_LEFT'],
  ['POPUP', 'BOTTOM_RIGHT'],
];

/** Every variant × position × theme at a glance, each on a small page of its own. */
export const EveryPlacementAndTheme: Story = {
  parameters: { ...desktop, ...IGNORES_ARGS },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))', gap: 16 }}>
      {(['LIGHT', 'DARK'] as const).flatMap((theme) =>
        PLACEMENTS.map(([variant, position]) => {
          const name = `${variant.toLowerCase()} ${position.toLowerCase().replace('_', ' ')}, ${theme.toLowerCase()}`;
          return (
            <figure key={name} style={{ margin: 0 }}>
              <figcaption style={{ margin: '0 0 4px', fontWeight: 600 }}>{name}</figcaption>
              <PageFrame height={240}>
                <CookieBanner
                  label={`Cookie notice: ${name}`}
                  settings={{
                    cookieBannerVariant: variant,
                    cookieBannerPosition: position,
                    cookieBannerTheme: theme,
                    cookieBannerCtaVariant: 'BUTTON',
                    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
                  }}
                />
              </PageFrame>
            </figure>
          );
        }),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(12);
  },
};

/** CTA as text: link-style buttons. */
export const CtaText: Story = {
  parameters: desktop,
  args: { settings: settings({ cookieBannerCtaVariant: 'TEXT', cookieBannerTheme: 'LIGHT' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(region(canvasElement))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Decline', 'Accept']);
  },
};

export const CtaButton: Story = {
  parameters: desktop,
  args: { settings: settings({ cookieBannerCtaVariant: 'BUTTON', cookieBannerCtaText: 'Allow cookies', cookieBannerOptOutCtaText: 'Only necessary' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(region(canvasElement))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Only necessary', 'Allow cookies']);
  },
};

/** CTA as icons: a cross to decline and a tick to accept, each named by its text. */
export const CtaIcon: Story = {
  args: { settings: settings({ cookieBannerCtaVariant: 'ICON' }) },
  parameters: visualParameters({ modes: ['desktop', 'mobile'] }),
  play: async ({ canvasElement }) => {
    const banner = region(canvasElement);
    await expect(within(banner).getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Decline' })).toBeVisible();
  },
};

/** Opt-in: accept only, no decline. */
export const OptInOnly: Story = {
  parameters: desktop,
  args: { settings: settings({ cookieBannerAcceptType: 'OPT_IN', cookieBannerCtaText: 'OK, got it' }) },
  play: async ({ canvasElement }) => {
    const buttons = within(region(canvasElement)).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['OK, got it']);
  },
};

/** Opt-in and out in a light popup with text CTAs. */
export const OptInAndOutPopup: Story = {
  parameters: desktop,
  args: {
    settings: settings({ cookieBannerVariant: 'POPUP', cookieBannerTheme: 'LIGHT', cookieBannerCtaVariant: 'TEXT', cookieBannerOptOutCtaText: 'No thanks' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(region(canvasElement)).getByRole('button', { name: 'No thanks' })).toBeVisible();
  },
};

/** Text that is only an empty paragraph: the default notice shows. */
export const EmptyTextFallsBack: Story = {
  parameters: desktop,
  args: { settings: settings({ cookieBannerText: '<p></p>', cookieBannerCtaText: '', cookieBannerOptOutCtaText: '' }) },
  play: async ({ canvasElement }) => {
    const banner = region(canvasElement);
    await expect(banner).toHaveTextContent(COOKIE_BANNER_DEFAULT_TEXT.notice);
    await expect(within(banner).getByRole('button', { name: COOKIE_BANNER_DEFAULT_TEXT.accept })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: COOKIE_BANNER_DEFAULT_TEXT.decline })).toBeVisible();
  },
};

/** An unknown theme, variant and CTA variant: a dark bar with icon buttons. */
export const UnknownValuesFallBack: Story = {
  parameters: desktop,
  args: { settings: settings({ cookieBannerTheme: 'SEPIA', cookieBannerVariant: 'SIDEBAR', cookieBannerCtaVariant: 'EMOJI', cookieBannerPosition: 'MIDDLE' }) },
  play: async ({ canvasElement }) => {
    const banner = region(canvasElement);
    await expect(banner).toHaveAttribute('data-theme', 'DARK');
    await expect(banner).toHaveAttribute('data-variant', 'BAR');
    await expect(banner).toHaveAttribute('data-position', 'BOTTOM');
    await expect(banner).toHaveAttribute('data-cta-variant', 'ICON');
  },
};

/** A popup given a bar's position is put in the nearest corner: TOP → top left. */
export const PopupPositionCoerced: Story = {
  parameters: desktop,
  args: { settings: settings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }) },
  play: async ({ canvasElement }) => expect(region(canvasElement)).toHaveAttribute('data-position', 'TOP_LEFT'),
};

/** The owner's HTML with a script, an inline handler and a javascript: link: only the words show. */
export const UnsafeTextSanitized: Story = {
  parameters: desktop,
  args: {
    settings: settings({
      cookieBannerText:
        '<p onclick="steal()">We use <b>cookies</b>.<script>document.title = "hacked"</script> <a href="javascript:alert(1)">Learn more</a> or read the <a href="https://example.com/cookies" target="_blank">cookie policy</a>.</p>',
    }),
  },
  play: async ({ canvasElement }) => {
    const banner = region(canvasElement);
    await expect(banner).toHaveTextContent('We use cookies. Learn more or read the cookie policy.');
    await expect(banner.querySelector('script, [onclick]')).toBeNull();
    await expect(within(banner).queryByRole('link', { name: 'Learn more' })).toBeNull();
    await expect(within(banner).getByRole('link', { name: 'cookie policy' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Accept: the caller is told, and the banner is gone. */
export const DismissedAfterAccept: Story = {
  parameters: desktop,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(region(canvasElement)).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(within(canvasElement).queryByRole('region')).toBeNull());
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onDecline).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText('Consent: accepted')).toBeVisible();
  },
};

export const DismissedAfterDecline: Story = {
  parameters: desktop,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(region(canvasElement)).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(within(canvasElement).queryByRole('region')).toBeNull());
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByText('Consent: declined')).toBeVisible();
  },
};

/** The editor's forced preview after a click on Accept: still shown, nothing stored. */
export const ForcedPreviewAfterClick: Story = {
  parameters: desktop,
  args: { forcedPreview: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(region(canvasElement)).getByRole('button', { name: 'Accept' }));
    await userEvent.click(within(region(canvasElement)).getByRole('button', { name: 'Decline' }));
    await expect(region(canvasElement)).toBeVisible();
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(args.onDecline).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText('Consent: not answered')).toBeVisible();
  },
};

/** Screenshot mode: the page shows without a banner. */
export const ScreenshotMode: Story = {
  parameters: desktop,
  args: { screenshotMode: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('[data-cookie-banner]')).toBeNull();
  },
};

/**
 * Keyboard: Tab goes from the page to the link in the notice, then Decline, then Accept, and
 * on out of the banner (it holds nothing); Shift+Tab comes back. Captured with focus on Accept.
 */
export const KeyboardOrder: Story = {
  parameters: desktop,
  play: async ({ canvasElement }) => {
    const banner = region(canvasElement);
    within(canvasElement).getByRole('link', { name: 'See this week’s beans' }).focus();
    await userEvent.tab();
    await expect(within(banner).getByRole('link', { name: 'privacy policy' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.tab();
    const accept = within(banner).getByRole('button', { name: 'Accept' });
    await expect(accept).toHaveFocus();
    await userEvent.tab();
    await expect(banner.contains(document.activeElement)).toBe(false);
    await userEvent.tab({ shift: true });
    await expect(accept).toHaveFocus();
  },
};

/** Enter on the focused Accept answers and removes the banner. */
export const AcceptedWithKeyboard: Story = {
  parameters: visualParameters({ disable: 'Ends on the same page as Dismissed After Accept; the play function checks the keyboard path' }),
  play: async ({ canvasElement, args }) => {
    within(region(canvasElement)).getByRole('button', { name: 'Accept' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).queryByRole('region')).toBeNull());
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByText('Consent: accepted')).toBeVisible();
  },
};

/** Under reduced motion it appears at once: no animation. */
export const ReducedMotion: Story = {
  globals: { reducedMotion: 'reduce' },
  parameters: visualParameters({ modes: ['reduced-motion'] }),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(region(canvasElement)).animationName).toBe('none');
  },
};
