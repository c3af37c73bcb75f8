import { AnimatePresence, motion as m, type Transition } from 'framer-motion';
import type { ReactNode } from 'react';
import { motion } from '../../tokens/tokens';
import { useReducedMotion } from '../reducedMotion';

export type ShowHideAnimation = 'fade' | 'scale' | 'expand';

const VARIANTS = {
  fade: { hidden: { opacity: 0 }, shown: { opacity: 1 } },
  scale: { hidden: { opacity: 0, scale: motion.scaleHideTarget }, shown: { opacity: 1, scale: 1 } },
  expand: { hidden: { height: 0, opacity: 0 }, shown: { height: 'auto', opacity: 1 } },
} as const;

export interface ShowHideProps {
  show: boolean;
  animation?: ShowHideAnimation;
  /** Seconds; 0.3 by default. */
  durationS?: number;
  children?: ReactNode;
}

/**
 * Shows and hides its content with the spec's animations: fade, scale (to 0.94 while
 * hidden) or expand / collapse (height), 0.3 s linear by default; at once under reduced
 * motion. Hidden content is removed, so it is neither read out nor focusable.
 */
export function ShowHide({ show, animation = 'fade', durationS = motion.defaultDurationS, children }: ShowHideProps) {
  const reduced = useReducedMotion();
  const transition: Transition = { duration: reduced ? 0 : durationS, ease: 'linear' };
  const variants = VARIANTS[animation];
  return (
    <AnimatePresence initial={false}>
      {show && (
        <m.div
          key="content"
          initial="hidden"
          animate="shown"
          exit="hidden"
          variants={variants}
          transition={transition}
          style={animation === 'expand' ? { overflow: 'hidden' } : undefined}
        >
          {children}
        </m.div>
      )}
    </AnimatePresence>
  );
}
