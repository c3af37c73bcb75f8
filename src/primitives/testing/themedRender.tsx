import { render as renderInDocument, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { PALETTE_PRESETS, PaletteThemeProvider, generatePreset, type Palette, type SectionTheme } from '../../tokens';
import { ReducedMotionProvider, type ReducedMotionOverride } from '../reducedMotion';
import { ServicesProvider, type BlockServices } from '../services';

/** The palette view tests render in unless they pass their own. */
const TEST_PALETTE = generatePreset('#2f6f8f', PALETTE_PRESETS[0]);

export interface ThemedRenderOptions {
  palette?: Palette;
  sectionTheme?: SectionTheme;
  /** The page's services; left out, the view has no ServicesProvider above it (as a block rendered without one). */
  services?: BlockServices;
  /** Forces reduced motion on or off; left out, the view follows the (test) environment's media query. */
  reducedMotion?: ReducedMotionOverride;
}

export interface ThemedRenderResult extends RenderResult {
  /** The element the view renders into: inside the theme's scope, holding nothing but the view. */
  view: HTMLElement;
  /** A user driving the view (pointer and keyboard), set up for this render. */
  user: UserEvent;
}

/**
 * Renders a view as a page shows it: inside the design system's theme (PaletteThemeProvider), with the
 * page's services and a reduced-motion override when the test gives them. `rerender` keeps the same
 * providers. Testing Library unmounts and removes it after each test (the view project's setup).
 */
export function render(ui: ReactElement, options: ThemedRenderOptions = {}): ThemedRenderResult {
  const { palette = TEST_PALETTE, sectionTheme, services, reducedMotion } = options;
  function Providers({ children }: { children?: ReactNode }) {
    let inner: ReactNode = <div data-view-root="">{children}</div>;
    if (services) inner = <ServicesProvider services={services}>{inner}</ServicesProvider>;
    if (reducedMotion) inner = <ReducedMotionProvider override={reducedMotion}>{inner}</ReducedMotionProvider>;
    return (
      <PaletteThemeProvider palette={palette} sectionTheme={sectionTheme}>
        {inner}
      </PaletteThemeProvider>
    );
  }
  // No timer between a user's steps: a step's events and renders run one after another.
  const user = userEvent.setup({ delay: null });
  const result = renderInDocument(ui, { wrapper: Providers });
  const view = result.container.querySelector<HTMLElement>('[data-view-root]')!;
  return { ...result, view, user };
}
