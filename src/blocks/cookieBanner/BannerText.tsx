import type { ReactNode } from 'react';
import type { BannerNode } from './bannerHtml';

/**
 * The banner's notice as React elements, from the sanitized tree: nothing of the owner's
 * HTML reaches the page as raw markup. A link that opens a new window gets
 * rel="noopener noreferrer".
 */
export function BannerText({ nodes }: { nodes: readonly BannerNode[] }) {
  return <>{nodes.map(renderNode)}</>;
}

function renderNode(node: BannerNode, key: number): ReactNode {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'br':
      return <br key={key} />;
    case 'p':
      return <p key={key}>{node.children.map(renderNode)}</p>;
    case 'strong':
      return <strong key={key}>{node.children.map(renderNode)}</strong>;
    case 'em':
      return <em key={key}>{node.children.map(renderNode)}</em>;
    case 'a':
      return (
        <a key={key} href={node.href} {...(node.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {node.children.map(renderNode)}
        </a>
      );
  }
}
