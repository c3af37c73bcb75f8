import { useContext, useMemo, useState, type CSSProperties } from 'react';
import { ThemeContext, type DefaultTheme } from 'styled-components';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { BannerText } from './BannerText';
import { sectionColorVariables } from '../../primitives/sectionColors/sectionColorVariables';
import { Actions, Cta, Notice, Region } from './CookieBanner.styles';
import { normaliseCookieBannerSettings, type CookieBannerSettings, type RawCookieBannerSettings } from './cookieBanner.rules';

export type CookieBannerAnswer = 'accept' | 'decline';

export interface CookieBannerProps {
  /** The site's banner settings as the page context holds them, or already read. */
  settings: RawCookieBannerSettings | CookieBannerSettings | null | undefined;
  /** The visitor accepted: the caller stores the answer (the banner then hides itself). */
  onAccept?: () => void;
  /** The visitor declined: the caller stores the answer and clears tracking cookies. */
  onDecline?: () => void;
  /** The site editor's preview: clicks neither dismiss the banner nor call back, so nothing is stored. */
  forcedPreview?: boolean;
  /** The page runs in screenshot mode: the banner is not shown (002 §5). */
  screenshotMode?: boolean;
  /** The region's accessible name. */
  label?: string;
}

/** Our wording for the region's name; the spec gives none. */
export const COOKIE_BANNER_LABEL = 'Cookie notice';

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4.5 12.5l5 5 10-11" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The cookie banner (000 §4): the site's notice with Accept, and Decline when the site
 * asks visitors to opt in or out. A bar across the top or bottom of the screen, or a
 * popup in a corner, in its own light or dark theme.
 *
 * A non-modal region: it sits fixed over the page (nothing moves), Tab reaches its
 * buttons in order and moves on past them, and it never holds focus. It appears with a
 * short fade, at once under reduced motion. After an answer it calls back and removes
 * itself; the caller stores the answer. Whether to mount it at all (enabled, no answer
 * yet) is the caller's.
 */
export function CookieBanner({ settings, onAccept, onDecline, forcedPreview = false, screenshotMode = false, label = COOKIE_BANNER_LABEL }: CookieBannerProps) {
  const banner = useMemo(() => normaliseCookieBannerSettings(settings), [settings]);
  // undefined when no theme provider is around (useTheme would throw): plain black and white then
  const theme = useContext(ThemeContext) as DefaultTheme | undefined;
  // The banner's own LIGHT or DARK theme, built from the site's palette (plain black and white without one).
  const colors = useMemo(() => sectionColorVariables(theme, banner.theme === 'LIGHT' ? 'light' : 'dark'), [theme, banner.theme]);
  const reducedMotion = useReducedMotion();
  const [answered, setAnswered] = useState<CookieBannerAnswer | null>(null);

  if (screenshotMode || answered !== null) return null;

  const answer = (choice: CookieBannerAnswer) => {
    if (forcedPreview) return;
    setAnswered(choice);
    (choice === 'accept' ? onAccept : onDecline)?.();
  };

  const look = banner.ctaVariant;
  const bar = banner.variant === 'BAR';

  return (
    <Region
      role="region"
      aria-label={label}
      $placement={banner}
      $animate={!reducedMotion}
      style={colors as CSSProperties}
      data-cookie-banner=""
      data-variant={banner.variant}
      data-position={banner.position}
      data-theme={banner.theme}
      data-cta-variant={look}
    >
      <Notice $bar={bar}>
        <BannerText nodes={banner.text} />
      </Notice>
      <Actions $bar={bar}>
        {banner.acceptType === 'OPT_IN_AND_OUT' && (
          <Cta
            type="button"
            $look={look}
            $primary={false}
            onClick={() => answer('decline')}
            {...(look === 'ICON' ? { 'aria-label': banner.optOutCtaText, title: banner.optOutCtaText } : {})}
          >
            {look === 'ICON' ? <CrossIcon /> : banner.optOutCtaText}
          </Cta>
        )}
        <Cta
          type="button"
          $look={look}
          $primary
          onClick={() => answer('accept')}
          {...(look === 'ICON' ? { 'aria-label': banner.ctaText, title: banner.ctaText } : {})}
        >
          {look === 'ICON' ? <CheckIcon /> : banner.ctaText}
        </Cta>
      </Actions>
    </Region>
  );
}
