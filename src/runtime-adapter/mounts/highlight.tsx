/**
 * Mount chunk: the text highlights of one `script.TextAttributes-props`. The stored
 * attributes are read here (`parseTextAttributes`; what it refuses throws, and the
 * mounter logs it with the block); each span of its block content whose
 * `data-text-attribute-id` names a highlight is wrapped in one. A span keeps its inner
 * markup (rendered inside the highlight as it was); unmounting puts it back as the
 * server wrote it.
 */
import { TextHighlight } from '../../effects/highlight/TextHighlight';
import { parseTextAttributes } from '../parse/highlightProps';
import { valueOrThrow } from './valueOrThrow';
import { BOUND_ATTRIBUTE } from '../scan/boundAttribute';
import type { MountContext, MountFunction, Unmount } from '../mountTypes';
import type { HighlightConfig } from '../../effects/highlight/highlight.config';
import { renderInto } from './renderRoot';

function highlightSpan(span: HTMLElement, config: Partial<HighlightConfig>, context: MountContext): Unmount {
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
}

export const mount: MountFunction<'highlight'> = (script, { textAttributes }, context) => {
  const highlights = valueOrThrow(parseTextAttributes(textAttributes, script.closest('.sqs-block')?.getAttribute('id') ?? null));
  const container = script.closest<HTMLElement>('.sqs-block-content') ?? script.parentElement;
  const unmounts: Unmount[] = [];
  for (const span of Array.from(container?.querySelectorAll<HTMLElement>('[data-text-attribute-id]') ?? [])) {
    const config = highlights.get(span.getAttribute('data-text-attribute-id') ?? '');
    if (!config || span.hasAttribute(BOUND_ATTRIBUTE)) continue;
    span.setAttribute(BOUND_ATTRIBUTE, 'highlight');
    unmounts.push(highlightSpan(span, config, context));
  }
  return () => {
    for (const unmount of unmounts) unmount();
  };
};
