import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { setSanitizedHtml } from './sanitizeHtml';

/** A `div` holding `html` sanitised (`setSanitizedHtml`): for markup the view shows as it came, never as raw HTML. */
export function SanitizedHtml({ html, ...rest }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>) {
  const ref = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (ref.current) void setSanitizedHtml(ref.current, html);
  }, [html]);
  return <div ref={ref} {...rest} />;
}
