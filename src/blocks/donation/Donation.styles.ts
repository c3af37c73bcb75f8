import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { lineHeights, px, space, targetSize } from '../../tokens/tokens';
import { focusRing } from '../../primitives/focusRing/focusRing';
import { buttonBase } from '../../primitives/buttons/buttonBase';
import { headingText } from '../../primitives/heading/Heading';

/** Folded (the title, description and button only) its parts sit closer: no taller than the server's title and link. */
export const DonationForm = styled.form<{ $folded: boolean }>`
  display: grid;
  gap: ${({ $folded }) => ($folded ? space.sm : space.xl)}px;
  justify-items: start;
  max-width: 560px;
  color: var(--color-text);
  font-family: var(--font-family, system-ui, sans-serif);
  /* native parts of the field drawn for the section's light or dark theme */
  color-scheme: ${({ theme }) => (theme.sectionTheme === 'dark' ? 'dark' : 'light')};
`;

export const Heading = styled.h2`
  ${headingText('display')}
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes.base}px;
  line-height: ${lineHeights.relaxed};
`;

export const Group = styled.div`
  display: grid;
  gap: ${space.sm}px;
`;

export const GroupLabel = styled.span`
  font-size: ${tokens.fontSizes.md}px;
  font-weight: ${tokens.fontWeights.semibold};
`;

/** The radios as chips that wrap on a narrow block. */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px;
`;

export const Chip = styled.button<{ $checked: boolean }>`
  ${buttonBase()}
  min-width: 72px;
  min-height: ${targetSize.minPx}px;
  padding: ${px(space.sm, space.lg)};
  border: 2px solid ${({ $checked }) => ($checked ? 'var(--color-accent)' : 'var(--color-text)')};
  border-radius: 999px;
  background: ${({ $checked }) => ($checked ? 'var(--color-accent)' : 'transparent')};
  color: ${({ $checked }) => ($checked ? 'var(--color-on-accent)' : 'var(--color-text)')};
  font-size: ${tokens.fontSizes.base}px;
  font-weight: ${tokens.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

export const Field = styled.div`
  display: grid;
  gap: ${space.xs}px;
  width: min(100%, 440px);

  & label {
    font-size: ${tokens.fontSizes.md}px;
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

export const InputBox = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space.xs}px;
  box-sizing: border-box;
  width: min(100%, 280px);
  min-height: ${targetSize.minPx}px;
  padding: ${px(0, space.md)};
  border: ${({ $invalid }) => ($invalid ? 3 : 2)}px solid var(--color-text);
  border-radius: ${tokens.radii.small}px;
  background: var(--color-background);

  &:focus-within {
    ${focusRing()}
  }

  & input {
    flex: 1;
    min-width: 0;
    border: 0;
    padding: ${px(space.sm, 0)};
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: ${tokens.fontSizes.base}px;
    font-variant-numeric: tabular-nums;
    outline: none;
  }
`;

export const Prefix = styled.span`
  font-size: ${tokens.fontSizes.base}px;
`;

/** The field's message; one line is always reserved so the button does not jump when it shows. */
export const Message = styled.p`
  margin: 0;
  min-height: 1.4em;
  line-height: ${lineHeights.normal};
  font-size: ${tokens.fontSizes.md}px;
  font-weight: ${tokens.fontWeights.semibold};

  &:not(:empty) {
    padding-left: ${space.sm}px;
    border-left: 3px solid var(--color-text);
  }
`;
