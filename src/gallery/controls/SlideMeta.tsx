import styled from 'styled-components';
import { metaBoxStyle, type MetaPlacement } from '../core/metaPosition';
import type { ShownSlide } from '../core/slideAttributes';
import { plainText } from '../core/slideText';
import * as tokens from '../../tokens/tokens';

const Box = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  padding: 8px 10px;
  background: rgba(0, 0, 0, 0.66);
  color: #fff;
  font-size: ${tokens.fontSizes.sm}px;
  line-height: 1.3;
  /* the slide's control stays clickable under its meta */
  pointer-events: none;
  strong {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  p {
    display: -webkit-box;
    margin: 2px 0 0;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

/**
 * A slide's title and description over it, at the block's meta-position (every
 * design). Long titles end in an ellipsis and descriptions stop after two lines; the
 * lightbox shows them in full. Nothing for a slide without either.
 */
export function SlideMeta({ slide, placement }: { slide: ShownSlide; placement: MetaPlacement }) {
  if (!slide.title && !slide.description) return null;
  return (
    <Box style={metaBoxStyle(placement)}>
      {slide.title && <strong>{slide.title}</strong>}
      {slide.description && <p>{plainText(slide.description)}</p>}
    </Box>
  );
}
