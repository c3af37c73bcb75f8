import { useLayoutEffect, useRef } from 'react';
import { BlockMessage } from '../../primitives/blockMessage/BlockMessage';
import { insertOwnerHtml } from '../../primitives/ownerHtml/insertOwnerHtml';
import { readCodeBlock, sourceLabel } from './code.rules';
import { OwnerHtml, Source } from './CodeBlock.styles';

export interface CodeBlockProps {
  /** The block's code: the site owner's own HTML (or CSS, JavaScript… with another `language`). */
  html?: string | null;
  /** Show the code as text instead of placing it in the page ("display source"). */
  displaySource?: boolean;
  /** The code's language; HTML (the default) is placed in the page, any other is shown as text. */
  language?: string | null;
}

/** Places the owner's HTML in its element and runs its scripts again, whenever the HTML changes. */
function OwnerHtmlBox({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (box.current) insertOwnerHtml(box.current, html);
  }, [html]);
  return <OwnerHtml ref={box} data-code-block="html" />;
}

/**
 * The code block: the site owner's HTML placed in the page as written, with its scripts
 * run; with display source on (or another language), the code shown as text in
 * `<pre><code>` (a focusable region, so it scrolls from the keyboard); empty, its message.
 */
export function CodeBlock({ html, displaySource = false, language }: CodeBlockProps) {
  const view = readCodeBlock({ html, displaySource, language });
  if (view.kind === 'empty') return <BlockMessage data-code-block="empty">{view.message}</BlockMessage>;
  if (view.kind === 'html') return <OwnerHtmlBox html={view.html} />;
  return (
    <Source data-code-block="source" role="region" aria-label={sourceLabel(view.language)} tabIndex={0}>
      <code>{view.code}</code>
    </Source>
  );
}
