import { cloneElement, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import {
  autoUpdate,
  flip,
  offset,
  shift,
  useClientPoint,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import styled from 'styled-components';
import { Portal } from '../portal/Portal';
import * as tokens from '../../tokens/tokens';
import { tooltip } from '../../tokens/tokens';

const Bubble = styled.div`
  box-sizing: border-box;
  max-width: min(${tooltip.widthPx}px, calc(100vw - ${2 * tooltip.screenEdgeMarginPx}px));
  padding: 6px 10px;
  border-radius: ${tokens.radii.small}px;
  background: var(--color-text);
  color: var(--color-background);
  font-size: ${tokens.fontSizes.sm}px;
  line-height: 1.4;
  pointer-events: none;
  z-index: ${tokens.zIndices.dialog + 1000};
`;

export interface TooltipProps {
  /** What the tooltip says (text: it is a description, not a place for controls). */
  content: ReactNode;
  /** The trigger: one element that takes a ref and focus. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
  placement?: Placement;
  /** Shown from the start (stories, documentation). */
  defaultOpen?: boolean;
}

/**
 * A tooltip (APG tooltip): shown 1200 ms after the pointer rests on the trigger, 15 px
 * from the pointer, or at once when the trigger gets keyboard focus; hidden by Escape
 * (focus stays), on blur and when the pointer leaves. Width up to 250 px; it flips
 * and shifts to stay 20 px inside the screen edges. The trigger names it in
 * aria-describedby.
 */
export function Tooltip({ content, children, placement = 'top', defaultOpen = false }: TooltipProps) {
  const [open, setOpen] = useState(defaultOpen);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(tooltip.mouseOffsetPx), flip({ padding: tooltip.screenEdgeMarginPx }), shift({ padding: tooltip.screenEdgeMarginPx })],
  });
  const hover = useHover(context, { delay: { open: tooltip.showDelayMs, close: 0 }, move: false });
  const focus = useFocus(context, { visibleOnly: true });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  // near the pointer when the pointer opened it, from where it came to rest (it is read as the pointer enters and
  // moves, before the delay ends) and following it; by the trigger when focus opened it
  const clientPoint = useClientPoint(context);
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role, clientPoint]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref: refs.setReference }) as never)}
      {open && (
        <Portal>
          <Bubble ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </Bubble>
        </Portal>
      )}
    </>
  );
}
