import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';

/**
 * The message a block shows in place of content it cannot show (an invalid embed, an empty
 * code block): the text in a dashed box across the block's width, in the section's text colour.
 */
export const BlockMessage = styled.p`
  margin: 0;
  padding: 16px;
  border: 1px dashed var(--color-border);
  border-radius: ${tokens.radii.small}px;
  color: var(--color-text);
  font-size: ${tokens.fontSizes.md}px;
  text-align: center;
`;
