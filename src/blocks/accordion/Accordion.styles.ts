import styled, { css } from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { lineHeights, px, space } from '../../tokens/tokens';
import { ACCORDION_ANIMATION_MS } from './accordion.machine';
import type { AccordionAlignment } from './accordion.rules';
import { buttonBase } from '../../primitives/buttons/buttonBase';
import { headingText } from '../../primitives/heading/Heading';

const EASE = 'ease';

const DIVIDER = '1px solid var(--color-border)';

/** `$firstDivider`: a line above the first item. */
export const AccordionRoot = styled.div<{ $firstDivider: boolean }>`
  color: var(--color-text);
  border-top: ${({ $firstDivider }) => ($firstDivider ? DIVIDER : '0')};
`;

/** `$divider`: a line below the item (between items, or below the last). */
export const Item = styled.div<{ $divider: boolean }>`
  border-bottom: ${({ $divider }) => ($divider ? DIVIDER : '0')};
`;

export const Heading = styled.h3`
  ${headingText('lg', 'medium')}
`;

/** `$iconLeft`: the icon before the title; `$align`: where the title's text sits. */
export const HeaderButton = styled.button<{ $iconLeft: boolean; $align: AccordionAlignment }>`
  ${buttonBase({ insetFocus: true })}
  display: flex;
  flex-direction: ${({ $iconLeft }) => ($iconLeft ? 'row-reverse' : 'row')};
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${space.lg}px;
  padding: ${px(space.lg, space.xxs)};
  border: 0;
  background: none;
  color: inherit;
  text-align: start;

  & > span {
    flex: 1;
    text-align: ${({ $align }) => $align};
  }
`;

/** A chevron that turns over when the item opens. */
export const Chevron = styled.svg<{ $open: boolean; $instant: boolean }>`
  flex: none;
  width: 20px;
  height: 20px;
  transform: rotate(${({ $open }) => ($open ? 180 : 0)}deg);
  transition: ${({ $instant }) => ($instant ? 'none' : `transform ${ACCORDION_ANIMATION_MS}ms ${EASE}`)};
`;

/**
 * The panel's height animates between 0 and its content's own height with a grid row
 * (0fr ↔ 1fr), so nothing is measured in script. Once closed it is hidden
 * (visibility, after the animation), so its content is neither read out nor focusable.
 */
export const Panel = styled.div<{ $open: boolean; $instant: boolean }>`
  display: grid;
  grid-template-rows: ${({ $open }) => ($open ? '1fr' : '0fr')};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  ${({ $open, $instant }) =>
    $instant
      ? css`
          transition: none;
        `
      : css`
          transition:
            grid-template-rows ${ACCORDION_ANIMATION_MS}ms ${EASE},
            visibility 0s linear ${$open ? 0 : ACCORDION_ANIMATION_MS}ms;
        `}
`;

export const PanelClip = styled.div`
  min-height: 0;
  overflow: hidden;
`;

/** `$align`: the text's alignment; `$place`: where the box sits (narrower than the item unless on the left). */
export const PanelBody = styled.div<{ $align: AccordionAlignment; $place: AccordionAlignment }>`
  padding: ${px(0, space.xxs, space.lg)};
  text-align: ${({ $align }) => $align};
  ${({ $place }) =>
    $place === 'left'
      ? ''
      : css`
          width: 85%;
          margin-left: auto;
          margin-right: ${$place === 'center' ? 'auto' : '0'};
        `}
  font-size: ${tokens.fontSizes.base}px;
  line-height: ${lineHeights.loose};

  p {
    margin: ${px(0, 0, space.md)};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;
