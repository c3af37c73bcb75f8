import type { SeriesStyle } from './chartColors.rules';

/** The fill of series `i`: its colour, or its pattern (declared by SeriesPatterns in the same svg). */
export function seriesFill(styles: readonly SeriesStyle[], i: number, idPrefix: string): string {
  const style = styles[i]!;
  return style.pattern === 'solid' ? style.color : `url(#${idPrefix}-pattern-${i})`;
}

/** `<defs>` with the hatch and dot patterns of the series that use one (colour on the section background). */
export function SeriesPatterns({ styles, idPrefix }: { styles: readonly SeriesStyle[]; idPrefix: string }) {
  const patterned = styles.map((s, i) => ({ s, i })).filter(({ s }) => s.pattern !== 'solid');
  if (patterned.length === 0) return null;
  return (
    <defs>
      {patterned.map(({ s, i }) => (
        <pattern
          key={i}
          id={`${idPrefix}-pattern-${i}`}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform={s.pattern === 'hatch' ? 'rotate(45)' : undefined}
        >
          <rect width="6" height="6" fill="var(--color-background)" />
          {s.pattern === 'hatch' ? <rect width="3" height="6" fill={s.color} /> : <circle cx="3" cy="3" r="2" fill={s.color} />}
        </pattern>
      ))}
    </defs>
  );
}
