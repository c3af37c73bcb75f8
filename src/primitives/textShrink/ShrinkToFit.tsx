import { useEffect, useLayoutEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import { useMeasuredWidth } from '../measure/useMeasuredWidth';
import { TEXT_SHRINK, shrinkFontSize } from './textShrink';

export interface ShrinkToFitProps {
  children?: ReactNode;
  /** The element to render (a heading, say). */
  as?: ElementType;
  /** The designed size, px; the text shrinks from it to fit one line, down to 11 px. */
  fontSize: number;
  minFontPx?: number;
}

/**
 * Text shrink (spec: minimum font 11 px, resize debounce 100 ms): a single line that
 * would overflow its box is set smaller until it fits, never under the minimum; it
 * grows back as the box widens.
 */
export function ShrinkToFit({ children, as: Tag = 'p', fontSize, minFontPx = TEXT_SHRINK.minFontPx }: ShrinkToFitProps) {
  const [measureRef, width] = useMeasuredWidth(TEXT_SHRINK.resizeDebounceMs);
  const text = useRef<HTMLSpanElement>(null);
  const [size, setSize] = useState(fontSize);
  // a web font arriving changes the text's width: measure again then
  const [fontsLoaded, setFontsLoaded] = useState(0);
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let live = true;
    const remeasure = () => live && setFontsLoaded((n) => n + 1);
    void fonts.ready.then(remeasure);
    fonts.addEventListener('loadingdone', remeasure);
    return () => {
      live = false;
      fonts.removeEventListener('loadingdone', remeasure);
    };
  }, []);
  useLayoutEffect(() => {
    const box = text.current?.parentElement;
    if (!text.current || !box) return;
    // measure at the designed size, then scale to the box
    text.current.style.fontSize = `${fontSize}px`;
    const textWidth = text.current.getBoundingClientRect().width;
    text.current.style.fontSize = '';
    setSize(shrinkFontSize({ fontSize, textWidth, availableWidth: box.clientWidth, minFontPx }));
  }, [width, fontSize, minFontPx, children, fontsLoaded]);
  return (
    <Tag ref={measureRef} style={{ fontSize: size, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', margin: 0 }}>
      <span ref={text}>{children}</span>
    </Tag>
  );
}
