/**
 * Mount chunk: the social gallery (instagram) block in place of its server markup, over
 * the same widget rendering call as the summary. What the server rendered in the block (its
 * posts) stays on show while the call loads and in place if it fails; a failure's cause is
 * logged with the block.
 */
import { SocialGalleryBlock } from '../../blocks/socialGallery/SocialGalleryBlock';
import { ServicesProvider } from '../../primitives/services';
import type { MountFunction } from '../mountTypes';
import { blockServicesOf } from './blockServices';
import { replaceBlockContent } from './renderRoot';

/** The block's reader comes with its mount (one dynamic import). */
export { scanSocialGalleryBlock as scanBlock } from '../scan/scanWidgetBlocks';

export const mount: MountFunction<'socialGallery'> = (element, { settings, elementId, blockType, serverHtml }, context) =>
  replaceBlockContent(
    element,
    <ServicesProvider services={blockServicesOf(context.services)}>
      <SocialGalleryBlock
        settings={settings}
        elementId={elementId}
        blockType={blockType}
        serverHtml={serverHtml}
        onFailure={(failure) => console.warn(`Block ${elementId ?? 'without id'} (social gallery) could not be loaded: ${failure.cause}`)}
      />
    </ServicesProvider>,
    context,
    'runtime-social-gallery',
  );
