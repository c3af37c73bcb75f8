import styled from 'styled-components';

const Box = styled.p`
  margin: 0;
  padding: 24px;
  text-align: center;
  border: 1px dashed var(--color-border);
  border-radius: ${({ theme }) => theme.tokens.radii.small}px;
`;

/** What every design shows for a gallery without images. */
export function EmptyGallery() {
  return <Box>This gallery has no images yet.</Box>;
}
