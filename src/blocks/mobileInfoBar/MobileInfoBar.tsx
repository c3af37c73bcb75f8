import { useContext, useMemo, type CSSProperties } from 'react';
import { ThemeContext, type DefaultTheme } from 'styled-components';
import { MobileInfoBarStyle, shouldShowMobileInfoBar } from '../../platform';
import { VisuallyHidden } from '../../primitives/a11y/VisuallyHidden';
import { sectionColorVariables } from '../../primitives/sectionColors/sectionColorVariables';
import { Bar, ItemLink, ItemText, List, Spacer } from './MobileInfoBar.styles';
import { MobileInfoIcon } from './MobileInfoIcon';
import { readMobileInfoItems, type MobileInfoItemInput } from './mobileInfoItems.rules';
import { useViewportWidth } from '../../primitives/viewport/useViewportWidth';

export interface MobileInfoBarProps {
  /** `MobileInfoBarStyle`: none 1, light 2, dark 3. */
  barStyle: number;
  /** Phone, email, location and hours, in the order shown. */
  items: readonly MobileInfoItemInput[];
  /** The viewport's width in px; absent, the window's own width, followed as it changes. */
  viewportWidthPx?: number;
  /** The region's accessible name. */
  label?: string;
}

/** Our wording; the spec gives none. */
export const MOBILE_INFO_BAR_LABEL = 'Contact information';

/**
 * The mobile information bar (002 §3, §5): the site's phone, email, location and hours
 * along the bottom of small screens, light or dark. Shown only when the platform rule
 * says so (up to 1024 px wide, style light or dark) and there is an item to show.
 *
 * A named complementary region fixed to the bottom of the screen; a spacer as tall as the
 * bar stays in the page's flow, so the end of the page is never hidden under it. Each
 * item is a link (tel:, mailto:, a map) with a short visible word and the full value for
 * assistive technology; an item with nothing to open (hours, or a value the platform's
 * link rules refuse) shows the value itself, as plain text.
 */
export function MobileInfoBar({ barStyle, items, viewportWidthPx, label = MOBILE_INFO_BAR_LABEL }: MobileInfoBarProps) {
  const windowWidth = useViewportWidth();
  const width = viewportWidthPx ?? windowWidth;
  const shown = useMemo(() => readMobileInfoItems(items), [items]);
  const theme = useContext(ThemeContext) as DefaultTheme | undefined;
  const look = barStyle === MobileInfoBarStyle.DARK ? 'dark' : 'light';
  const colors = useMemo(() => sectionColorVariables(theme, look), [theme, look]);

  if (width === null || !shouldShowMobileInfoBar(width, barStyle) || shown.length === 0) return null;

  return (
    <>
      <Spacer aria-hidden="true" data-mobile-info-bar-spacer="" />
      <Bar aria-label={label} style={colors as CSSProperties} data-mobile-info-bar="" data-look={look}>
        <List>
          {shown.map((item, i) => (
            <li key={`${item.kind}-${i}`}>
              {item.href === null ? (
                // nothing to open: the value itself is shown
                <ItemText title={item.value}>
                  <MobileInfoIcon kind={item.kind} />
                  <VisuallyHidden>{item.action}: </VisuallyHidden>
                  <span className="value">{item.value}</span>
                </ItemText>
              ) : (
                <ItemLink href={item.href} title={item.value} {...(item.kind === 'location' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  <MobileInfoIcon kind={item.kind} />
                  {item.action}
                  <VisuallyHidden> {item.value}</VisuallyHidden>
                </ItemLink>
              )}
            </li>
          ))}
        </List>
      </Bar>
    </>
  );
}
