/**
 * Mount chunk: a text highlight around a highlighted span. The span keeps its inner
 * markup (rendered inside the highlight as it was); unmounting puts it back as the
 * server wrote it.
 */
import { TextHighlight } from '../../effects/highlight/TextHighlight';
import type { MountFunction } from '../mountTypes';
import { renderInto } from './renderRoot';

export const mount: MountFunction<'highlight'> = (span, { config }, context) => {
  const original = span.innerHTML;
  const unmount = renderInto(
    span,
    <TextHighlight config={config}>
      <span dangerouslySetInnerHTML={{ __html: original }} />
    </TextHighlight>,
    context,
  );
  return () => {
    unmount();
    span.innerHTML = original;
  };
};
