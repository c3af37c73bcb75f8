import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { px, space, targetSize } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';

export const LoginForm = styled.form`
  display: grid;
  gap: ${space.md}px;
  margin-top: ${space.sm}px;
  label {
    display: grid;
    gap: ${space.xxs}px;
    font-size: ${tokens.fontSizes.sm}px;
  }
  input[type='email'],
  input[type='password'] {
    box-sizing: border-box;
    width: 100%;
    min-height: ${targetSize.minPx}px;
    padding: ${px(0, space.md)};
    border: 1px solid var(--color-border);
    border-radius: ${tokens.radii.small}px;
    background: var(--color-background);
    color: inherit;
    font: inherit;
    &:focus-visible {
      ${focusRing()}
    }
  }
`;

export const RememberMe = styled.label`
  && {
    display: flex;
    align-items: center;
    gap: ${space.sm}px;
    min-height: 24px;
  }
`;

/** The server's message after a failed call, read out as it comes; as the forms' errors, not by colour alone (a bar, bold). */
export const Problem = styled.p`
  && {
    margin: 0;
    padding: ${px(space.hair, 0, space.hair, space.sm)};
    border-inline-start: 4px solid currentColor;
    font-weight: ${tokens.fontWeights.semibold};
    font-size: ${tokens.fontSizes.sm}px;
  }
`;
