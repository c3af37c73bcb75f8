import styled from 'styled-components';
import { tokens } from '../../../src/tokens/tokens';

const Wrap = styled.div`
  display: grid;
  gap: 12px;
  max-width: 560px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSizes.hero}px;
  font-weight: ${tokens.fontWeights.semibold};
`;

const Link = styled.a`
  color: ${({ theme }) => theme.colors.link};
`;

const Button = styled.button`
  justify-self: start;
  font: inherit;
  font-weight: ${tokens.fontWeights.medium};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  border: 0;
  border-radius: ${tokens.radii.small}px;
  padding: 10px 18px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Surface = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  border-radius: ${tokens.radii.large}px;
  padding: 16px;
`;

/** Heading, body, link, button and a surface card in the current section theme. */
export function ThemeSample() {
  return (
    <Wrap>
      <Heading>Spring collection</Heading>
      <p style={{ margin: 0 }}>
        Body text sits on the section background. <Link href="#details">Read the details</Link> in the link colour.
      </p>
      <Button type="button">Shop now</Button>
      <Surface>A surface card uses the palette&apos;s light or dark accent with its safe inverse as text.</Surface>
    </Wrap>
  );
}
