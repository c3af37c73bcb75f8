/**
 * What stories show inside the table booking block: a picture of a provider's widget (date,
 * time and party size, then the search button) laid out as the block says. It books
 * nothing and takes no input (`aria-hidden`): stories never load a provider, and a page
 * never shows it (without a widget address the block keeps its server markup).
 */
import styled from 'styled-components';
import type { WidgetLayout } from '../../src/blocks/tableBooking/tableBooking.rules';
import { tokens } from '../../src/tokens/tokens';

const WidgetHeading = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes.lg}px;
  font-weight: ${tokens.fontWeights.semibold};
`;

const Fields = styled.div<{ $column: boolean }>`
  display: grid;
  gap: 12px;
  grid-template-columns: ${({ $column }) => ($column ? '1fr' : 'repeat(3, minmax(0, 1fr)) auto')};
`;

const FieldBox = styled.div`
  display: grid;
  gap: 4px;
  font-size: ${tokens.fontSizes.sm}px;
  & > span:last-child {
    display: block;
    height: 40px;
    border: 1px solid var(--color-border);
    border-radius: ${tokens.radii.small}px;
  }
`;

const ButtonBox = styled.span`
  display: grid;
  place-items: center;
  align-self: end;
  min-height: 40px;
  padding: 0 20px;
  border-radius: ${tokens.radii.small}px;
  background: var(--color-accent);
  color: var(--color-on-accent);
  font-weight: ${tokens.fontWeights.semibold};
`;

export function StoryBookingWidget({ layout }: { layout: WidgetLayout }) {
  return (
    <>
      <WidgetHeading>Reserve a table</WidgetHeading>
      <Fields $column={layout.column} aria-hidden="true">
        {['Date', 'Time', 'Party size'].map((name) => (
          <FieldBox key={name}>
            <span>{name}</span>
            <span />
          </FieldBox>
        ))}
        <ButtonBox>Find a table</ButtonBox>
      </Fields>
    </>
  );
}
