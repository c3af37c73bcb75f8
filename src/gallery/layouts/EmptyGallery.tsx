import styled from 'styled-components';
import { useInSiteEditor } from '../../primitives/siteEditor/SiteEditor';
import * as tokens from '../../tokens/tokens';

const Box = styled.p`
  margin: 0;
  padding: 24px;
  text-align: center;
  border: 1px dashed var(--color-border);
  border-radius: ${tokens.radii.small}px;
`;

export const EMPTY_GALLERY_HINT = 'This gallery has no images yet.';

/**
 * A gallery without slides: in the site editor, a hint to the owner; on the published
 * site, nothing (an empty block takes no space and says nothing to visitors).
 */
export function EmptyGallery() {
  const inEditor = useInSiteEditor();
  return inEditor ? <Box>{EMPTY_GALLERY_HINT}</Box> : null;
}
