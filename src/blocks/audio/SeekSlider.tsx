import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { formatMediaProgress } from '../../primitives/format/mediaTime';
import { positionAtPointer, seekKeyTarget } from './player.machine';
import { SliderFill, SliderThumb, SliderTrack } from './AudioPlayer.styles';

export interface SeekSliderProps {
  /** Seconds into the track. */
  position: number;
  /** The track's length in seconds; null until known (the slider is then disabled). */
  duration: number | null;
  onSeek: (position: number) => void;
  label?: string;
}

/**
 * The seek bar (APG slider): focusable, `aria-valuenow` in whole seconds and
 * `aria-valuetext` '1:05 of 3:20'; arrows ±5 s, PageUp/PageDown ±30 s, Home and End;
 * a press or drag along the track seeks there.
 */
export function SeekSlider({ position, duration, onSeek, label = 'Seek' }: SeekSliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const disabled = duration === null;
  const fraction = duration ? Math.min(1, position / duration) : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = seekKeyTarget(event.key, position, duration);
    if (target === null) return;
    event.preventDefault();
    onSeek(target);
  };
  const seekAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = track.current?.getBoundingClientRect();
    const target = box ? positionAtPointer(event.clientX, box.left, box.width, duration) : null;
    if (target !== null) onSeek(target);
  };

  return (
    <SliderTrack
      ref={track}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration ?? 0)}
      aria-valuenow={Math.floor(position)}
      aria-valuetext={formatMediaProgress(position, duration)}
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (disabled) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        seekAt(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture?.(event.pointerId)) seekAt(event);
      }}
    >
      <SliderFill style={{ width: `${fraction * 100}%` }} />
      <SliderThumb style={{ left: `${fraction * 100}%` }} />
    </SliderTrack>
  );
}
