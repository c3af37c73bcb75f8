import { useEffectEvent, useLayoutEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useResizeEmitter } from '../../primitives/resize/useResizeEmitter';
import { dropShadowFilter, fitInside, parseDropShadow, type Size } from './shape.math';
import { shapeByName, viewBoxAspect, type ShapeName } from '../../primitives/shapes/shapeCatalog';

const Box = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  svg {
    position: absolute;
    display: block;
    overflow: visible;
  }
`;

export type ShapeMode = 'stretched' | 'fitted';

/** A fitted shape follows its box this soon after a resize settles, ms. */
const REFIT_DEBOUNCE_MS = 100;

export interface ShapeBlockProps {
  shape: ShapeName;
  /** stretched fills the block's box; fitted keeps the shape's aspect inside it. */
  mode?: ShapeMode;
  /** The block's drop-shadow setting, as stored (object or JSON); malformed ones are logged and left out. */
  dropShadow?: unknown;
  color?: string;
  /** A name for the shape when it means something; without one it is decoration, hidden from assistive technology. */
  label?: string;
}

/**
 * The shape block: a named shape that fills its box (stretched) or keeps its aspect,
 * centred, and is fitted again when the box resizes (resize observation only while
 * fitted). A drop shadow becomes a drop-shadow filter.
 */
export function ShapeBlock({ shape, mode = 'stretched', dropShadow, color = 'var(--color-accent)', label }: ShapeBlockProps) {
  const definition = shapeByName(shape);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const fitted = mode === 'fitted';

  const measure = () => box && setSize({ width: box.clientWidth, height: box.clientHeight });
  const measureNow = useEffectEvent(measure);
  useLayoutEffect(() => {
    if (fitted) measureNow();
  }, [fitted, box]);
  // observed only while fitted (attached and detached as the mode changes), on both axes
  useResizeEmitter(fitted ? box : null, measure, { axis: 'x', timeoutMs: REFIT_DEBOUNCE_MS });
  useResizeEmitter(fitted ? box : null, measure, { axis: 'y', timeoutMs: REFIT_DEBOUNCE_MS });

  const filter = useMemo(() => {
    if (dropShadow === undefined || dropShadow === null || dropShadow === '') return undefined;
    const parsed = parseDropShadow(dropShadow);
    if (!parsed.ok) {
      console.error(parsed.error);
      return undefined;
    }
    return dropShadowFilter(parsed.value);
  }, [dropShadow]);

  const place = fitted && size ? fitInside(size, viewBoxAspect(definition.viewBox)) : null;
  return (
    <Box ref={setBox} className={fitted ? undefined : 'stretched'} data-shape={shape} data-shape-mode={mode}>
      <svg
        viewBox={definition.viewBox}
        preserveAspectRatio={fitted ? 'xMidYMid meet' : 'none'}
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        focusable="false"
        style={{
          left: place?.x ?? 0,
          top: place?.y ?? 0,
          width: place?.width ?? '100%',
          height: place?.height ?? '100%',
          filter,
        }}
      >
        <path d={definition.path} fill={color} />
      </svg>
    </Box>
  );
}
