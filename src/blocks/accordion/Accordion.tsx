import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { ACCORDION_ANIMATION_MS, accordionReducer, initialAccordionState, isItemOpen, reconfigureAccordion, type AccordionState } from './accordion.machine';
import {
  contentParagraphs,
  DEFAULT_ACCORDION_LAYOUT,
  headerFocusTarget,
  itemTitle,
  MAX_PANEL_REGIONS,
  type AccordionItemData,
  type AccordionLayout,
} from './accordion.rules';
import { AccordionRoot, Chevron, HeaderButton, Heading, Item, Panel, PanelBody, PanelClip } from './Accordion.styles';

/** Time as the accordion sees it; tests pass a controlled one. */
export interface AccordionClock {
  /** Milliseconds from any monotonic origin. */
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: AccordionClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** An item: its title and plain-text content, or a `body` already made (the page's own rich text) shown instead. */
export interface AccordionItem extends AccordionItemData {
  body?: ReactNode;
}

export interface AccordionProps {
  /** The items, in order: a title and plain-text content (blank lines part paragraphs). */
  items: readonly AccordionItem[];
  /** Several items may be open at once; otherwise opening one closes the others. */
  allowMultiple?: boolean;
  /** The first item starts expanded. */
  firstExpanded?: boolean;
  /** The heading level the item titles sit in (default 3). */
  headingLevel?: AccordionHeadingLevel;
  /** Dividers, alignments and the icon's side (default: dividers all round, left-aligned text, icon on the right). */
  layout?: AccordionLayout;
  /** Told after an item opens or closes (not when a click is ignored). */
  onToggle?: (index: number, open: boolean) => void;
  /** Clock and timer for the animation lock; the browser's by default. */
  clock?: AccordionClock;
}

/**
 * The accordion block (APG accordion): each title is a button in a heading with
 * aria-expanded and aria-controls; its panel is a region labelled by it. Heights
 * animate over 250 ms and clicks meanwhile are ignored; under reduced motion items
 * open and close at once and nothing is ignored.
 */
export function Accordion({
  items,
  allowMultiple = false,
  firstExpanded = false,
  headingLevel = 3,
  layout = DEFAULT_ACCORDION_LAYOUT,
  onToggle,
  clock = browserClock,
}: AccordionProps) {
  const reduced = useReducedMotion();
  const animationMs = reduced ? 0 : ACCORDION_ANIMATION_MS;
  const [stored, setState] = useState<AccordionState>(() => initialAccordionState({ count: items.length, allowMultiple, firstExpanded, animationMs }));
  const state = reconfigureAccordion(stored, { count: items.length, allowMultiple, animationMs });
  if (state !== stored) setState(state);

  const id = useId();
  const headers = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (state.lockedUntil === null) return;
    const handle = clock.setTimeout(() => setState((s) => accordionReducer(s, { type: 'settle' })), Math.max(0, state.lockedUntil - clock.now()));
    return () => clock.clearTimeout(handle);
  }, [state.lockedUntil, clock]);

  const toggle = (index: number) => {
    const next = accordionReducer(state, { type: 'toggle', index, now: clock.now() });
    if (next === state) return;
    setState(next);
    if (onToggle) {
      for (let i = 0; i < items.length; i += 1) {
        if (isItemOpen(state, i) !== isItemOpen(next, i)) onToggle(i, isItemOpen(next, i));
      }
    }
  };

  const onHeaderKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = headerFocusTarget(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  const regions = items.length <= MAX_PANEL_REGIONS;
  return (
    <AccordionRoot data-accordion="" data-animating={state.lockedUntil !== null || undefined} $firstDivider={layout.dividers && layout.firstDivider}>
      {items.map((item, index) => {
        const open = isItemOpen(state, index);
        const headerId = `${id}-header-${index}`;
        const panelId = `${id}-panel-${index}`;
        return (
          <Item key={index} data-open={open || undefined} $divider={layout.dividers && (index < items.length - 1 || layout.lastDivider)}>
            <Heading as={`h${headingLevel}`}>
              <HeaderButton
                ref={(el) => {
                  headers.current[index] = el;
                }}
                type="button"
                id={headerId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(e) => onHeaderKeyDown(e, index)}
                $iconLeft={layout.iconPlacement === 'left'}
                $align={layout.titleAlignment}
              >
                <span>{itemTitle(item.title, index)}</span>
                <Chevron $open={open} $instant={reduced} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <path d="M4 7.5l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </Chevron>
              </HeaderButton>
            </Heading>
            <Panel id={panelId} role={regions ? 'region' : 'group'} aria-labelledby={headerId} $open={open} $instant={reduced}>
              <PanelClip>
                <PanelBody $align={layout.descriptionAlignment} $place={layout.descriptionPlacement}>
                  {item.body ??
                    contentParagraphs(item.content).map((lines, p) => (
                      <p key={p}>
                        {lines.map((line, l) => (
                          <span key={l}>
                            {l > 0 && <br />}
                            {line}
                          </span>
                        ))}
                      </p>
                    ))}
                </PanelBody>
              </PanelClip>
            </Panel>
          </Item>
        );
      })}
    </AccordionRoot>
  );
}
