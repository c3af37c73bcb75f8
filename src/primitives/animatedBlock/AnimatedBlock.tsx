import { useState, type ReactNode } from 'react';
import { useInView } from '../inView/useInView';
import { ANIMATION_LOADED_ATTRIBUTE } from './animationLoaded';

export interface AnimatedBlockProps {
  children?: ReactNode;
  /** Share of the block that must be visible (0.5 by default). */
  ratio?: number;
  className?: string;
}

/**
 * An animated block (spec: gains its animation-loaded state once sufficiently visible):
 * marked `data-animation-loaded` the first time enough of it is in view, and kept so;
 * the block's own CSS animates from that marker.
 */
export function AnimatedBlock({ children, ratio, className }: AnimatedBlockProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const loaded = useInView(element, { ratio, once: true });
  return (
    <div ref={setElement} className={className} {...{ [ANIMATION_LOADED_ATTRIBUTE]: loaded ? '' : undefined }}>
      {children}
    </div>
  );
}
