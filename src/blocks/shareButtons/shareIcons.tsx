import type { ShareService } from './shareButtons.rules';

/** Simple marks drawn for this library (not the services' logos): a letter or a symbol in a circle. */
const MARKS: Record<ShareService | 'copy', string> = {
  facebook: 'M13 8h2V5h-2.5C10 5 9 6.6 9 8.6V10H7v3h2v6h3v-6h2.3l.4-3H12V8.9c0-.6.3-.9 1-.9z',
  x: 'M6 5h3.2l3 4.3L15.8 5H18l-4.7 5.6L18.6 19h-3.2l-3.3-4.7L8 19H5.8l5.1-6z',
  linkedin:
    'M6 9h3v10H6zM7.5 4.5a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM11 9h2.9v1.4c.4-.8 1.5-1.6 3-1.6 3 0 3.6 2 3.6 4.6V19h-3v-4.9c0-1.2 0-2.6-1.6-2.6s-1.9 1.2-1.9 2.5v5H11z',
  email: 'M4 6h16v12H4zM4 6l8 7 8-7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
};

export function ShareIcon({ name }: { name: ShareService | 'copy' }) {
  const stroked = name === 'email' || name === 'copy';
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={MARKS[name]}
        fill={stroked ? 'none' : 'currentColor'}
        stroke={stroked ? 'currentColor' : 'none'}
        strokeWidth={stroked ? 2 : 0}
        strokeLinejoin="round"
      />
    </svg>
  );
}
