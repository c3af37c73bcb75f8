import styled, { css } from 'styled-components';
import { focusRing } from '../focusRing/focusRing';
import { Button } from '../buttons/Button';
import { fontWeights, px, radii, space } from '../../tokens/tokens';

/**
 * The form's look. Errors never rest on colour alone: an error reads as text, carries a
 * marker bar and bold type, and its field gets a thicker border.
 */
export const FormRoot = styled.form`
  font-family: var(--font-family, system-ui, sans-serif);
  color: var(--color-text);
  max-width: 640px;
  /* Native parts (check marks, select lists) drawn for the section's light or dark theme. */
  color-scheme: ${({ theme }) => (theme.sectionTheme === 'dark' ? 'dark' : 'light')};

  & fieldset.form-lock {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
`;

export const FieldsList = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space.xl}px;
  ${({ $inline }) =>
    $inline &&
    css`
      flex-direction: row;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: ${space.md}px;
      & > * {
        flex: 1 1 180px;
      }
    `}
`;

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs}px;
  min-width: 0;

  fieldset& {
    border: 0;
    margin: 0;
    padding: 0;
  }
`;

export const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.xs}px;

  & > legend {
    padding: 0;
    margin-bottom: ${space.xs}px;
  }
`;

export const Title = styled.span`
  font-weight: ${fontWeights.semibold};
`;

export const RequiredMark = styled.span`
  font-weight: ${fontWeights.regular};
  margin-inline-start: ${space.xxs}px;
`;

export const Description = styled.p`
  margin: 0;
  font-size: 0.9em;
`;

export const ErrorText = styled.p`
  margin: 0;
  padding: ${px(space.hair, 0, space.hair, space.sm)};
  border-inline-start: 4px solid currentColor;
  font-weight: ${fontWeights.semibold};
  font-size: 0.9em;
`;

const control = css`
  box-sizing: border-box;
  width: 100%;
  padding: 10px 12px;
  border: 1px solid var(--color-border);
  border-radius: ${radii.small}px;
  background: var(--color-background);
  color: var(--color-text);

  &:focus-visible {
    ${focusRing()}
  }
  &[aria-invalid='true'] {
    border-width: 3px;
    padding: 8px 10px;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 120px;
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
`;

export const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: 0.85em;
  text-align: end;
  font-variant-numeric: tabular-nums;
  ${({ $over }) =>
    $over &&
    css`
      font-weight: 700;
      text-decoration: underline;
    `}
`;

/** Parts of a compound field (name, address, phone, date, time) side by side, wrapping on narrow screens. */
export const Parts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(space.sm, space.md)};

  & > label {
    display: flex;
    flex-direction: column;
    gap: ${space.xxs}px;
    flex: 1 1 120px;
    font-size: 0.85em;
  }
  & > label.wide {
    flex-basis: 100%;
  }
`;

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${space.sm}px;

  & > input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: var(--color-accent);
  }
`;

export const LikertRow = styled.fieldset`
  border: 0;
  border-top: 1px solid var(--color-border);
  margin: 0;
  padding: ${px(space.sm, 0, 0)};
  display: flex;
  flex-direction: column;
  gap: ${space.xs}px;

  & > legend {
    padding: ${px(space.sm, 0, 0)};
    float: left;
    width: 100%;
  }
  & > div {
    clear: both;
    display: flex;
    flex-wrap: wrap;
    gap: ${px(space.xs, space.lg)};
  }
`;

export const SectionHeading = styled.div<{ $underline: boolean }>`
  & > h3 {
    margin: ${px(space.sm, 0, space.xxs)};
    font-size: 1.25em;
    ${({ $underline }) =>
      $underline &&
      css`
        padding-bottom: ${space.xs}px;
        border-bottom: 1px solid var(--color-border);
      `}
  }
`;

/** The form's submit: the primary button; `$busy` while the form is sending (focus kept, the busy look). */
export const SubmitButton = styled(Button).attrs({ $variant: 'primary' as const })``;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.md}px;
  margin-top: ${space.xxl}px;
`;

export const FormMessage = styled.p`
  margin: ${px(0, 0, space.lg)};
  padding: 10px 12px;
  border: 2px solid var(--color-border);
  border-radius: ${radii.small}px;
  font-weight: ${fontWeights.semibold};

  ${Actions} & {
    margin: 0;
  }
`;

export const SuccessBox = styled.div`
  font-family: var(--font-family, system-ui, sans-serif);
  color: var(--color-text);
  max-width: 640px;
  padding: ${px(space.lg, 0)};

  /* Focus moves here so the message is read out; it is not a control, so it draws no ring. */
  &:focus,
  &:focus-visible {
    outline: none;
  }
  & .form-submission-message-text {
    margin: ${px(0, 0, space.md)};
    font-size: 1.1em;
    font-weight: ${fontWeights.semibold};
  }
  & a {
    color: var(--color-link);
  }
`;

/** The fields and the button; side by side in the newsletter's inline layout. */
export const Body = styled.div<{ $inline: boolean }>`
  ${({ $inline }) =>
    $inline &&
    css`
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: ${space.md}px;
      & > fieldset.form-lock {
        flex: 1 1 240px;
      }
      & > ${Actions} {
        margin-top: 0;
      }
    `}
`;
