import { describe, expect, it } from 'vitest';
import { DEFAULT_META_PLACEMENT, metaBoxStyle, parseMetaPosition } from './metaPosition';

describe('meta position', () => {
  it('reads the vertical place and the optional side', () => {
    expect(parseMetaPosition('top-left')).toEqual({ vertical: 'top', horizontal: 'left' });
    expect(parseMetaPosition('Bottom-Right')).toEqual({ vertical: 'bottom', horizontal: 'right' });
    expect(parseMetaPosition('center')).toEqual({ vertical: 'center', horizontal: 'center' });
    expect(parseMetaPosition('top')).toEqual({ vertical: 'top', horizontal: 'center' });
  });

  it('shows no meta without a position and falls back to bottom for an unknown one', () => {
    expect(parseMetaPosition(null)).toBeNull();
    for (const value of ['left', 'middle', 'top-left-right', '']) expect(parseMetaPosition(value)).toEqual(DEFAULT_META_PLACEMENT);
  });

  it('pins the box to its edge, or centres it', () => {
    expect(metaBoxStyle({ vertical: 'top', horizontal: 'left' })).toMatchObject({ top: 0, bottom: 'auto', textAlign: 'left' });
    expect(metaBoxStyle({ vertical: 'center', horizontal: 'center' })).toMatchObject({ top: '50%', transform: 'translateY(-50%)' });
    expect(metaBoxStyle({ vertical: 'bottom', horizontal: 'right' })).toMatchObject({ bottom: 0, top: 'auto', textAlign: 'right' });
  });
});
