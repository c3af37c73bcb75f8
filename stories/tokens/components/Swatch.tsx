import styled from 'styled-components';
import { formatColor, toHslString, type ColorValue } from '../../../src/tokens';
import { tokens } from '../../../src/tokens/tokens';

const Figure = styled.figure`
  margin: 0;
  width: 168px;
  font-size: ${tokens.fontSizes.sm}px;
`;

const Chip = styled.div`
  height: 56px;
  border-radius: ${tokens.radii.large}px;
  border: 1px solid var(--color-border);
`;

const Caption = styled.figcaption`
  margin-top: 6px;
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

export interface SwatchProps {
  value: ColorValue;
  label: string;
  detail?: string;
}

/** A colour chip with its label and value; the chip is decorative, the text says it all. */
export function Swatch({ value, label, detail }: SwatchProps) {
  return (
    <Figure>
      <Chip style={{ background: toHslString(value) }} aria-hidden="true" />
      <Caption>
        <strong>{label}</strong>
        <br />
        <code>{formatColor(value)}</code>
        {detail ? (
          <>
            <br />
            {detail}
          </>
        ) : null}
      </Caption>
    </Figure>
  );
}

export const SwatchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
